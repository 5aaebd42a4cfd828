/**
 * Recording a payment on an unpaid order (docs/sales-contract.md section 11): the methods a clerk records, and the
 * rules of the input that the console's form, the gateway and the vendor API all apply. The checks that need the
 * stored order (its balance, its day, the tenant's today) take them as options; the vendor API always passes them.
 */
import { isBlank, isPrice, maxLength, required, validateFields, type Check } from "./checks";
import { oneOf } from "./receiver";
import { isoDate, isIsoDate } from "./date";
import { fail, type FieldFailures } from "./failure";

/** How the money came in: cash at the desk, a card terminal, a bank transfer. */
export const ORDER_PAYMENT_METHODS = {
  CASH: "cash",
  CARD_TERMINAL: "cardTerminal",
  BANK_TRANSFER: "bankTransfer",
} as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[keyof typeof ORDER_PAYMENT_METHODS];

/** A receipt number, a terminal's slip number or a transfer's reference: a line, not a note. */
export const ORDER_PAYMENT_REFERENCE_MAX = 100;

export interface OrderPaymentInput {
  method?: unknown;
  amount?: unknown;
  reference?: unknown;
  /** The day the money came in, YYYY-MM-DD in the tenant's calendar. */
  paidAt?: unknown;
}

export interface OrderPaymentContext {
  /** What the order still owes (Money); more than it is refused. */
  balance?: string;
  /** The tenant's today (YYYY-MM-DD): a payment is not recorded ahead of its day. */
  today?: string;
  /** The day the order was made (YYYY-MM-DD): nothing was paid for it before. */
  orderDay?: string;
}

/** A price's text as cents, exactly (never a float); null when it is no price. */
export function priceCents(value: unknown): bigint | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!isPrice(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

const priceCheck: Check = (value) => (isBlank(value) || priceCents(value) !== null ? undefined : fail("price"));
const atLeastOneCent: Check = (value) => ((priceCents(value) ?? 1n) < 1n ? fail("min", { min: 0.01 }) : undefined);

/** The input's failures by field; with a context, also the balance and the date's bounds. */
export function orderPaymentFailures(input: OrderPaymentInput, context: OrderPaymentContext = {}): FieldFailures {
  const failures = validateFields({
    method: [input.method, [required, oneOf(Object.values(ORDER_PAYMENT_METHODS))]],
    amount: [input.amount, [required, priceCheck, atLeastOneCent]],
    reference: [input.reference, [maxLength(ORDER_PAYMENT_REFERENCE_MAX)]],
    paidAt: [input.paidAt, [required, isoDate]],
  });
  const amount = priceCents(input.amount);
  if (!failures.amount && amount !== null && context.balance !== undefined) {
    const balance = priceCents(context.balance);
    if (balance !== null && amount > balance)
      failures.amount = fail("payment.overBalance", { balance: context.balance });
  }
  const day = typeof input.paidAt === "string" ? input.paidAt.trim() : "";
  if (!failures.paidAt && isIsoDate(day)) {
    if (context.today && day > context.today) failures.paidAt = fail("payment.dateInFuture");
    else if (context.orderDay && day < context.orderDay)
      failures.paidAt = fail("payment.dateBeforeOrder", { date: context.orderDay });
  }
  return failures;
}
