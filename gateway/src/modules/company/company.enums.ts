/** The company records' upstream codes as GraphQL enums (docs/company-contract.md section 2). */
import { BANK_ACCOUNT_TYPES, BUSINESS_TYPES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const BusinessTypeEnum = codedEnum("BusinessType", "The legal form of the vendor's business.", BUSINESS_TYPES, {
  INDIVIDUAL: "Individual (sole proprietor)",
  COMPANY: "Company (LLC or corporation)",
  PARTNERSHIP: "Partnership",
  NON_PROFIT: "Non-profit",
});
export const BusinessType = BusinessTypeEnum.enum;
export type BusinessType = keyof typeof BusinessType;

export const BankAccountTypeEnum = codedEnum(
  "BankAccountType",
  "The kind of bank account payouts go to. Only checking accounts are accepted: SAVINGS is refused on " +
    "`accountType` with 'Only checking accounts are accepted', so the console can say so at the field.",
  BANK_ACCOUNT_TYPES,
  {
    CHECKING: "Checking account",
    SAVINGS: "Savings account (refused)",
  },
);
export const BankAccountType = BankAccountTypeEnum.enum;
export type BankAccountType = keyof typeof BankAccountType;
