import { NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { EntryList } from "./EntryList";

/** Route stops as plain coordinates, which work wherever map tiles cannot load. */
export function RouteEntries() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const coordinate = { hideControls: true } as const;
  return (
    <EntryList
      section="route"
      renderEntry={(index) => (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <TextInput label={t("tripForm.stopName")} withAsterisk {...form.getInputProps(`route.${index}.name`)} />
          <TextInput label={t("tripForm.address")} {...form.getInputProps(`route.${index}.address`)} />
          <NumberInput
            label={t("tripForm.latitude")}
            withAsterisk
            placeholder="-90 … 90"
            {...coordinate}
            {...form.getInputProps(`route.${index}.latitude`)}
          />
          <NumberInput
            label={t("tripForm.longitude")}
            withAsterisk
            placeholder="-180 … 180"
            {...coordinate}
            {...form.getInputProps(`route.${index}.longitude`)}
          />
        </SimpleGrid>
      )}
    />
  );
}
