/** The statement codes of docs/money-contract.md section 3 as GraphQL enums. */
import { codedEnum } from "../shared/coded-enum";

export const StatementStateEnum = codedEnum("StatementState", "Whether the platform paid a statement out.", {
  UNPAID: { code: 0, description: "Not paid out yet" },
  PAID: { code: 1, description: "Paid out (`paidAt`); funds reach the bank account 3 to 5 business days later" },
});
export const StatementState = StatementStateEnum.enum;
export type StatementState = keyof typeof StatementState;

export const StatementEntryKindEnum = codedEnum("StatementEntryKind", "Which line of a statement an entry adds to.", {
  ORDER: { code: "order", description: "A sold order's payment (+)" },
  REFUND: { code: "refund", description: "A completed refund (−)" },
  CHARGEBACK: { code: "chargeback", description: "A lost chargeback (−)" },
  CHARGEBACK_FEE: { code: "chargeback_fee", description: "The fee of a chargeback opened (−)" },
  PROCESSING_FEE: { code: "processing_fee", description: "The card processing fee of a settled card payment (−)" },
  COMMISSION: { code: "commission", description: "The platform's commission on a sold order (−)" },
  SUBSCRIPTION_FEE: { code: "subscription_fee", description: "The monthly subscription fee (−)" },
});
export const StatementEntryKind = StatementEntryKindEnum.enum;
export type StatementEntryKind = keyof typeof StatementEntryKind;
