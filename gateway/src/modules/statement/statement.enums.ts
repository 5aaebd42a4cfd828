/** The statement codes of docs/money-contract.md section 3 as GraphQL enums. */
import { STATEMENT_ENTRY_KINDS, STATEMENT_STATES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const StatementStateEnum = codedEnum(
  "StatementState",
  "Whether the platform paid a statement out.",
  STATEMENT_STATES,
  {
    UNPAID: "Not paid out yet",
    PAID: "Paid out (`paidAt`); funds reach the bank account 3 to 5 business days later",
  },
);
export const StatementState = StatementStateEnum.enum;
export type StatementState = keyof typeof StatementState;

export const StatementEntryKindEnum = codedEnum(
  "StatementEntryKind",
  "Which line of a statement an entry adds to.",
  STATEMENT_ENTRY_KINDS,
  {
    ORDER: "A sold order's payment (+)",
    REFUND: "A completed refund (−)",
    CHARGEBACK: "A lost chargeback (−)",
    CHARGEBACK_FEE: "The fee of a chargeback opened (−)",
    PROCESSING_FEE: "The card processing fee of a settled card payment (−)",
    COMMISSION: "The platform's commission on a sold order (−)",
    SUBSCRIPTION_FEE: "The monthly subscription fee (−)",
  },
);
export const StatementEntryKind = StatementEntryKindEnum.enum;
export type StatementEntryKind = keyof typeof StatementEntryKind;
