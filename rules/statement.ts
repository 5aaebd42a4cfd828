/** The codes of monthly statements (docs/money-contract.md section 3). */

export const STATEMENT_STATES = { UNPAID: 0, PAID: 1 } as const;
/** `kind`: the statement line an entry adds to. */
export const STATEMENT_ENTRY_KINDS = {
  ORDER: "order",
  REFUND: "refund",
  CHARGEBACK: "chargeback",
  CHARGEBACK_FEE: "chargeback_fee",
  PROCESSING_FEE: "processing_fee",
  COMMISSION: "commission",
  SUBSCRIPTION_FEE: "subscription_fee",
} as const;
