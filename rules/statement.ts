/**
 * Monthly statements (docs/money-contract.md section 3): their codes, and the month that names one, `YYYY-MM`, which
 * the vendor API, the gateway and the console read the same way.
 */
import { fail, type FieldFailures } from "./failure";

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

export const isMonth = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** A month the client typed: spaces around it are forgiven, anything else is a `date` failure. */
export const monthFailures = (month: string, field = "month"): FieldFailures =>
  isMonth(month.trim()) ? {} : { [field]: fail("date") };
