/** One generated order: booking, payment, check-in, and the incidents a completed order may have. */
import { SETTLED_PAY_STATES } from "../../modules/sales-shared/codes";
import {
  bookingFeeCents,
  CHARGEBACK_STATUSES,
  ORDER_STATES,
  PAYMENT_TYPES,
  REFUND_STATES,
  TICKET_STATUSES,
} from "../../protocol/rules";
import { formatCents, sumCents } from "../../shared/money";
import { CUSTOMER, SYSTEM, type GeneratorContext, type Scenario } from "./context";
import { settle } from "./payments";
import { addMs, between, chance, DAY, digits, isoDate, MINUTE, pick, weighted, type Random } from "./random";
import { addPlannedRefund } from "./refunds";
import { linesOf, type SellableTrip } from "./trips";
import { ADDITIONS, COUNTRIES, FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS } from "./vocabulary";
import type { Operator, PlannedOrder, PlannedTicket } from "./writer";

function contactOf(random: Random) {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const country = weighted(random, COUNTRIES);
  return {
    contactFirstName: first,
    contactLastName: last,
    contactEmail: `${first}.${last}${between(random, 1, 99)}@${pick(random, MAIL_DOMAINS)}`
      .toLowerCase()
      .replace(/[^a-z0-9.@]/g, ""),
    contactCountryCode: country.code,
    contactPhone: `${country.prefix}${digits(random, 10 - country.prefix.length)}`,
  };
}
type Contact = ReturnType<typeof contactOf>;

/** The hour (UTC) a shift starts: "08:00" style names, Morning/Afternoon/Evening, else the evening. */
const shiftHour = (shift: string | null) => {
  const clock = shift ? /^(\d{2}):(\d{2})$/.exec(shift) : null;
  if (clock) return Number(clock[1]);
  return { Morning: 9, Afternoon: 14, Evening: 19 }[shift ?? ""] ?? 18;
};

const PASSENGER_WEIGHTS: Record<string, number> = { Adult: 50, Child: 30, Elder: 15, Infant: 5 };

/** The first passenger books the trip's first option; the others, for passenger-type prices, a mix of ages. */
function chooseOption(random: Random, trip: SellableTrip, first: boolean) {
  const byAge = trip.options.every((option) => option.name in PASSENGER_WEIGHTS);
  if (first || !byAge) return trip.options[0];
  return weighted(
    random,
    trip.options.map((option) => [option, PASSENGER_WEIGHTS[option.name]] as [typeof option, number]),
  );
}

/** The tickets of a booking: 1–4 passengers, sometimes with the way back on the trip's return trip. */
function book(ctx: GeneratorContext, trip: SellableTrip, createdAt: Date, contact: Contact) {
  const { random } = ctx;
  const date = trip.eventDate ?? isoDate(addMs(createdAt, between(random, 2, 45) * DAY));
  const shift = trip.shifts.length ? pick(random, trip.shifts) : null;
  const count = weighted(random, [
    [1, 35],
    [2, 35],
    [3, 18],
    [4, 12],
  ]);
  const customOption = pick(random, trip.options);
  const custom = !trip.options.some((option) => ["Standard", "Adult", "Free"].includes(option.name));
  const passengers = Array.from({ length: count }, (_, index) => ({
    name:
      index === 0
        ? `${contact.contactFirstName} ${contact.contactLastName}`
        : `${pick(random, FIRST_NAMES)} ${chance(random, 0.6) ? contact.contactLastName : pick(random, LAST_NAMES)}`,
    option: custom ? customOption : chooseOption(random, trip, index === 0),
  }));
  const legs: Array<{ trip: SellableTrip; date: string; shift: string | null }> = [{ trip, date, shift }];
  const back = trip.returnTripId ? ctx.trips.find((candidate) => candidate.id === trip.returnTripId) : undefined;
  if (back && chance(random, 0.3)) {
    const backDate = isoDate(addMs(new Date(`${date}T12:00:00Z`), between(random, 1, 5) * DAY));
    legs.push({ trip: back, date: backDate, shift: back.shifts.length ? pick(random, back.shifts) : null });
  }
  const tickets: PlannedTicket[] = legs.flatMap((leg) =>
    passengers.map((passenger) => {
      const option = leg.trip.options.find((entry) => entry.name === passenger.option.name) ?? leg.trip.options[0];
      return {
        ticketNumber: ctx.ticketNumber(),
        tripId: leg.trip.id,
        date: leg.date,
        shift: leg.shift,
        option: option.name,
        passengerName: passenger.name,
        passengerType: option.passengerType,
        status: TICKET_STATUSES.NORMAL,
        held: false,
        checkedBy: null,
        checkTime: null,
        contactEmail: contact.contactEmail,
        contactPhone: `${contact.contactCountryCode} ${contact.contactPhone}`,
      };
    }),
  );
  return { tickets, roundTrip: legs.length > 1 };
}

function chooseState(random: Random) {
  return weighted(random, [
    [ORDER_STATES.COMPLETED, 66],
    [ORDER_STATES.UNSHIPPED, 8],
    [ORDER_STATES.CANCELLED, 9],
    [ORDER_STATES.UNPAID, 12],
    [ORDER_STATES.PAYING, 5],
  ]);
}

/** The trips that sell at a moment: inside their sales window, before their event date. */
const openTrips = (trips: SellableTrip[], at: Date) =>
  trips.filter(
    (trip) =>
      (!trip.window || (trip.window.from <= at && at <= trip.window.to)) &&
      (!trip.eventDate || at.getTime() < Date.parse(`${trip.eventDate}T00:00:00Z`)),
  );

/** One order created at `createdAt` (call in creation order: numbers are handed out as orders are planned). */
export function planOrder(ctx: GeneratorContext, createdAt: Date, scenario: Scenario = {}): PlannedOrder {
  const { random } = ctx;
  const tripsById = new Map(ctx.trips.map((trip) => [trip.id, trip]));
  const open = openTrips(ctx.trips, createdAt);
  const paid = open.filter((trip) => trip.options.some((option) => option.price > 0n));
  const candidates = Object.keys(scenario).length && paid.length ? paid : open.length ? open : ctx.trips;
  const trip = weighted(
    random,
    candidates.map((entry) => [entry, entry.weight] as [SellableTrip, number]),
  );
  const contact = contactOf(random);
  const { tickets, roundTrip } = book(ctx, trip, createdAt, contact);
  const lines = linesOf(tickets, tripsById);
  const subtotal = sumCents(lines.map((line) => line.unitPrice * BigInt(line.quantity)));
  const channelIsApp = chance(random, 0.3);
  const operator = chance(random, 0.15) ? pick(random, ctx.operators) : undefined;
  const state = subtotal === 0n ? ORDER_STATES.COMPLETED : (scenario.state ?? chooseState(random));
  const order: PlannedOrder = {
    orderNumber: ctx.orderNumber(createdAt),
    type: roundTrip ? 1 : 0,
    channelId: channelIsApp ? ctx.channels.app : ctx.channels.web,
    creator: operator?.name ?? CUSTOMER.name,
    buyerId: chance(random, 0.6) ? between(random, 5000, 9999) : null,
    ...contact,
    addition: chance(random, 0.15) ? pick(random, ADDITIONS) : null,
    youthAgreement: tickets.some((ticket) => ticket.passengerType === 1),
    state,
    total: subtotal,
    payAmount: 0n,
    refundedAmount: 0n,
    rescheduleFee: 0n,
    differencePrice: 0n,
    // Free tickets carry no fee: an order with nothing to pay is completed without a payment.
    bookingFee:
      ctx.bookingFee && subtotal > 0n
        ? bookingFeeCents(
            ctx.bookingFee,
            lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitPrice)),
          )
        : 0n,
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
        params: { channel: channelIsApp ? "app" : "web", ticketCount: tickets.length },
        operator: operator ?? CUSTOMER,
        at: createdAt,
      },
    ],
  };
  const isPaid = state === ORDER_STATES.COMPLETED || state === ORDER_STATES.UNSHIPPED;
  const ticketEvent =
    scenario.ticketEvent ??
    (state === ORDER_STATES.COMPLETED
      ? weighted<Scenario["ticketEvent"]>(random, [
          [undefined, 92],
          ["reschedule", 5],
          ["change", 3],
        ])
      : undefined);
  if (ticketEvent === "reschedule" && isPaid) {
    order.rescheduleFee = trip.rescheduleFeeType === 0 ? 0n : trip.rescheduleFee;
    tickets[0].status = TICKET_STATUSES.RESCHEDULE;
  }
  if (ticketEvent === "change" && isPaid) {
    order.differencePrice = BigInt(between(random, 1, 15)) * 100n;
    tickets[0].status = TICKET_STATUSES.CHANGE;
  }
  order.total = subtotal + order.bookingFee + order.rescheduleFee + order.differencePrice;
  settle(ctx, order, scenario, operator, channelIsApp);
  if (state === ORDER_STATES.COMPLETED) {
    const at = addMs(order.completedAt!, between(random, 1, 5) * DAY);
    ticketEventHistory(order, at, operator ?? pick(random, ctx.operators));
    checkIn(ctx, order);
    if (order.payments.length) addIncidents(ctx, order, tripsById, scenario);
  }
  order.history.sort((a, b) => a.at.getTime() - b.at.getTime());
  return notAfter(order, ctx.referenceDate);
}

/**
 * An order placed in the last hours or days before the data's "today" would be paid, completed, cancelled or have a
 * ticket rescheduled after it: such a step happens at "today" instead, so that nothing lies ahead of it. (The data
 * set's own orders end days before its "today": none of them changes.)
 */
function notAfter(order: PlannedOrder, today: Date): PlannedOrder {
  const clamp = (at: Date) => (at > today ? today : at);
  if (order.paidAt) order.paidAt = clamp(order.paidAt);
  if (order.completedAt) order.completedAt = clamp(order.completedAt);
  for (const payment of order.payments) {
    payment.createdAt = clamp(payment.createdAt);
    if (payment.payTime) payment.payTime = clamp(payment.payTime);
  }
  for (const entry of order.history) entry.at = clamp(entry.at);
  return order;
}

/** History lines for tickets rescheduled, changed or voided after the order was completed. */
export function ticketEventHistory(order: PlannedOrder, at: Date, operator: Operator): void {
  for (const ticket of order.tickets) {
    const event =
      ticket.status === TICKET_STATUSES.RESCHEDULE
        ? {
            action: "reschedule" as const,
            params: { ticketNumbers: [ticket.ticketNumber], amount: formatCents(order.rescheduleFee) },
          }
        : ticket.status === TICKET_STATUSES.CHANGE
          ? {
              action: "change" as const,
              params: { ticketNumbers: [ticket.ticketNumber], amount: formatCents(order.differencePrice) },
            }
          : ticket.status === TICKET_STATUSES.REFUND_VOID && order.state === ORDER_STATES.COMPLETED
            ? { action: "void" as const, params: { ticketNumbers: [ticket.ticketNumber] } }
            : undefined;
    if (event) order.history.push({ ...event, operator, at });
  }
}

/** Most tickets of trips that took place before "today" were checked in, shortly before the start. */
function checkIn(ctx: GeneratorContext, order: PlannedOrder) {
  const { random } = ctx;
  const checker = pick(random, ctx.operators);
  const checked: PlannedTicket[] = [];
  for (const ticket of order.tickets) {
    const start = new Date(`${ticket.date}T${String(shiftHour(ticket.shift) + 4).padStart(2, "0")}:00:00Z`);
    if (ticket.status !== TICKET_STATUSES.NORMAL || start >= ctx.referenceDate || !chance(random, 0.7)) continue;
    ticket.status = TICKET_STATUSES.CHECKED_IN;
    ticket.checkedBy = checker.name;
    ticket.checkTime = addMs(start, -between(random, 5, 25) * MINUTE);
    checked.push(ticket);
  }
  if (checked.length) {
    order.history.push({
      action: "check-in",
      params: { ticketCount: checked.length },
      operator: checker,
      at: checked[0].checkTime!,
    });
  }
}

/** Chargebacks and refunds of a completed order, never after the reference date. */
function addIncidents(
  ctx: GeneratorContext,
  order: PlannedOrder,
  tripsById: Map<number, SellableTrip>,
  scenario: Scenario,
) {
  const { random } = ctx;
  const main = order.payments.length - 1;
  const payment = order.payments[main];
  const latest = Math.max(
    order.completedAt!.getTime(),
    ...order.tickets.map((ticket) => ticket.checkTime?.getTime() ?? 0),
  );
  const incidentAt = addMs(new Date(latest), between(random, 1, 20) * DAY);
  if (incidentAt >= ctx.referenceDate || !SETTLED_PAY_STATES.includes(payment.payStatus)) return;
  const card = payment.paymentType === PAYMENT_TYPES.CREDIT_CARD || payment.paymentType === PAYMENT_TYPES.APPLE_PAY;
  const chargeback =
    scenario.chargeback ??
    (card && scenario.refund === undefined && chance(random, 0.04)
      ? weighted(random, [
          [CHARGEBACK_STATUSES.OPEN, 40],
          [CHARGEBACK_STATUSES.WON, 25],
          [CHARGEBACK_STATUSES.LOST, 35],
        ])
      : undefined);
  if (chargeback !== undefined && card) {
    payment.chargeBackStatus = chargeback;
    payment.chargeBackAmount = payment.amount;
    payment.chargeBackTime = incidentAt;
    const status =
      chargeback === CHARGEBACK_STATUSES.OPEN
        ? TICKET_STATUSES.CHARGEBACK
        : chargeback === CHARGEBACK_STATUSES.LOST
          ? pick(random, [TICKET_STATUSES.FRAUDULENT_CHARGEBACK, TICKET_STATUSES.MERCHANT_CHARGEBACK])
          : undefined;
    if (status !== undefined) for (const ticket of order.tickets) ticket.status = status;
    order.history.push({
      action: "chargeback",
      params: { amount: formatCents(payment.amount), chargebackStatus: chargeback },
      operator: SYSTEM,
      at: incidentAt,
    });
    return;
  }
  const refundState =
    scenario.refund ??
    (chance(random, 0.14)
      ? weighted(random, [
          [REFUND_STATES.PENDING, 25],
          [REFUND_STATES.APPROVED, 15],
          [REFUND_STATES.REJECTED, 20],
          [REFUND_STATES.COMPLETED, 40],
        ])
      : undefined);
  if (refundState === undefined) return;
  const actionable = order.tickets
    .map((ticket, index) => ({ ticket, index }))
    .filter(({ ticket }) => ticket.status === TICKET_STATUSES.NORMAL || ticket.status === TICKET_STATUSES.CHECKED_IN);
  if (actionable.length === 0) return;
  const count = chance(random, 0.5) ? actionable.length : between(random, 1, actionable.length);
  addPlannedRefund(ctx, order, tripsById, {
    payment: main,
    tickets: actionable.slice(0, count).map(({ index }) => index),
    state: refundState,
    at: incidentAt,
    applyToTickets: true,
  });
}
