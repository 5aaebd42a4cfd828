/**
 * What an order still owes (docs/sales-contract.md section 11): an unpaid order owes its total less its discounts
 * (settled coupon and groupon payments) and less what was paid (`payAmount`, the settled money payments); an order in
 * any other state owes nothing here — it is paid, being paid by a gateway, or cancelled.
 */
import { ORDER_STATES, PAYMENT_TYPES } from "#rules";
import { centsOf, sumCents, type Cents } from "../../shared/money";
import { SETTLED_PAY_STATES } from "../sales-shared/codes";

const DISCOUNT_TYPES: number[] = [PAYMENT_TYPES.COUPON_CODE, PAYMENT_TYPES.GROUPON_CODE];

/** An order's discounts: its settled coupon and groupon payments, which take off its total and are not money paid. */
export const orderDiscountCents = (
  payments: ReadonlyArray<{ paymentType: number; payStatus: number; amount: string }>,
): Cents =>
  sumCents(
    payments
      .filter(
        (payment) => DISCOUNT_TYPES.includes(payment.paymentType) && SETTLED_PAY_STATES.includes(payment.payStatus),
      )
      .map((payment) => centsOf(payment.amount)),
  );

export function orderBalanceCents(
  order: { state: number; totalAmount: string; payAmount: string },
  payments: ReadonlyArray<{ paymentType: number; payStatus: number; amount: string }>,
): Cents {
  if (order.state !== ORDER_STATES.UNPAID) return 0n;
  const owed = centsOf(order.totalAmount) - orderDiscountCents(payments) - centsOf(order.payAmount);
  return owed > 0n ? owed : 0n;
}
