import { namesOf, RESCHEDULE_FEE_TYPES } from "#rules";
import type { RescheduleFeeType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useTripFormContext } from "../form-context";
import { FormSection } from "@/shared/form";
import { ChoiceGroup } from "./ChoiceGroup";
import { PriceInput } from "./PriceInput";

const FEE_TYPES = namesOf(RESCHEDULE_FEE_TYPES);

/** Reschedule fee methods: free, per ticket, per order. */
export function RescheduleSection() {
  const { t } = useI18n();
  const form = useTripFormContext();
  return (
    <FormSection title={t("tripForm.reschedule")}>
      <ChoiceGroup<RescheduleFeeType>
        label={t("tripForm.rescheduleFeeType")}
        options={FEE_TYPES}
        optionLabel={(type) => t(`tripForm.reschedule.${type}`)}
        value={form.getValues().rescheduleFeeType}
        onChange={(value) => form.setFieldValue("rescheduleFeeType", value)}
      />
      {form.getValues().rescheduleFeeType !== "FREE" ? (
        <PriceInput
          label={t("tripForm.rescheduleFee")}
          withAsterisk
          maw={240}
          {...form.getInputProps("rescheduleFee")}
        />
      ) : null}
    </FormSection>
  );
}
