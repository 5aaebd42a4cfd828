/** Orders for the demo catalogue's tickets (DTO00001…, OTO00001), matching the states the catalogue gave them. */
import { CHARGEBACK_STATUSES, ORDER_STATES, PAYMENT_TYPES, PAY_STATUSES, REFUND_STATES, TICKET_STATUSES } from "#rules";
import type { reservations } from "../../db/schema";
import { formatCents } from "../../shared/money";
import type { GeneratorContext, Scenario } from "./context";
import { ticketEventHistory } from "./orders";
import { settle } from "./payments";
import { addPlannedRefund } from "./refunds";
import { linesOf, type SellableTrip } from "./trips";
import type { Operator, PlannedOrder, PlannedTicket } from "./writer";

const { COMPLETED: completed, UNSHIPPED: unshipped, PAYING: paying } = ORDER_STATES;
const { CREDIT_CARD: creditCard, CASH: cash, NEW_PAYPAL: newPaypal, APPLE_PAY: applePay } = PAYMENT_TYPES;

interface CatalogueOrder extends Scenario {
  creator?: Operator;
  rescheduled?: boolean;
  differencePrice?: bigint;
  refunds?: Array<{ ticket: string; state: number }>;
}

const CATALOGUE_ORDERS: Record<string, CatalogueOrder> = {
  DTO00001: { state: completed, method: creditCard, card: "4242" },
  DTO00002: { state: completed, method: newPaypal, rescheduled: true, differencePrice: 300n },
  DTO00003: { state: completed, method: creditCard, card: "4444", chargeback: CHARGEBACK_STATUSES.OPEN },
  DTO00004: {
    state: completed,
    method: creditCard,
    card: "1881",
    refunds: [
      { ticket: "DT000008", state: REFUND_STATES.COMPLETED },
      { ticket: "DT000007", state: REFUND_STATES.PENDING },
    ],
  },
  DTO00005: { state: completed, method: creditCard, card: "0005", chargeback: CHARGEBACK_STATUSES.LOST },
  DTO00006: { state: paying, method: creditCard, card: "4242", payStatus: PAY_STATUSES.PROCESSING },
  DTO00007: { state: completed, method: applePay, card: "1117" },
  DTO00008: {
    state: completed,
    method: cash,
    creator: { id: 1, name: "admin" },
    refunds: [{ ticket: "DT000016", state: REFUND_STATES.COMPLETED }],
  },
  DTO00009: { state: unshipped, method: newPaypal },
  DTO00010: { state: paying, method: creditCard, card: "1881", payStatus: PAY_STATUSES.AUTHORIZED },
  DTO00011: { state: completed },
  OTO00001: { state: completed, method: creditCard, card: "4242" },
};

const DAY = 24 * 60 * 60 * 1000;

function splitPhone(phone: string | null) {
  const match = phone ? /^(\+\d+)[-\s]?(.*)$/.exec(phone) : null;
  return match ? { code: match[1], number: match[2].replace(/\D/g, "") } : { code: null, number: phone };
}

/** An order for tickets the catalogue created; the tickets keep their states, payments and refunds follow them. */
export function planCatalogueOrder(
  ctx: GeneratorContext,
  tripsById: Map<number, SellableTrip>,
  orderNumber: string,
  rows: Array<typeof reservations.$inferSelect>,
  createdAt: Date,
): PlannedOrder {
  const config = CATALOGUE_ORDERS[orderNumber] ?? { state: completed };
  const [first, last] = rows[0].passengerName.split(" ");
  const phone = splitPhone(rows[0].contactPhone);
  const tickets: PlannedTicket[] = rows.map(({ tenantId: _t, orderNumber: _o, createdAt: _c, ...ticket }) => ({
    ...ticket,
    option: ticket.option ?? "Standard",
  }));
  const lines = linesOf(tickets, tripsById);
  const trip = tripsById.get(rows[0].tripId)!;
  const rescheduleFee = config.rescheduled && trip.rescheduleFeeType !== 0 ? trip.rescheduleFee : 0n;
  const differencePrice = config.differencePrice ?? 0n;
  const order: PlannedOrder = {
    orderNumber,
    type: 0,
    channelId: ctx.channels.web,
    creator: config.creator?.name ?? "customer",
    buyerId: null,
    contactFirstName: first,
    contactLastName: last ?? "",
    contactEmail: rows[0].contactEmail,
    contactCountryCode: phone.code,
    contactPhone: phone.number,
    addition: null,
    youthAgreement: rows.some((ticket) => ticket.passengerType === 1),
    state: config.state!,
    total:
      lines.reduce((sum, line) => sum + line.unitPrice * BigInt(line.quantity), 0n) + rescheduleFee + differencePrice,
    payAmount: 0n,
    refundedAmount: 0n,
    rescheduleFee,
    differencePrice,
    bookingFee: 0n,
    couponCode: null,
    createdAt,
    paidAt: null,
    completedAt: null,
    lines,
    payments: [],
    tickets,
    refunds: [],
    history: [
      {
        action: "create",
        params: { channel: "web", ticketCount: tickets.length },
        operator: config.creator ?? { id: null, name: "customer" },
        at: createdAt,
      },
    ],
  };
  settle(ctx, order, { coupon: false, points: false, ...config }, config.creator, false);
  const payment = order.payments[order.payments.length - 1];
  const after = (days: number) => new Date((order.completedAt ?? createdAt).getTime() + days * DAY);
  if (config.chargeback !== undefined && payment) {
    payment.chargeBackStatus = config.chargeback;
    payment.chargeBackAmount = config.chargeback === CHARGEBACK_STATUSES.OPEN ? lines[0].unitPrice : payment.amount;
    payment.chargeBackTime = after(3);
    order.history.push({
      action: "chargeback",
      params: { amount: formatCents(payment.chargeBackAmount), chargebackStatus: config.chargeback },
      operator: { id: null, name: "system" },
      at: after(3),
    });
  }
  for (const [index, refund] of (config.refunds ?? []).entries()) {
    addPlannedRefund(ctx, order, tripsById, {
      payment: order.payments.length - 1,
      tickets: [tickets.findIndex((ticket) => ticket.ticketNumber === refund.ticket)],
      state: refund.state,
      at: after(2 + index * 3),
      applyToTickets: false,
    });
  }
  ticketEventHistory(order, after(1), config.creator ?? ctx.operators[0]);
  const checked = rows.filter((ticket) => ticket.status === TICKET_STATUSES.CHECKED_IN && ticket.checkTime);
  if (checked.length) {
    order.history.push({
      action: "check-in",
      params: { ticketCount: checked.length },
      operator: { id: 2, name: checked[0].checkedBy ?? "agent" },
      at: checked[0].checkTime!,
    });
  }
  order.history.sort((a, b) => a.at.getTime() - b.at.getTime());
  return order;
}
