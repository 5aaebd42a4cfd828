/**
 * What a job would touch, written nowhere: the orders its selection matches now (`total`, what the operator confirms
 * as expectedCount), those it acts on, and for a cancellation what goes back in all, quoted per order as the
 * cancellation itself plans it (order/cancel.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import { TICKET_STATUSES, type OrderJobKind } from "#rules";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";
import { BusinessError } from "../../protocol/errors";
import { formatCents, centsOf } from "../../shared/money";
import { quoteTicketsOf } from "../order/cancel";
import { orderTicketsOf } from "../order/operation";
import { ORDER_JOB_HANDLERS } from "./handlers";
import type { OrderJobParams } from "./kind";
import { countWhere } from "./selection";

export interface OrderJobPreview {
  total: number;
  eligible: number;
  refund: string | null;
}

/** What cancelling the eligible orders' tickets (of the departure, when `params` names one) refunds in all. */
async function refundOf(db: Db, tenantId: number, kind: OrderJobKind, ids: number[], params: OrderJobParams) {
  const handler = ORDER_JOB_HANDLERS[kind];
  const rows = ids.length
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids), handler.eligible(tenantId, params)))
    : [];
  let cents = 0n;
  for (const order of rows) {
    const ticketIds = (await orderTicketsOf(db, order, false))
      .filter(
        (ticket) =>
          ticket.status === TICKET_STATUSES.NORMAL &&
          (kind !== "CANCEL_DEPARTURE" ||
            (ticket.tripId === params.tripId &&
              ticket.date === params.date &&
              (ticket.shift ?? "") === (params.shift ?? ""))),
      )
      .map((ticket) => ticket.id);
    try {
      const quote = await quoteTicketsOf(db, order, ticketIds, kind === "CANCEL_DEPARTURE" ? "0" : null);
      cents += centsOf(quote.refund);
    } catch (error) {
      // An order the cancellation refuses refunds nothing: it will be FAILED with the same reason.
      if (!(error instanceof BusinessError)) throw error;
    }
  }
  return formatCents(cents);
}

export async function previewOf(
  db: Db,
  tenantId: number,
  kind: OrderJobKind,
  ids: number[],
  params: OrderJobParams,
): Promise<OrderJobPreview> {
  const cancels = kind === "CANCEL_ORDERS" || kind === "CANCEL_DEPARTURE";
  return {
    total: ids.length,
    eligible: await countWhere(db, tenantId, ids, ORDER_JOB_HANDLERS[kind].eligible(tenantId, params)),
    refund: cancels ? await refundOf(db, tenantId, kind, ids, params) : null,
  };
}
