/**
 * Resending an order's confirmation (docs/sales-contract.md, "Check-in"): one mail through the outbox to the order's
 * contact, with the order's summary and each ticket's signed code, recorded in the order's history. One resend per
 * order a minute, so a double click or a loop cannot flood a customer's mailbox.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { notificationOutbox, orderResends, orders, payments } from "../../db/schema";
import { centsOf, formatCents } from "../../shared/money";
import { BusinessError, notFound } from "../../protocol/errors";
import { Codes } from "../../protocol/codes";
import type { Keyring } from "../../security/secrets";
import { tenantSigner } from "../check-in/ticket-code";
import { ticketsByOrderNumber } from "../sales-shared/tickets";
import { orderDiscountCents } from "./balance";
import { recordOrderHistory } from "../sales-shared/history";
import type { Operator } from "../check-in/service";

export const RESEND_INTERVAL_MS = 60_000;

/**
 * Queues the order's confirmation to `email` inside `tx`: the order's summary and each ticket's line and signed code,
 * the codes also listed for the sender to draw as QR images. A signed code lets its bearer in at the door, so the body
 * and each listed code are stored encrypted with the secrets keyring, like a verification code, and emptied once the
 * message is handled (notification/mail-delivery.ts; docs/system-contract.md section 10). A new booking sends it
 * first, a resend `again`. Answers how many tickets it lists.
 */
export async function queueConfirmation(
  tx: Db,
  sign: (ticketNumber: string) => string,
  secrets: Pick<Keyring, "encrypt">,
  operator: Operator,
  order: Pick<
    typeof orders.$inferSelect,
    "id" | "orderNumber" | "state" | "contactFirstName" | "contactLastName" | "totalAmount" | "couponCode"
  >,
  email: string,
  now: Date,
  occasion: "new" | "again",
): Promise<number> {
  const tickets = (
    await ticketsByOrderNumber(tx, operator.tenantId, new Map([[order.orderNumber, order.state]]), sign)
  ).get(order.orderNumber)!;
  const lines = tickets.map(
    (ticket) =>
      `- ${ticket.passengerName}: ${ticket.tripName}, ${ticket.date}${ticket.shift ? ` ${ticket.shift}` : ""}, ` +
      `ticket ${ticket.ticketNumber}\n  Code to show at check-in: ${ticket.code}`,
  );
  const opening =
    occasion === "again"
      ? `Here is your booking ${order.orderNumber} again`
      : `Thank you for your booking ${order.orderNumber}`;
  // The total is what the buyer is charged: the order's total (tickets and booking fee) less its coupon's discount,
  // as the booking form's summary shows it (docs/sales-contract.md, "Bookings taken in the console").
  const discount = orderDiscountCents(
    await tx
      .select({ paymentType: payments.paymentType, payStatus: payments.payStatus, amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.tenantId, operator.tenantId), eq(payments.orderId, order.id))),
  );
  const amounts =
    discount > 0n
      ? [
          `Tickets and fees: ${formatCents(centsOf(order.totalAmount))}`,
          `Discount${order.couponCode ? ` (coupon ${order.couponCode})` : ""}: -${formatCents(discount)}`,
          `Total: ${formatCents(centsOf(order.totalAmount) - discount)}`,
        ]
      : [`Total: ${formatCents(centsOf(order.totalAmount))}`];
  await tx.insert(notificationOutbox).values({
    tenantId: operator.tenantId,
    audience: "recipient",
    channel: "email",
    subject: `Your booking ${order.orderNumber}`,
    content: secrets.encrypt(
      `Dear ${order.contactFirstName} ${order.contactLastName},\n\n${opening}. ` +
        `Show each ticket's code at check-in.\n\n${amounts.join("\n")}\n\n${lines.join("\n")}\n`,
    ),
    recipients: [email],
    recipientCount: 1,
    qrCodes: tickets.flatMap((ticket) => (ticket.code ? [secrets.encrypt(ticket.code)] : [])),
    status: "queued",
    createdBy: operator.userId,
    createdAt: now,
  });
  return tickets.length;
}

/**
 * Resends the confirmation of the tenant's `order`, read `FOR UPDATE` in `tx` (two resends at once are one and a
 * refusal): the mail, the resend's time and the history line. 20431 without a contact e-mail, 20430 within a minute
 * of the last resend. A job's resend (order-job/) runs it per order in its own transaction.
 */
export async function resendIn(
  tx: Db,
  sign: (ticketNumber: string) => string,
  secrets: Pick<Keyring, "encrypt">,
  operator: Operator,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<{ sentTo: string; queuedAt: string }> {
  const email = order.contactEmail?.trim();
  if (!email) throw new BusinessError(Codes.noContactEmail);
  const [last] = await tx.select().from(orderResends).where(eq(orderResends.orderId, order.id));
  if (last && now.getTime() - last.sentAt.getTime() < RESEND_INTERVAL_MS) {
    const seconds = Math.max(1, Math.ceil((last.sentAt.getTime() + RESEND_INTERVAL_MS - now.getTime()) / 1000));
    throw new BusinessError(Codes.resendTooSoon, { params: { seconds } });
  }
  await tx
    .insert(orderResends)
    .values({ orderId: order.id, tenantId: operator.tenantId, sentAt: now })
    .onConflictDoUpdate({ target: orderResends.orderId, set: { sentAt: sql`excluded.sent_at` } });
  const ticketCount = await queueConfirmation(tx, sign, secrets, operator, order, email, now, "again");
  await recordOrderHistory(tx, {
    tenantId: operator.tenantId,
    orderId: order.id,
    action: "resend",
    params: { email, ticketCount: Math.max(1, ticketCount) },
    operatorId: operator.userId,
    operatorName: operator.username,
  });
  return { sentTo: email, queuedAt: now.toISOString() };
}

export async function resendConfirmation(
  db: Db,
  secrets: Keyring,
  operator: Operator,
  orderId: number,
  now: Date,
): Promise<{ sentTo: string; queuedAt: string }> {
  const sign = await tenantSigner(db, secrets, operator.tenantId);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, operator.tenantId), eq(orders.id, orderId)))
      .for("update");
    if (!order) throw notFound();
    return resendIn(tx, sign, secrets, operator, order, now);
  });
}
