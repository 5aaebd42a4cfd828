/**
 * The tax info form's values, rules (`#rules` `taxInfoFailures`, docs/company-contract.md section 3) and input. The
 * stored TIN is never answered: the form's `tin` is empty unless the user types a new one.
 */
import { taxInfoFailures } from "#rules";
import type { TaxInfoForm_TaxInfoFragment, TaxInfoInput } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export type TaxInfoValues = {
  taxTypeId: string;
  legalName: string;
  tin: string;
};

export const taxInfoValues = (record: TaxInfoForm_TaxInfoFragment): TaxInfoValues => ({
  taxTypeId: record.taxTypeId ?? "",
  legalName: record.legalName ?? "",
  tin: "",
});

export const toTaxInfoInput = (values: TaxInfoValues): TaxInfoInput => ({
  taxTypeId: values.taxTypeId || null,
  legalName: values.legalName.trim(),
  tin: values.tin.trim() || null,
});

/** The stored TIN stands for the type it was saved with only; another type needs its own TIN. */
export const keepsStoredTin = (record: TaxInfoForm_TaxInfoFragment, taxTypeId: string): boolean =>
  record.tin.isSet && record.taxTypeId === taxTypeId;

export interface TaxTypeItem {
  id: string;
  code: string;
}

export function validateTaxInfo(
  values: TaxInfoValues,
  record: TaxInfoForm_TaxInfoFragment,
  taxTypes: readonly TaxTypeItem[],
  replacing: boolean,
): Record<string, string> {
  return wordFailures(
    taxInfoFailures(toTaxInfoInput(values), {
      taxTypeCode: taxTypes.find((type) => type.id === values.taxTypeId)?.code ?? null,
      tinStoredForTaxTypeId: record.tin.isSet && !replacing ? record.taxTypeId : null,
    }),
  );
}

/** How a TIN of each type is written, for the field's hint and placeholder. */
export const TIN_FORMATS: Record<string, string> = {
  EIN: "12-3456789",
  SSN: "123-45-6789",
  ITIN: "912-34-5678",
};
