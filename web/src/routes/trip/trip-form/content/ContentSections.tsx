import { useState } from "react";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { blankEntry, inPageOrder, type ContentSection } from "../content-sections";
import { useTripFormContext } from "../form-context";
import { AddSectionDialog } from "./AddSectionDialog";
import { ContentSectionCard } from "./ContentSectionCard";

/** The optional sections on the form, in page order, and the dialog that adds more. */
export function ContentSections() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const [adding, setAdding] = useState(false);
  const shown = form.getValues().sections;

  const add = (sections: ContentSection[]) =>
    form.setValues({
      sections: [...shown, ...sections],
      ...Object.fromEntries(sections.map((section) => [section, [blankEntry(section, 0)]])),
    });

  return (
    <Stack gap="lg">
      {inPageOrder(shown).map((section) => (
        <ContentSectionCard key={section} section={section} />
      ))}
      <Paper withBorder p="md" radius="md" style={{ borderStyle: "dashed" }}>
        <Stack align="center" gap={6}>
          <Text size="sm" c="dimmed" ta="center">
            {t("tripForm.addAdditionalText")}
          </Text>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t("tripForm.addAdditional")}
          </Button>
        </Stack>
      </Paper>
      <AddSectionDialog opened={adding} shown={shown} onClose={() => setAdding(false)} onAdd={add} />
    </Stack>
  );
}
