import { Checkbox, Group, Radio, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { FormSection, RecordFormFrame, useRecordForm } from "@/shared/form";
import { useRefreshHistory } from "@/shared/history";
import { CARD_ORGANIZATIONS, GATEWAY_TYPES, GATEWAYS, type CardValues } from "./card-gateway";
import { cardValues, keptCardSecrets, toCardInput, validateCard, type CardGatewayRecord } from "./card-values";
import { SecretField } from "./SecretField";
import { storedConfig, type StoredConfig } from "./stored-config";
import { useSecretReplacement } from "./use-secret-replacement";

export const CardGatewayForm_creditCardConfig = graphql(`
  fragment CardGatewayForm_creditCardConfig on CreditCardConfig {
    id
    gatewayType
    apiLoginId
    transactionKey {
      isSet
      lastFour
    }
    publicClientKey
    cardOrganizations
    username
    password {
      isSet
      lastFour
    }
    merchantId
    sourceKey
    sourcePin {
      isSet
      lastFour
    }
    publicApiKey
    version
    updateTime
  }
`);

const SaveCreditCardConfigMutation = graphql(`
  mutation SaveCreditCardConfig($version: Int, $input: CreditCardConfigInput!) {
    saveCreditCardConfig(version: $version, input: $input) {
      ...CardGatewayForm_creditCardConfig
    }
  }
`);

/** The card gateway: which of the three takes card payments, and its credentials. */
export function CardGatewayForm({ data }: { data: FragmentType<typeof CardGatewayForm_creditCardConfig> | null }) {
  const { t } = useI18n();
  const refreshProgress = useRefreshSetupProgress();
  const refreshHistory = useRefreshHistory();
  const secrets = useSecretReplacement();
  const [saveConfig] = useMutation(SaveCreditCardConfigMutation);
  const recordForm = useRecordForm<CardValues, StoredConfig<CardGatewayRecord>>({
    record: storedConfig(getFragmentData(CardGatewayForm_creditCardConfig, data)),
    valuesOf: (record) => cardValues(record.config),
    validate: (values, record) => validateCard(values, keptCardSecrets(record.config, secrets.replacing)),
    save: async (values, version) => {
      const { data: saved } = await saveConfig({ variables: { version: version || null, input: toCardInput(values) } });
      return saved
        ? storedConfig(getFragmentData(CardGatewayForm_creditCardConfig, saved.saveCreditCardConfig))
        : undefined;
    },
    savedMessage: t("payment.cardSaved"),
    afterSave: async () => {
      secrets.reset();
      await Promise.all([refreshProgress(), refreshHistory()]);
    },
  });
  const { form, record } = recordForm;
  const gateway = GATEWAYS[form.values.gatewayType];

  return (
    <RecordFormFrame
      embedded
      recordForm={recordForm}
      saveLabel={t("payment.saveCard")}
      editAction={record.config ? "/config/creditcard/edit" : "/config/creditcard/add"}
    >
      <FormSection title={t("payment.gateway")} description={t("payment.gatewayHint")}>
        <Radio.Group {...form.getInputProps("gatewayType")} aria-label={t("payment.gateway")}>
          <Stack gap="sm">
            {GATEWAY_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={t(`payment.gateway.${type}`)}
                description={GATEWAYS[type].fields.map((field) => t(field.label)).join(" · ")}
              />
            ))}
          </Stack>
        </Radio.Group>
      </FormSection>
      <FormSection title={t("payment.credentials")}>
        {gateway.fields.map((field) =>
          field.secret ? (
            <SecretField
              key={field.name}
              label={t(field.label)}
              stored={record.config?.[field.name as "password"] ?? { isSet: false }}
              replacing={secrets.replacing.has(field.name)}
              onReplacingChange={(replace) => secrets.change(form, field.name, replace)}
              input={form.getInputProps(field.name)}
            />
          ) : (
            <TextInput
              key={field.name}
              {...form.getInputProps(field.name)}
              label={t(field.label)}
              withAsterisk
              autoComplete="off"
              maw={420}
            />
          ),
        )}
        {gateway.organizations ? (
          <Checkbox.Group
            {...form.getInputProps("cardOrganizations")}
            label={t("payment.cardOrganizations")}
            withAsterisk
          >
            <Group gap="lg" mt="xs">
              {CARD_ORGANIZATIONS.map(({ value, label }) => (
                <Checkbox key={value} value={value} label={label} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
      </FormSection>
    </RecordFormFrame>
  );
}
