import { useState } from "react";
import { Button, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql } from "@/gql";
import type { TaxInfoForm_TaxInfoFragment, TaxInfoScreenQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { FormSection, RecordFormFrame, StoredNumber, RecordScreen, useRecordForm } from "@/shared/form";
import { taxTypeLabel } from "./dictionary-labels";
import {
  TIN_FORMATS,
  keepsStoredTin,
  taxInfoValues,
  toTaxInfoInput,
  validateTaxInfo,
  type TaxInfoValues,
} from "./tax-info/tax-info-values";

const TaxInfoForm_taxInfo = graphql(`
  fragment TaxInfoForm_taxInfo on TaxInfo {
    taxTypeId
    legalName
    tin {
      isSet
      lastFour
    }
    version
    updateTime
  }
`);

const TaxInfoScreenQuery = graphql(`
  query TaxInfoScreen {
    taxInfo {
      ...TaxInfoForm_taxInfo
    }
    taxTypes {
      id
      code
      name
    }
  }
`);

const SaveTaxInfoMutation = graphql(`
  mutation SaveTaxInfo($version: Int!, $input: TaxInfoInput!) {
    saveTaxInfo(version: $version, input: $input) {
      ...TaxInfoForm_taxInfo
    }
  }
`);

/** /company/tax_info: the vendor's tax type, legal name and TIN, which is never shown again but for its last 4. */
export default function TaxInfoScreen() {
  return <RecordScreen query={TaxInfoScreenQuery}>{(data) => <TaxInfoForm data={data} />}</RecordScreen>;
}

function TaxInfoForm({ data }: { data: TaxInfoScreenQuery }) {
  const { t } = useI18n();
  const refreshProgress = useRefreshSetupProgress();
  const [replacing, setReplacing] = useState(false);
  const [saveTaxInfo] = useMutation(SaveTaxInfoMutation);
  const recordForm = useRecordForm<TaxInfoValues, TaxInfoForm_TaxInfoFragment>({
    record: getFragmentData(TaxInfoForm_taxInfo, data.taxInfo),
    valuesOf: taxInfoValues,
    validate: (values, record) => validateTaxInfo(values, record, data.taxTypes, replacing),
    save: async (values, version) => {
      const { data: saved } = await saveTaxInfo({ variables: { version, input: toTaxInfoInput(values) } });
      return saved ? getFragmentData(TaxInfoForm_taxInfo, saved.saveTaxInfo) : undefined;
    },
    savedMessage: t("tax.saved"),
    afterSave: async () => {
      setReplacing(false);
      await refreshProgress();
    },
  });
  const { form, record } = recordForm;
  const taxType = data.taxTypes.find((type) => type.id === form.values.taxTypeId);
  const format = taxType ? TIN_FORMATS[taxType.code] : undefined;
  const showStored = keepsStoredTin(record, form.values.taxTypeId) && !replacing;
  const keepStored = () => {
    setReplacing(false);
    form.setFieldValue("tin", "");
    form.clearFieldError("tin");
  };

  return (
    <RecordFormFrame editAction="/tax/info/edit" recordForm={recordForm} saveLabel={t("tax.save")}>
      <FormSection title={t("tax.section")} description={t("tax.sectionHint")}>
        <Select
          {...form.getInputProps("taxTypeId")}
          onChange={(value) => form.setFieldValue("taxTypeId", value ?? "")}
          label={t("tax.taxType")}
          withAsterisk
          placeholder={t("company.choose")}
          data={data.taxTypes.map((type) => ({ value: type.id, label: taxTypeLabel(type, t) }))}
          maw={520}
        />
        <TextInput
          {...form.getInputProps("legalName")}
          label={t("tax.legalName")}
          description={t("tax.legalNameHint")}
          withAsterisk
          maw={520}
        />
        {showStored ? (
          <StoredNumber label={t("tax.tin")} lastFour={record.tin.lastFour} onReplace={() => setReplacing(true)} />
        ) : (
          <Stack gap={6} maw={520}>
            <TextInput
              {...form.getInputProps("tin")}
              label={t("tax.tin")}
              withAsterisk
              description={format ? t("tax.tinFormat", { code: taxType?.code ?? "", format }) : t("tax.tinChooseType")}
              placeholder={format}
              autoComplete="off"
              spellCheck={false}
            />
            {record.tin.isSet && !keepsStoredTin(record, form.values.taxTypeId) ? (
              <Text size="sm" c="dimmed">
                {t("tax.tinNewType")}
              </Text>
            ) : null}
            {replacing ? (
              <Button variant="subtle" size="xs" onClick={keepStored} style={{ alignSelf: "flex-start" }}>
                {t("tax.keepTin", { lastFour: record.tin.lastFour ?? "" })}
              </Button>
            ) : null}
          </Stack>
        )}
      </FormSection>
    </RecordFormFrame>
  );
}
