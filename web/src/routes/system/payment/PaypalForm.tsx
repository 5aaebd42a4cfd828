import { namesOf, PAYPAL_STATUSES } from "#rules";
import { SegmentedControl, Input, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { FormSection, RecordFormFrame, useRecordForm } from "@/shared/form";
import { useRefreshHistory } from "@/shared/history";
import {
  keptPaypalSecrets,
  paypalValues,
  toPaypalInput,
  validatePaypal,
  type PaypalRecord,
  type PaypalValues,
} from "./paypal-values";
import { SecretField } from "./SecretField";
import { storedConfig, type StoredConfig } from "./stored-config";
import { useSecretReplacement } from "./use-secret-replacement";

export const PaypalForm_paypalConfig = graphql(`
  fragment PaypalForm_paypalConfig on PaypalConfig {
    id
    apiUsername
    password {
      isSet
      lastFour
    }
    signature {
      isSet
      lastFour
    }
    clientId
    clientSecret {
      isSet
      lastFour
    }
    status
    version
    updateTime
  }
`);

const SavePaypalConfigMutation = graphql(`
  mutation SavePaypalConfig($version: Int, $input: PaypalConfigInput!) {
    savePaypalConfig(version: $version, input: $input) {
      ...PaypalForm_paypalConfig
    }
  }
`);

const STATUSES = namesOf(PAYPAL_STATUSES);

/** PayPal: its API credentials and whether buyers are offered it. */
export function PaypalForm({ data }: { data: FragmentType<typeof PaypalForm_paypalConfig> | null }) {
  const { t } = useI18n();
  const refreshProgress = useRefreshSetupProgress();
  const refreshHistory = useRefreshHistory();
  const secrets = useSecretReplacement();
  const [saveConfig] = useMutation(SavePaypalConfigMutation);
  const recordForm = useRecordForm<PaypalValues, StoredConfig<PaypalRecord>>({
    record: storedConfig(getFragmentData(PaypalForm_paypalConfig, data)),
    valuesOf: (record) => paypalValues(record.config),
    validate: (values, record) => validatePaypal(values, keptPaypalSecrets(record.config, secrets.replacing)),
    save: async (values, version) => {
      const { data: saved } = await saveConfig({
        variables: { version: version || null, input: toPaypalInput(values) },
      });
      return saved ? storedConfig(getFragmentData(PaypalForm_paypalConfig, saved.savePaypalConfig)) : undefined;
    },
    savedMessage: t("payment.paypalSaved"),
    afterSave: async () => {
      secrets.reset();
      await Promise.all([refreshProgress(), refreshHistory()]);
    },
  });
  const { form, record } = recordForm;
  const secret = (name: "password" | "signature" | "clientSecret") => (
    <SecretField
      label={t(`payment.${name}`)}
      stored={record.config?.[name] ?? { isSet: false }}
      replacing={secrets.replacing.has(name)}
      onReplacingChange={(replace) => secrets.change(form, name, replace)}
      input={form.getInputProps(name)}
    />
  );

  return (
    <RecordFormFrame
      embedded
      recordForm={recordForm}
      saveLabel={t("payment.savePaypal")}
      editAction={record.config ? "/config/paypal/edit" : "/config/paypal/add"}
    >
      <FormSection title={t("payment.credentials")}>
        <TextInput
          {...form.getInputProps("apiUsername")}
          label={t("payment.apiUsername")}
          withAsterisk
          autoComplete="off"
          maw={420}
        />
        {secret("password")}
        {secret("signature")}
        <TextInput
          {...form.getInputProps("clientId")}
          label={t("payment.clientId")}
          withAsterisk
          autoComplete="off"
          maw={420}
        />
        {secret("clientSecret")}
        <Input.Wrapper label={t("payment.status")} labelElement="div">
          <div>
            <SegmentedControl
              {...form.getInputProps("status")}
              aria-label={t("payment.status")}
              data={STATUSES.map((value) => ({ value, label: t(`payment.status.${value}`) }))}
              mt={4}
            />
          </div>
        </Input.Wrapper>
      </FormSection>
    </RecordFormFrame>
  );
}
