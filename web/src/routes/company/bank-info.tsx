import { useState } from "react";
import { Alert, Button, Input, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconClockHour4 } from "@tabler/icons-react";
import { getFragmentData, graphql } from "@/gql";
import type { BankInfoForm_BankInfoFragment, BankInfoScreenQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { FormSection, RecordFormFrame, StoredNumber, RecordScreen, useRecordForm } from "@/shared/form";
import { PayoutAccountStatus } from "./bank-info/PayoutAccountStatus";
import { bankInfoValues, toBankInfoInput, validateBankInfo, type BankInfoValues } from "./bank-info/bank-info-values";

const BankInfoForm_bankInfo = graphql(`
  fragment BankInfoForm_bankInfo on BankInfo {
    accountHolderName
    routingNumber {
      isSet
      lastFour
    }
    accountNumber {
      isSet
      lastFour
    }
    version
    updateTime
  }
`);

const BankInfoScreenQuery = graphql(`
  query BankInfoScreen {
    bankInfo {
      ...BankInfoForm_bankInfo
    }
  }
`);

const SaveBankInfoMutation = graphql(`
  mutation SaveBankInfo($version: Int!, $input: BankInfoInput!) {
    saveBankInfo(version: $version, input: $input) {
      ...BankInfoForm_bankInfo
    }
  }
`);

/** The numbers typed when none are stored or they are replaced; never filled from the server. */
const NUMBER_FIELDS = [
  { field: "routingNumber", label: "bank.routingNumber", hint: "bank.routingNumberHint" },
  { field: "accountNumber", label: "bank.accountNumber", hint: "bank.accountNumberHint" },
  { field: "accountNumberConfirmation", label: "bank.accountNumberConfirmation", hint: null },
] as const;

/** /company/bank_info: the checking account payouts go to; its numbers are never shown again but for their last 4. */
export default function BankInfoScreen() {
  return <RecordScreen query={BankInfoScreenQuery}>{(data) => <BankInfoForm data={data} />}</RecordScreen>;
}

function BankInfoForm({ data }: { data: BankInfoScreenQuery }) {
  const { t } = useI18n();
  const refreshProgress = useRefreshSetupProgress();
  const [replacing, setReplacing] = useState(false);
  const [saveBankInfo] = useMutation(SaveBankInfoMutation);
  const recordForm = useRecordForm<BankInfoValues, BankInfoForm_BankInfoFragment>({
    record: getFragmentData(BankInfoForm_bankInfo, data.bankInfo),
    valuesOf: bankInfoValues,
    validate: (values, record) => validateBankInfo(values, record, replacing),
    save: async (values, version) => {
      const { data: saved } = await saveBankInfo({ variables: { version, input: toBankInfoInput(values) } });
      return saved ? getFragmentData(BankInfoForm_bankInfo, saved.saveBankInfo) : undefined;
    },
    savedMessage: t("bank.saved"),
    afterSave: async () => {
      setReplacing(false);
      await refreshProgress();
    },
  });
  const { form, record } = recordForm;
  const stored = record.accountNumber.isSet;
  const keepStored = () => {
    setReplacing(false);
    for (const { field } of NUMBER_FIELDS) {
      form.setFieldValue(field, "");
      form.clearFieldError(field);
    }
  };

  return (
    <RecordFormFrame
      editAction="/bank/info/edit"
      recordForm={recordForm}
      saveLabel={t("bank.save")}
      notice={
        <Alert variant="light" color="blue" icon={<IconClockHour4 size={18} aria-hidden />}>
          {t("bank.fundsTiming")}
        </Alert>
      }
    >
      <FormSection title={t("bank.section")}>
        <TextInput
          {...form.getInputProps("accountHolderName")}
          label={t("bank.accountHolderName")}
          description={t("bank.accountHolderNameHint")}
          withAsterisk
          maw={520}
        />
        <Input.Wrapper label={t("bank.accountType")} description={t("bank.checkingOnly")} labelElement="div">
          <Text size="sm" fw={500} mt={4}>
            {t("bank.checking")}
          </Text>
        </Input.Wrapper>
        {stored && !replacing ? (
          <Stack gap={6}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
              <StoredNumber
                label={t("bank.routingNumber")}
                lastFour={record.routingNumber.lastFour}
                onReplace={() => setReplacing(true)}
                withHint={false}
              />
              <StoredNumber
                label={t("bank.accountNumber")}
                lastFour={record.accountNumber.lastFour}
                onReplace={() => setReplacing(true)}
                withHint={false}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t("bank.storedNumbersHint")}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md" maw={520}>
            {NUMBER_FIELDS.map(({ field, label, hint }) => (
              <TextInput
                key={field}
                {...form.getInputProps(field)}
                label={t(label)}
                description={hint ? t(hint) : undefined}
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
              />
            ))}
            {replacing ? (
              <Button variant="subtle" size="xs" onClick={keepStored} style={{ alignSelf: "flex-start" }}>
                {t("bank.keepNumbers")}
              </Button>
            ) : null}
          </Stack>
        )}
      </FormSection>
      <PayoutAccountStatus key={record.version} />
    </RecordFormFrame>
  );
}
