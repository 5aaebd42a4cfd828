/**
 * The company info form's values, their rules (`#rules` `companyInfoFailures`, docs/company-contract.md section 3)
 * and the GraphQL input they make. Field names are the input's, so a server refusal lands on the same field.
 */
import { companyInfoFailures, namesOf, BUSINESS_TYPES as BUSINESS_TYPE_CODES } from "#rules";
import type { BusinessType, CompanyInfoForm_CompanyInfoFragment, CompanyInfoInput } from "@/gql/graphql";
import { DEFAULT_PHONE_CODE } from "@/shared/form/calling-codes";
import { wordFailures } from "@/shared/validation";

export const BUSINESS_TYPES = namesOf(BUSINESS_TYPE_CODES);

export type CompanyInfoValues = {
  businessType: BusinessType | "";
  companyName: string;
  dotNumber: string;
  address: string;
  cityId: string;
  regionId: string;
  timeZoneId: string;
  contactName: string;
  contactPhoneCode: string;
  contactPhone: string;
  contactEmail: string;
  secondaryDomain: string;
};

export function companyInfoValues(record: CompanyInfoForm_CompanyInfoFragment): CompanyInfoValues {
  return {
    businessType: record.businessType ?? "",
    companyName: record.companyName ?? "",
    dotNumber: record.dotNumber ?? "",
    address: record.address ?? "",
    cityId: record.cityId ?? "",
    regionId: record.regionId ?? "",
    timeZoneId: record.timeZoneId ?? "",
    contactName: record.contactName ?? "",
    contactPhoneCode: record.contactPhoneCode ?? (record.contactPhone ? "" : DEFAULT_PHONE_CODE),
    contactPhone: record.contactPhone ?? "",
    contactEmail: record.contactEmail ?? "",
    secondaryDomain: record.secondaryDomain ?? "",
  };
}

const orNull = (value: string) => value.trim() || null;

export function toCompanyInfoInput(values: CompanyInfoValues): CompanyInfoInput {
  return {
    businessType: values.businessType || null,
    companyName: values.companyName.trim(),
    dotNumber: orNull(values.dotNumber),
    address: values.address.trim(),
    cityId: values.cityId || null,
    regionId: values.regionId || null,
    timeZoneId: values.timeZoneId || null,
    contactName: values.contactName.trim(),
    contactPhoneCode: orNull(values.contactPhoneCode),
    contactPhone: values.contactPhone.trim(),
    contactEmail: values.contactEmail.trim(),
    secondaryDomain: orNull(values.secondaryDomain),
  };
}

export const validateCompanyInfo = (values: CompanyInfoValues): Record<string, string> =>
  wordFailures(companyInfoFailures(toCompanyInfoInput(values)));
