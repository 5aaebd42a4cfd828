import { Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { getFragmentData, graphql } from "@/gql";
import type { CompanyInfoForm_CompanyInfoFragment, CompanyInfoScreenQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { ShellQuery } from "@/layout/shell-query";
import { useRefreshSetupProgress } from "@/layout/setup-progress";
import { FormSection, PhoneWithCodeInput, RecordFormFrame, RecordScreen, useRecordForm } from "@/shared/form";
import { CitySelect } from "./company-info/CitySelect";
import { EmailVerification } from "./company-info/EmailVerification";
import { TimeZoneField } from "./company-info/TimeZoneField";
import {
  BUSINESS_TYPES,
  companyInfoValues,
  toCompanyInfoInput,
  validateCompanyInfo,
  type CompanyInfoValues,
} from "./company-info/company-info-values";
import { regionLabel } from "./dictionary-labels";

export const CompanyInfoForm_companyInfo = graphql(`
  fragment CompanyInfoForm_companyInfo on CompanyInfo {
    businessType
    companyName
    dotNumber
    address
    cityId
    cityName
    regionId
    timeZoneId
    contactName
    contactPhoneCode
    contactPhone
    contactEmail
    emailVerified
    emailVerifiedAt
    secondaryDomain
    timeZoneChanges {
      fromTimeZone
      toTimeZone
      changedBy
      changeTime
    }
    version
    updateTime
  }
`);

const CompanyInfoScreenQuery = graphql(`
  query CompanyInfoScreen {
    companyInfo {
      ...CompanyInfoForm_companyInfo
    }
    regions {
      id
      code
      name
    }
    timeZones {
      id
      code
      name
    }
  }
`);

const SaveCompanyInfoMutation = graphql(`
  mutation SaveCompanyInfo($version: Int!, $input: CompanyInfoInput!) {
    saveCompanyInfo(version: $version, input: $input) {
      ...CompanyInfoForm_companyInfo
    }
  }
`);

/** /company/company_info: the vendor's company, contact and time zone (docs/company-contract.md). */
export default function CompanyInfoScreen() {
  return <RecordScreen query={CompanyInfoScreenQuery}>{(data) => <CompanyInfoForm data={data} />}</RecordScreen>;
}

function CompanyInfoForm({ data }: { data: CompanyInfoScreenQuery }) {
  const { t, language } = useI18n();
  const client = useApolloClient();
  const refreshProgress = useRefreshSetupProgress();
  const [saveCompanyInfo] = useMutation(SaveCompanyInfoMutation);
  const recordForm = useRecordForm<CompanyInfoValues, CompanyInfoForm_CompanyInfoFragment>({
    record: getFragmentData(CompanyInfoForm_companyInfo, data.companyInfo),
    valuesOf: companyInfoValues,
    validate: validateCompanyInfo,
    save: async (values, version) => {
      const { data: saved } = await saveCompanyInfo({ variables: { version, input: toCompanyInfoInput(values) } });
      return saved ? getFragmentData(CompanyInfoForm_companyInfo, saved.saveCompanyInfo) : undefined;
    },
    savedMessage: t("company.infoSaved"),
    // The shell shows the domain (Website button), the time zone (footer, every time) and the guide's progress.
    afterSave: () => Promise.all([client.refetchQueries({ include: [ShellQuery] }), refreshProgress()]),
  });
  const { form, record } = recordForm;
  const emailEdited = form.values.contactEmail.trim().toLowerCase() !== (record.contactEmail ?? "").toLowerCase();
  const domain = form.values.secondaryDomain.trim();

  return (
    <RecordFormFrame editAction="/company/info/edit" recordForm={recordForm} saveLabel={t("company.save")}>
      <FormSection title={t("company.businessSection")}>
        <Select
          {...form.getInputProps("businessType")}
          label={t("company.businessType")}
          withAsterisk
          placeholder={t("company.choose")}
          data={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`company.businessType.${type}`) }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...form.getInputProps("companyName")} label={t("company.companyName")} withAsterisk />
          <TextInput
            {...form.getInputProps("dotNumber")}
            label={t("company.dotNumber")}
            description={t("company.dotNumberHint")}
            // Below the input, so the two inputs of the row line up.
            inputWrapperOrder={["label", "input", "description", "error"]}
            inputMode="numeric"
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("company.addressSection")}>
        <TextInput {...form.getInputProps("address")} label={t("company.address")} withAsterisk />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CitySelect {...form.getInputProps("cityId")} label={t("company.city")} savedName={record.cityName} />
          <Select
            {...form.getInputProps("regionId")}
            label={t("company.region")}
            withAsterisk
            searchable
            nothingFoundMessage={t("company.nothingFound")}
            data={data.regions.map((region) => ({ value: region.id, label: regionLabel(region, language) }))}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("company.timeZoneSection")}>
        <TimeZoneField
          input={form.getInputProps("timeZoneId")}
          timeZones={data.timeZones}
          savedTimeZoneId={record.timeZoneId}
          changes={record.timeZoneChanges}
        />
      </FormSection>

      <FormSection title={t("company.contactSection")}>
        <TextInput {...form.getInputProps("contactName")} label={t("company.contactName")} withAsterisk />
        <PhoneWithCodeInput
          label={t("company.contactPhone")}
          required
          code={form.getInputProps("contactPhoneCode")}
          number={form.getInputProps("contactPhone")}
        />
        <Stack gap={6}>
          <TextInput
            {...form.getInputProps("contactEmail")}
            label={t("company.contactEmail")}
            withAsterisk
            type="email"
            autoComplete="email"
          />
          <EmailVerification
            savedEmail={record.contactEmail}
            edited={emailEdited}
            verified={record.emailVerified}
            verifiedAt={record.emailVerifiedAt ?? null}
            onVerified={(verified) => {
              const next = getFragmentData(CompanyInfoForm_companyInfo, verified);
              recordForm.setRecord(next);
            }}
          />
        </Stack>
      </FormSection>

      <FormSection title={t("company.websiteSection")}>
        <TextInput
          {...form.getInputProps("secondaryDomain")}
          label={t("company.secondaryDomain")}
          description={t("company.secondaryDomainHint")}
          placeholder="tours.example.com"
          autoComplete="off"
        />
        <Text size="sm" c="dimmed">
          {domain ? t("company.websiteOpens", { url: `https://${domain}/` }) : t("company.websiteNotSetHint")}
        </Text>
      </FormSection>
    </RecordFormFrame>
  );
}
