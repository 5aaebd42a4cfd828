import { Switch } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";

export function SpecialRequestSection() {
  const { t } = useI18n();
  const form = useTripFormContext();
  return (
    <FormSection title={t("tripForm.specialRequest")}>
      <Switch
        label={t("tripForm.specialRequestLabel")}
        {...form.getInputProps("specialRequest", { type: "checkbox" })}
      />
    </FormSection>
  );
}
