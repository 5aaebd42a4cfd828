/**
 * Cancelling an order or some of its tickets (docs/sales-contract.md section 13). The quote and the cancellation share
 * one plan: the tickets (valid ones of the order), the trip's charge per ticket (rules/order-cancel.ts), what was paid
 * for them and each refundable payment's share of what goes back. The cancellation is one transaction under a lock on
 * the order row: the tickets become void (7), which releases their seats as a refund's do (trip/store.ts,
 * RELEASED_TICKET_STATES) and refuses them at check-in (20442); the money goes back through the refund flow's own
 * writer (refund/add.ts: a pending refund order, or for cash and a bank transfer one written completed at once), so the ledger, the
 * reports and the statements count it as any refund.
 */
import { fail, nameOf, ORDER_STATES, orderCancelFailures, priceCents, TICKET_STATUSES } from "#rules";
import type { Db } from "../../db/connect";
import { notificationOutbox, type orders } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError, staleVersion, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { holdsAny } from "../../protocol/access-guard";
import type { Keyring } from "../../security/secrets";
import { centsOf, formatCents, minCents, sumCents, type Cents } from "../../shared/money";
import { feeDetailsOf } from "../refund/add";
import { isSettledAtOnce } from "../sales-shared/payments";
import type { TicketRow } from "../sales-shared/tickets";
import type { orderCancelInput, orderCancelQuoteInput, OrderCancelQuote } from "./cancel-schemas";
import { orderDiscountCents } from "./balance";
import { orderOf, orderTicketsOf, recordOrderOperation } from "./operation";
import { bumpOrder, callOffPendingPayments, voidTickets } from "./release-seats";
import type { OrderDetail } from "./schemas";
import { findOrder } from "./service";
import {
  orderPaymentsOf,
  refundShares,
  refundSharesOf,
  settleUnpaidTotal,
  unpaidExcessCents,
  type RefundShare,
} from "./settle";
import type { z } from "zod";

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders whose tickets can be cancelled: unpaid ones (their total drops; what part payments exceed it goes back) and
 * paid ones (completed, unshipped).
 */
const CANCELLABLE_ORDER_STATES: number[] = [ORDER_STATES.UNPAID, ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];
/** The tickets still travelling: a cancellation that leaves none of them cancels the order. */
const VALID_TICKET_STATES: number[] = [TICKET_STATUSES.NORMAL, TICKET_STATUSES.CHECKED_IN];

interface CancelPlan {
  tickets: TicketRow[];
  quote: OrderCancelQuote;
  /** Each refundable payment's share of a paid order's refund, in cents. */
  shares: RefundShare[];
  /** An unpaid order cancelled whole with nothing paid: it is simply called off (state 2). */
  callsOff: boolean;
  /** An unpaid order's total after the cancellation (null for a paid one, whose total stays). */
  unpaidTotal: Cents | null;
}

const ticketsFailure = (rule: Parameters<typeof fail>[0], params?: Parameters<typeof fail>[1]) =>
  new ValidationError({ ticketIds: fail(rule, params) });

/**
 * The plan of cancelling `ticketIds` of `order`, or the field error that refuses it. `lock`: the tickets and payments
 * are read `FOR UPDATE` (the cancellation itself), so a check-in or refund racing it waits and then finds them void.
 */
async function planCancellation(
  tx: Db,
  order: OrderRow,
  input: { ticketIds?: number[]; chargeOverride?: string | null },
  lock: boolean,
): Promise<CancelPlan> {
  assertValid(orderCancelFailures(input));
  const state = nameOf(ORDER_STATES, order.state) ?? String(order.state);
  if (!CANCELLABLE_ORDER_STATES.includes(order.state)) throw ticketsFailure("cancel.orderNotCancellable", { state });
  const ids = [...new Set(input.ticketIds!)];
  const orderTickets = await orderTicketsOf(tx, order, lock);
  const tickets = orderTickets.filter((ticket) => ids.includes(ticket.id));
  if (tickets.length !== ids.length) throw ticketsFailure("cancel.notATicket");
  const numbersOf = (rows: TicketRow[]) => rows.map((ticket) => ticket.ticketNumber).join(", ");
  const checkedIn = tickets.filter((ticket) => ticket.status === TICKET_STATUSES.CHECKED_IN);
  if (checkedIn.length) throw ticketsFailure("cancel.checkedIn", { tickets: numbersOf(checkedIn) });
  const invalid = tickets.filter((ticket) => ticket.status !== TICKET_STATUSES.NORMAL);
  if (invalid.length) throw ticketsFailure("cancel.notCancellable", { tickets: numbersOf(invalid) });
  const cancelsOrder = !orderTickets.some(
    (ticket) => !ids.includes(ticket.id) && VALID_TICKET_STATES.includes(ticket.status),
  );

  const details = await feeDetailsOf(tx, order.id, tickets);
  const paymentRows = await orderPaymentsOf(tx, order, lock);
  const refundableTotal = sumCents(refundSharesOf(paymentRows, 0n).map((share) => share.holds));
  const ticketsValue = sumCents(details.map((detail) => centsOf(detail.price)));
  // Some tickets take back their prices; the last valid ones also what the order charged besides tickets (its booking
  // fee, a reschedule fee, a difference), never a charge an earlier cancellation kept.
  const besidesTickets = cancelsOrder
    ? centsOf(order.bookingFee) + centsOf(order.rescheduleFee) + centsOf(order.differencePrice)
    : 0n;
  const unpaid = order.state === ORDER_STATES.UNPAID;
  const payAmount = centsOf(order.payAmount);
  const callsOff = unpaid && cancelsOrder && payAmount === 0n;
  // What the charge is taken from: a paid order's money that can go back; an unpaid order's part cancelled, what its
  // tickets would have cost (the charge stays owed); an unpaid order cancelled whole, what was paid on it.
  const paid = callsOff
    ? 0n
    : !unpaid
      ? minCents(ticketsValue + besidesTickets, refundableTotal)
      : cancelsOrder
        ? minCents(ticketsValue + besidesTickets, payAmount)
        : ticketsValue;
  const tripCharge = minCents(sumCents(details.map((detail) => centsOf(detail.fee))), paid);
  assertValid(orderCancelFailures(input, { paid: formatCents(paid) }));
  const override = input.chargeOverride?.trim() ? priceCents(input.chargeOverride)! : null;
  const charge = override ?? tripCharge;
  // An unpaid order's total drops by what it no longer sells, less the charge it now owes instead (section 13).
  const unpaidTotal =
    unpaid && !callsOff ? centsOf(order.totalAmount) - (ticketsValue + besidesTickets) + charge : null;
  const due = unpaidTotal === null ? 0n : unpaidTotal - orderDiscountCents(paymentRows);
  const excess = unpaidTotal === null ? 0n : unpaidExcessCents(order, paymentRows, unpaidTotal);
  const shares = refundSharesOf(paymentRows, unpaid ? excess : paid - charge);
  const refund = sumCents(shares.map((share) => share.amount));
  return {
    tickets,
    callsOff,
    unpaidTotal,
    shares: shares.filter((share) => share.amount > 0n),
    quote: {
      tickets: details.map((detail) => ({
        ticketId: detail.ticketId,
        ticketNumber: detail.ticketNumber,
        price: detail.price,
        charge: detail.fee,
      })),
      paid: formatCents(paid),
      charge: formatCents(charge),
      refund: formatCents(refund),
      refunds: shares.map(({ payment, amount, holds }) => ({
        paymentId: payment.id,
        paymentType: payment.paymentType,
        refundable: formatCents(holds),
        amount: formatCents(amount),
        settledAtOnce: isSettledAtOnce(payment),
      })),
      cancelsOrder,
      totalAfter: formatCents(unpaidTotal ?? (callsOff ? 0n : centsOf(order.totalAmount))),
      balanceAfter: formatCents(unpaidTotal !== null && due > payAmount ? due - payAmount : 0n),
    },
  };
}

/** What cancelling the tickets would charge and give back, written nowhere: the dialog shows it before confirming. */
export async function quoteCancellation(
  db: Db,
  session: OperatorSession,
  input: z.infer<typeof orderCancelQuoteInput>,
): Promise<OrderCancelQuote> {
  const order = await orderOf(db, session.tenantId, input.orderId, false);
  return (await planCancellation(db, order, input, false)).quote;
}

/** The mail to the customer: which tickets were cancelled, the charge and what goes back (and how). */
async function queueCancellationMail(
  tx: Db,
  secrets: Pick<Keyring, "encrypt">,
  session: Pick<OperatorSession, "tenantId" | "userId">,
  order: OrderRow,
  plan: CancelPlan,
  now: Date,
) {
  const email = order.contactEmail?.trim();
  if (!email) return;
  const { quote } = plan;
  const lines = plan.tickets.map(
    (ticket) =>
      `- ${ticket.passengerName ?? ""}: ${ticket.date}${ticket.shift ? ` ${ticket.shift}` : ""}, ticket ${ticket.ticketNumber}`,
  );
  const refunded = quote.refund === "0.00" ? "" : ` ${quote.refund} is refunded to how you paid.`;
  const money = plan.callsOff
    ? "Nothing was paid for them, so nothing is refunded."
    : plan.unpaidTotal !== null
      ? `A cancellation charge of ${quote.charge} applies; your booking now totals ${quote.totalAfter}, ` +
        `${quote.balanceAfter} still to pay.${refunded}`
      : `A cancellation charge of ${quote.charge} applies;${refunded || " nothing is refunded."}`;
  await tx.insert(notificationOutbox).values({
    tenantId: session.tenantId,
    audience: "recipient",
    channel: "email",
    subject: quote.cancelsOrder
      ? `Your booking ${order.orderNumber} is cancelled`
      : `Tickets of your booking ${order.orderNumber} are cancelled`,
    // Stored encrypted like every customer mail of an order (order/resend.ts): it names the customer and the tickets.
    content: secrets.encrypt(
      `Dear ${order.contactFirstName} ${order.contactLastName},\n\n` +
        `${quote.cancelsOrder ? "Your booking" : "These tickets of your booking"} ${order.orderNumber} ` +
        `${quote.cancelsOrder ? "is" : "are"} cancelled and can no longer be used:\n\n${lines.join("\n")}\n\n${money}\n`,
    ),
    recipients: [email],
    recipientCount: 1,
    status: "queued",
    createdBy: session.userId,
    createdAt: now,
  });
}

/** How a cancellation run by a job (order-job/) differs from the dialog's: its charge and whether its mail is sent. */
export interface CancellationTerms {
  /** A charge instead of the trip's (a price); "0" for a departure that does not run. */
  chargeOverride?: string | null;
  /** The standard cancellation mail to the customer; off where the caller writes its own message. */
  notifyCustomer: boolean;
}

/**
 * Cancels `ticketIds` of the locked `order` in `tx`: the refunds (cash and bank transfers settled at once), the tickets void, an unpaid
 * order cancelled, its history line, audit line and event, and the customer's mail. Answers the plan's quote. The
 * caller checks the version and the permission of an override; a refusal throws before anything is written.
 */
export async function cancelTicketsIn(
  tx: Db,
  secrets: Pick<Keyring, "encrypt">,
  session: OperatorSession,
  order: OrderRow,
  ticketIds: number[],
  terms: CancellationTerms,
  now: Date,
): Promise<OrderCancelQuote> {
  const input = { ticketIds, chargeOverride: terms.chargeOverride };
  const plan = await planCancellation(tx, order, input, true);
  const cancelledIds = plan.tickets.map((ticket) => ticket.id);
  const ticketNumbers = plan.tickets.map((ticket) => ticket.ticketNumber);
  const reason = `Cancellation of ${ticketNumbers.join(", ")}`;
  if (plan.unpaidTotal !== null)
    // A part of an unpaid order, or a part-paid one: its total drops; paid in full by that, the rest goes back.
    await settleUnpaidTotal(tx, session, order, plan.unpaidTotal, cancelledIds, reason, now);
  else await refundShares(tx, session, order, cancelledIds, plan.shares, reason);
  await voidTickets(tx, cancelledIds);
  // Nothing is owed any more: the invoice's processing payment is called off.
  if (plan.callsOff) await callOffPendingPayments(tx, order.id);
  // A paid order stays a sold order: its gross stays and what goes back is its refunds, as with any refund
  // (docs/money-contract.md section 1). An unpaid one with nothing paid was never sold and is simply cancelled.
  const updated = await bumpOrder(tx, order.id, plan.callsOff);
  const charge = plan.quote.charge;
  await recordOrderOperation(tx, session, {
    order,
    history: { action: "cancel", params: { ticketNumbers, amount: charge } },
    audit: {
      action: "cancelTickets",
      changes: [
        { field: "cancelledTickets", from: null, to: ticketNumbers },
        { field: "cancellationCharge", from: null, to: charge },
        ...(terms.chargeOverride?.trim() ? [{ field: "chargeOverridden", from: null, to: true }] : []),
        { field: "refundAmount", from: null, to: plan.quote.refund },
      ],
    },
    event: {
      type: plan.quote.cancelsOrder ? "ORDER_CANCELLED" : "ORDER_UPDATED",
      order: updated,
      changed: plan.quote.cancelsOrder ? undefined : ["tickets", "payments"],
    },
  });
  if (terms.notifyCustomer) await queueCancellationMail(tx, secrets, session, order, plan, now);
  return plan.quote;
}

/**
 * What cancelling `ticketIds` of the tenant's order would charge and give back with `chargeOverride`, read without
 * locks and written nowhere (a job's preview, order-job/), or the refusal it would meet.
 */
export async function quoteTicketsOf(
  db: Db,
  order: OrderRow,
  ticketIds: number[],
  chargeOverride: string | null,
): Promise<OrderCancelQuote> {
  return (await planCancellation(db, order, { ticketIds, chargeOverride }, false)).quote;
}

export async function cancelOrderTickets(
  db: Db,
  secrets: Keyring,
  session: OperatorSession,
  input: z.infer<typeof orderCancelInput>,
  now: Date,
): Promise<OrderDetail> {
  const { tenantId } = session;
  await db.transaction(async (tx) => {
    const order = await orderOf(tx, tenantId, input.orderId, true);
    if (order.version !== input.version) throw staleVersion();
    // Setting a charge other than the trip's is a permission of its own, checked here as the route checks its own.
    if (input.chargeOverride?.trim() && !(await holdsAny(tx, session, [{ cmd: "/order/cancel/override" }])))
      throw new BusinessError(Codes.forbidden);
    await cancelTicketsIn(
      tx,
      secrets,
      session,
      order,
      input.ticketIds ?? [],
      { chargeOverride: input.chargeOverride, notifyCustomer: input.notifyCustomer !== false },
      now,
    );
  });
  return findOrder(db, secrets, tenantId, input.orderId);
}
