import { namesOf, DURATION_UNITS } from "#rules";
import { Group, NumberInput, Select } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { EntryList } from "./EntryList";

const UNITS = namesOf(DURATION_UNITS);

/** How long the trip takes, in days or hours. */
export function DurationEntries() {
  const { t } = useI18n();
  const form = useTripFormContext();
  return (
    <EntryList
      section="duration"
      renderEntry={(index) => (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <NumberInput
            label={t("tripForm.durationValue")}
            withAsterisk
            w={160}
            {...form.getInputProps(`duration.${index}.value`)}
          />
          <Select
            label={t("tripForm.unit")}
            data={UNITS.map((unit) => ({ value: unit, label: t(`tripForm.unit.${unit}`) }))}
            allowDeselect={false}
            w={140}
            {...form.getInputProps(`duration.${index}.unit`)}
          />
        </Group>
      )}
    />
  );
}
