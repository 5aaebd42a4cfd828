import { useState } from "react";
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { CONTENT_SECTIONS, type ContentSection } from "../content-sections";

interface AddSectionDialogProps {
  opened: boolean;
  /** Sections already on the form: not offered again. */
  shown: readonly ContentSection[];
  onClose(): void;
  onAdd(sections: ContentSection[]): void;
}

/** 'Add Additional Information': pick the content sections to put on the form. */
export function AddSectionDialog({ opened, shown, onClose, onAdd }: AddSectionDialogProps) {
  const { t } = useI18n();
  const [picked, setPicked] = useState<string[]>([]);
  const offered = CONTENT_SECTIONS.filter((section) => !shown.includes(section));
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("tripForm.addAdditional")} size="lg" centered>
      <Stack>
        {offered.length === 0 ? (
          <Text size="sm">{t("tripForm.allSectionsAdded")}</Text>
        ) : (
          <Checkbox.Group value={picked} onChange={setPicked} label={t("tripForm.addAdditionalText")}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
              {offered.map((section) => (
                <Checkbox.Card key={section} value={section} radius="md" p="sm" withBorder>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Checkbox.Indicator mt={2} />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`tripForm.section.${section}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`tripForm.section.${section}.text`)}
                      </Text>
                    </div>
                  </Group>
                </Checkbox.Card>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button
            disabled={picked.length === 0}
            onClick={() => {
              onAdd(CONTENT_SECTIONS.filter((section) => picked.includes(section)));
              close();
            }}
          >
            {t("tripForm.addSections")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
