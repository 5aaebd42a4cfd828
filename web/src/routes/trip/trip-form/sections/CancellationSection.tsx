import { namesOf, CANCELLATION_TYPES } from "#rules";
import { NumberInput } from "@mantine/core";
import type { CancellationType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";
import { ChoiceGroup } from "./ChoiceGroup";
import { PriceInput } from "./PriceInput";

const CANCELLATION_CHOICES = namesOf(CANCELLATION_TYPES);

/** Cancellation deduct: none, a fixed amount, or a percentage (1–100). */
export function CancellationSection() {
  const { t } = useI18n();
  const form = useTripFormContext();
  const type = form.getValues().cancellationType;
  return (
    <FormSection title={t("tripForm.cancellation")}>
      <ChoiceGroup<CancellationType>
        label={t("tripForm.cancellationType")}
        options={CANCELLATION_CHOICES}
        optionLabel={(option) => t(`tripForm.cancellation.${option}`)}
        value={form.getValues().cancellationType}
        onChange={(value) => form.setFieldValue("cancellationType", value)}
      />
      {type === "FIXED" ? (
        <PriceInput
          label={t("tripForm.cancellationAmount")}
          withAsterisk
          maw={240}
          {...form.getInputProps("cancellationAmount")}
        />
      ) : null}
      {type === "PERCENTAGE" ? (
        <NumberInput
          label={t("tripForm.cancellationPercentage")}
          withAsterisk
          suffix="%"
          maw={240}
          {...form.getInputProps("cancellationPercentage")}
        />
      ) : null}
    </FormSection>
  );
}
