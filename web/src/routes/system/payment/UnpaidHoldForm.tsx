import { NumberInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { UNPAID_HOLD_DAYS, unpaidHoldFailures } from "#rules";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { UnpaidHoldForm_UnpaidHoldFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { FormSection, RecordFormFrame, useRecordForm } from "@/shared/form";
import { useRefreshHistory } from "@/shared/history";
import { wordFailures } from "@/shared/validation";

export const UnpaidHoldForm_unpaidHold = graphql(`
  fragment UnpaidHoldForm_unpaidHold on UnpaidHold {
    unpaidHoldDays
    version
  }
`);

const SaveUnpaidHoldMutation = graphql(`
  mutation SaveUnpaidHold($version: Int!, $unpaidHoldDays: Int!) {
    saveUnpaidHold(version: $version, unpaidHoldDays: $unpaidHoldDays) {
      ...UnpaidHoldForm_unpaidHold
    }
  }
`);

/** An empty field is "" in Mantine's NumberInput: the rule's `required` says so under it. */
type UnpaidHoldValues = { unpaidHoldDays: number | string };

/**
 * "Unpaid bookings": how many days an unpaid booking holds its seats before they are released and the order cancelled
 * (docs/sales-contract.md, "Unpaid bookings"). Read-only without cmd /config/hold/save.
 */
export function UnpaidHoldForm({ data }: { data: FragmentType<typeof UnpaidHoldForm_unpaidHold> }) {
  const { t } = useI18n();
  const refreshHistory = useRefreshHistory();
  const [saveUnpaidHold] = useMutation(SaveUnpaidHoldMutation);
  const recordForm = useRecordForm<UnpaidHoldValues, UnpaidHoldForm_UnpaidHoldFragment>({
    record: getFragmentData(UnpaidHoldForm_unpaidHold, data),
    valuesOf: (record) => ({ unpaidHoldDays: record.unpaidHoldDays }),
    validate: (values) => wordFailures(unpaidHoldFailures(values)),
    save: async (values, version) => {
      const { data: saved } = await saveUnpaidHold({
        variables: { version, unpaidHoldDays: Number(values.unpaidHoldDays) },
      });
      return saved ? getFragmentData(UnpaidHoldForm_unpaidHold, saved.saveUnpaidHold) : undefined;
    },
    savedMessage: t("unpaidHold.saved"),
    afterSave: () => refreshHistory(),
  });
  const { form } = recordForm;
  return (
    <RecordFormFrame
      embedded
      lastSaved={false}
      recordForm={recordForm}
      saveLabel={t("unpaidHold.save")}
      editAction="/config/hold/save"
    >
      <FormSection title={t("unpaidHold.section")} description={t("unpaidHold.sectionHint")}>
        <NumberInput
          {...form.getInputProps("unpaidHoldDays")}
          label={t("unpaidHold.days")}
          description={t("unpaidHold.daysHint", { min: UNPAID_HOLD_DAYS.min, max: UNPAID_HOLD_DAYS.max })}
          withAsterisk
          maw={240}
        />
      </FormSection>
    </RecordFormFrame>
  );
}
