/**
 * The bank info form's values, rules (`#rules` `bankInfoFailures`, docs/company-contract.md section 3) and input. The
 * stored numbers are never answered: the number fields are empty unless the user types new ones.
 */
import { bankInfoFailures } from "#rules";
import type { BankInfoForm_BankInfoFragment, BankInfoInput } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export type BankInfoValues = {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  accountNumberConfirmation: string;
};

export const bankInfoValues = (record: BankInfoForm_BankInfoFragment): BankInfoValues => ({
  accountHolderName: record.accountHolderName ?? "",
  routingNumber: "",
  accountNumber: "",
  accountNumberConfirmation: "",
});

/** Only checking accounts are accepted, so the form offers no other type. */
export const toBankInfoInput = (values: BankInfoValues): BankInfoInput => ({
  accountHolderName: values.accountHolderName.trim(),
  routingNumber: values.routingNumber.trim() || null,
  accountNumber: values.accountNumber.trim() || null,
  accountNumberConfirmation: values.accountNumberConfirmation.trim() || null,
  accountType: "CHECKING",
});

export const validateBankInfo = (
  values: BankInfoValues,
  record: BankInfoForm_BankInfoFragment,
  replacing: boolean,
): Record<string, string> =>
  wordFailures(
    bankInfoFailures(
      { ...toBankInfoInput(values), accountType: "checking" },
      { numbersStored: record.accountNumber.isSet && !replacing },
    ),
  );
