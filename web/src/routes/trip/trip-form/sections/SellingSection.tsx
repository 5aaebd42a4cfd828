import { Checkbox, SimpleGrid } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";
import { dateTimeValueFormat } from "@/shared/time/format-time";

/** When the trip is on sale (in the company's time zone) and whether it is sold on its own. */
export function SellingSection({ timeZone }: { timeZone: string }) {
  const { t, language } = useI18n();
  const form = useTripFormContext();
  const format = dateTimeValueFormat(language);
  const picker = { valueFormat: format, clearable: true, placeholder: format } as const;
  return (
    <FormSection title={t("tripForm.selling")} description={t("tripForm.saleHint", { timeZone })}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateTimePicker label={t("tripForm.saleStart")} {...picker} {...form.getInputProps("saleStart")} />
        <DateTimePicker label={t("tripForm.saleEnd")} {...picker} {...form.getInputProps("saleEnd")} />
      </SimpleGrid>
      <Checkbox
        label={t("tripForm.notForIndividualSale")}
        {...form.getInputProps("notForIndividualSale", { type: "checkbox" })}
      />
    </FormSection>
  );
}
