/**
 * RESEND_CONFIRMATIONS: each paid order's confirmation again, as /order/resend sends it (order/resend.ts), with its
 * history line; an order without an e-mail, not paid, with no valid ticket left (cancelled, refunded) or resent less
 * than a minute ago is SKIPPED.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { ORDER_STATES, TICKET_STATUSES } from "#rules";
import { orders, reservations } from "../../db/schema";
import { BusinessError } from "../../protocol/errors";
import { resendIn } from "../order/resend";
import { SkipOrder, type OrderJobKindHandler } from "./kind";
import { hasContactEmail } from "./message";

const PAID_STATES: number[] = [ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];
const VALID_TICKET_STATES: number[] = [TICKET_STATUSES.NORMAL, TICKET_STATUSES.CHECKED_IN];

/** The order still holds a ticket to travel on: a cancelled or refunded booking has nothing to confirm. */
const holdsValidTicket = sql`exists (select 1 from ${reservations} where ${reservations.tenantId} = ${orders.tenantId}
  and ${reservations.orderNumber} = ${orders.orderNumber} and ${inArray(reservations.status, VALID_TICKET_STATES)})`;

export const resendConfirmations: OrderJobKindHandler = {
  eligible: () => and(inArray(orders.state, PAID_STATES), hasContactEmail(), holdsValidTicket)!,
  async run({ tx, secrets, session, order, now, sign }) {
    if (!order.contactEmail?.trim()) throw new SkipOrder({ key: "orderJob.noEmail" });
    if (!PAID_STATES.includes(order.state)) throw new SkipOrder({ key: "orderJob.notPaid" });
    const [valid] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.id, order.id), holdsValidTicket));
    if (valid.n === 0) throw new SkipOrder({ key: "orderJob.noValidTicket" });
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
