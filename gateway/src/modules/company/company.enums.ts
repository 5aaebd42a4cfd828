/** The company records' upstream codes as GraphQL enums (docs/company-contract.md section 2). */
import { codedEnum } from "../shared/coded-enum";

export const BusinessTypeEnum = codedEnum("BusinessType", "The legal form of the vendor's business.", {
  INDIVIDUAL: { code: 1, description: "Individual (sole proprietor)" },
  COMPANY: { code: 2, description: "Company (LLC or corporation)" },
  PARTNERSHIP: { code: 3, description: "Partnership" },
  NON_PROFIT: { code: 4, description: "Non-profit" },
});
export const BusinessType = BusinessTypeEnum.enum;
export type BusinessType = keyof typeof BusinessType;

export const BankAccountTypeEnum = codedEnum(
  "BankAccountType",
  "The kind of bank account payouts go to. Only checking accounts are accepted: SAVINGS is refused on " +
    "`accountType` with 'Only checking accounts are accepted', so the console can say so at the field.",
  {
    CHECKING: { code: "checking", description: "Checking account" },
    SAVINGS: { code: "savings", description: "Savings account (refused)" },
  },
);
export const BankAccountType = BankAccountTypeEnum.enum;
export type BankAccountType = keyof typeof BankAccountType;
