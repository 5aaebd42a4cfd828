/**
 * RESEND_CONFIRMATIONS: each paid order's confirmation again, as /order/resend sends it (order/resend.ts), with its
 * history line; an order without an e-mail, not paid, or resent less than a minute ago is SKIPPED.
 */
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { ORDER_STATES } from "#rules";
import { orders } from "../../db/schema";
import { BusinessError } from "../../protocol/errors";
import { resendIn } from "../order/resend";
import { SkipOrder, type OrderJobKindHandler } from "./kind";

const PAID_STATES: number[] = [ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];

export const resendConfirmations: OrderJobKindHandler = {
  eligible: () =>
    and(inArray(orders.state, PAID_STATES), isNotNull(orders.contactEmail), sql`btrim(${orders.contactEmail}) <> ''`)!,
  async run({ tx, secrets, session, order, now, sign }) {
    if (!order.contactEmail?.trim()) throw new SkipOrder({ key: "orderJob.noEmail" });
    if (!PAID_STATES.includes(order.state)) throw new SkipOrder({ key: "orderJob.notPaid" });
    try {
      await resendIn(tx, sign, secrets, session, order, now);
    } catch (error) {
      // Resent a moment ago (by hand, or by another job): the customer has it, nothing is sent twice.
      if (error instanceof BusinessError && error.key === "order.resendTooSoon")
        throw new SkipOrder({ key: error.key, params: error.params });
      throw error;
    }
  },
};
