import { SimpleGrid, TextInput } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { EntryList } from "./EntryList";

/** Pick-up or drop-off places: address, exact position, description, city. */
export function LocationEntries({ section }: { section: "pickUp" | "dropOff" }) {
  const { t } = useI18n();
  const form = useTripFormContext();
  return (
    <EntryList
      section={section}
      renderEntry={(index) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("tripForm.address")}
            withAsterisk
            {...form.getInputProps(`${section}.${index}.address`)}
          />
          <TextInput label={t("tripForm.city")} {...form.getInputProps(`${section}.${index}.city`)} />
          <TextInput
            label={t("tripForm.position")}
            placeholder={t("tripForm.positionPlaceholder")}
            {...form.getInputProps(`${section}.${index}.position`)}
          />
          <TextInput label={t("tripForm.description")} {...form.getInputProps(`${section}.${index}.description`)} />
        </SimpleGrid>
      )}
    />
  );
}
