/**
 * MESSAGE_CUSTOMERS: one e-mail with the operator's subject and text to each order's contact, queued in the outbox
 * as the reservation screen's "Notify Customers" queues its message (reservation/service.ts), with a `message` line
 * in the order's history; an order without an e-mail is SKIPPED.
 */
import { and, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { notificationOutbox, orders } from "../../db/schema";
import type { OperatorSession } from "../../protocol/route";
import { recordOrderHistory } from "../sales-shared/history";
import { SkipOrder, type OrderJobKindHandler, type OrderJobParams, type OrderRow } from "./kind";

export const hasContactEmail = () => and(isNotNull(orders.contactEmail), sql`btrim(${orders.contactEmail}) <> ''`)!;

/**
 * Queues the operator's message to the order's contact and records it in the order's history (where and its
 * subject); `footer` is added below the text (a departure's refund). Answers false for an order without an e-mail.
 */
export async function queueOrderMessage(
  tx: Db,
  session: OperatorSession,
  order: OrderRow,
  params: OrderJobParams,
  now: Date,
  footer?: string,
): Promise<boolean> {
  const email = order.contactEmail?.trim();
  if (!email) return false;
  await tx.insert(notificationOutbox).values({
    tenantId: order.tenantId,
    ...(params.tripId ? { tripId: params.tripId, date: params.date, shift: params.shift || null } : {}),
    audience: "recipient",
    channel: "email",
    subject: params.subject!,
    content: footer ? `${params.text!}\n\n${footer}` : params.text!,
    recipients: [email],
    recipientCount: 1,
    status: "queued",
    createdBy: session.userId,
    createdAt: now,
  });
  await recordOrderHistory(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    action: "message",
    params: { email, subject: params.subject! },
    operatorId: session.userId,
    operatorName: session.username,
  });
  return true;
}

export const messageCustomers: OrderJobKindHandler = {
  eligible: hasContactEmail,
  async run({ tx, session, order, params, now }) {
    if (!(await queueOrderMessage(tx, session, order, params, now))) throw new SkipOrder({ key: "orderJob.noEmail" });
  },
};
