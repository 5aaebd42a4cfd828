/**
 * CANCEL_DEPARTURE (docs/catalogue-contract.md section 7): each order holding tickets of the departure gets those
 * tickets cancelled with no charge (what was paid for them goes back in full through the refund flow, cash at once),
 * and ONE message: the operator's subject and text with the refund below it (and its `message` history line); the
 * standard cancellation mail is not sent besides. An order whose tickets there are no longer valid is SKIPPED.
 */
import { and, eq, sql } from "drizzle-orm";
import { TICKET_STATUSES } from "#rules";
import { reservations } from "../../db/schema";
import { cancelTicketsIn } from "../order/cancel";
import { orderTicketsOf } from "../order/operation";
import { holdsNormalTicket } from "./cancel-orders";
import { queueOrderMessage } from "./message";
import { SkipOrder, type OrderJobKindHandler, type OrderJobParams } from "./kind";

/** A ticket row of the departure `params` names. */
export const onDeparture = (params: OrderJobParams) =>
  and(
    eq(reservations.tripId, params.tripId!),
    eq(reservations.date, params.date!),
    sql`coalesce(${reservations.shift}, '') = ${params.shift ?? ""}`,
  )!;

export const cancelDeparture: OrderJobKindHandler = {
  eligible: (_tenantId, params) => holdsNormalTicket(onDeparture(params)),
  async run({ tx, secrets, session, order, params, now }) {
    const ticketIds = (await orderTicketsOf(tx, order, true))
      .filter(
        (ticket) =>
          ticket.status === TICKET_STATUSES.NORMAL &&
          ticket.tripId === params.tripId &&
          ticket.date === params.date &&
          (ticket.shift ?? "") === (params.shift ?? ""),
      )
      .map((ticket) => ticket.id);
    if (ticketIds.length === 0) throw new SkipOrder({ key: "orderJob.alreadyCancelled" });
    const quote = await cancelTicketsIn(
      tx,
      secrets,
      session,
      order,
      ticketIds,
      { chargeOverride: "0", notifyCustomer: false },
      now,
    );
    const refund =
      quote.refund === "0.00"
        ? `Booking ${order.orderNumber}: nothing was paid for these tickets, so nothing is refunded.`
        : `Booking ${order.orderNumber}: ${quote.refund} is refunded to how you paid.`;
    await queueOrderMessage(tx, session, order, params, now, refund);
  },
};
