import { Box, Divider, Group, Input, Stack } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { SECTION_MAX, blankEntry, type ContentSection, type ContentValues } from "../content-sections";
import { useTripFormContext } from "../form-context";
import { AddButton } from "../sections/AddButton";
import { RemoveButton } from "../sections/RemoveButton";

interface EntryListProps {
  section: ContentSection;
  /** The fields of entry `index`. */
  renderEntry(index: number): React.ReactNode;
  /** Entries of one line (text) sit closer together than multi-field ones, which get a divider. */
  compact?: boolean;
}

/** The entries of a content section: remove each, add up to 10 (the add button stops at the limit). */
export function EntryList({ section, renderEntry, compact = false }: EntryListProps) {
  const { t } = useI18n();
  const form = useTripFormContext();
  const entries = form.getValues()[section] as ContentValues[ContentSection];
  return (
    <Stack gap={compact ? "xs" : "sm"}>
      {entries.map((_, index) => (
        <Box key={index}>
          {!compact && index > 0 ? <Divider mb="sm" variant="dashed" /> : null}
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Box style={{ flex: 1, minWidth: 0 }}>{renderEntry(index)}</Box>
            <RemoveButton
              label={t("tripForm.removeEntry", { index: index + 1 })}
              onClick={() => form.removeListItem(section, index)}
              mt={compact ? 0 : 25}
            />
          </Group>
        </Box>
      ))}
      <Input.Error>{form.errors[section]}</Input.Error>
      <AddButton
        label={t("tripForm.addEntry")}
        count={entries.length}
        max={SECTION_MAX}
        onClick={() => form.insertListItem(section, blankEntry(section, entries.length))}
      />
    </Stack>
  );
}
