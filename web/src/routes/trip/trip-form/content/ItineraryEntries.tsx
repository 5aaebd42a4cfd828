import { Group, NumberInput, Stack, TextInput, Textarea } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { EntryList } from "./EntryList";

/** The plan day by day: a day number, a title and what happens. */
export function ItineraryEntries() {
  const { t } = useI18n();
  const form = useTripFormContext();
  return (
    <EntryList
      section="itinerary"
      renderEntry={(index) => (
        <Stack gap="xs">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <NumberInput
              label={t("tripForm.day")}
              withAsterisk
              w={90}
              {...form.getInputProps(`itinerary.${index}.day`)}
            />
            <TextInput
              label={t("tripForm.dayTitle")}
              withAsterisk
              style={{ flex: 1 }}
              {...form.getInputProps(`itinerary.${index}.title`)}
            />
          </Group>
          <Textarea
            label={t("tripForm.description")}
            autosize
            minRows={2}
            {...form.getInputProps(`itinerary.${index}.description`)}
          />
        </Stack>
      )}
    />
  );
}
