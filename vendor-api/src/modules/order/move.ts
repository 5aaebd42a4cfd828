/**
 * Moving tickets to another departure of the same trip (docs/sales-contract.md section 14). The quote and the move
 * share one plan: the tickets (valid ones of the order, of one trip), the departure (the trip on sale, a day from
 * today, a shift on sale that day, enough seats) and the trip's reschedule fee (rules/order-move.ts). The move is one
 * transaction under locks on the order row, its tickets and the trip row — the row a booking locks before counting the
 * same seats (booking.ts) — so two clerks taking a departure's last seat get one move and one refusal. Each ticket
 * keeps its row and its order line's price but gets the new date and shift (the seat counters' trigger, migration
 * 0025, takes its seat on the new departure and gives it back on the old one) and a new ticket number, so the code the
 * customer held before no longer names a ticket and is refused at check-in.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import {
  fail,
  INVENTORY_TYPES,
  nameOf,
  ORDER_STATES,
  orderMoveFailures,
  PAY_STATUSES,
  PAYMENT_TYPES,
  rescheduleFeeCents,
  DEAL_STATUSES,
  TICKET_STATUSES,
  type FieldFailures,
} from "#rules";
import type { Db } from "../../db/connect";
import { notificationOutbox, orderLines, orders, payments, reservations, trips } from "../../db/schema";
import { assertValid, staleVersion, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import type { Keyring } from "../../security/secrets";
import { centsOf, formatCents, type Cents } from "../../shared/money";
import { tenantSigner, type TicketSigner } from "../check-in/ticket-code";
import { tenantToday } from "../coupon/service";
import type { TicketRow } from "../sales-shared/tickets";
import { bookableWhere, newTicketNumbers, seatsOn } from "./booking";
import type { orderMoveInput, orderMoveQuoteInput, OrderMoveQuote } from "./move-schemas";
import { orderOf, orderTicketsOf, recordOrderOperation } from "./operation";
import type { OrderDetail } from "./schemas";
import { findOrder } from "./service";
import type { z } from "zod";

type OrderRow = typeof orders.$inferSelect;
type TripRow = typeof trips.$inferSelect;

/** Orders whose tickets can be moved: unpaid ones (the fee is owed) and paid ones (completed, unshipped). */
const MOVABLE_ORDER_STATES: number[] = [ORDER_STATES.UNPAID, ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];

interface MovePlan {
  tickets: TicketRow[];
  trip: TripRow;
  date: string;
  shift: string | null;
  fee: Cents;
  quote: OrderMoveQuote;
}

const numbersOf = (rows: TicketRow[]) => rows.map((ticket) => ticket.ticketNumber).join(", ");
const refuse = (failures: FieldFailures) => new ValidationError(failures);

/**
 * The plan of moving `ticketIds` of `order` to the departure `date`/`shift`, or the field error that refuses it. With
 * `lock` (the move itself) the tickets and the trip row are read `FOR UPDATE`, so the seats counted stay true.
 */
async function planMove(
  tx: Db,
  order: OrderRow,
  input: z.infer<typeof orderMoveQuoteInput>,
  now: Date,
  lock: boolean,
): Promise<MovePlan> {
  assertValid(orderMoveFailures(input));
  const state = nameOf(ORDER_STATES, order.state) ?? String(order.state);
  if (!MOVABLE_ORDER_STATES.includes(order.state)) throw refuse({ ticketIds: fail("move.orderNotMovable", { state }) });
  const ids = [...new Set(input.ticketIds!)];
  const tickets = (await orderTicketsOf(tx, order, lock)).filter((ticket) => ids.includes(ticket.id));
  if (tickets.length !== ids.length) throw refuse({ ticketIds: fail("move.notATicket") });
  const checkedIn = tickets.filter((ticket) => ticket.status === TICKET_STATUSES.CHECKED_IN);
  if (checkedIn.length) throw refuse({ ticketIds: fail("move.checkedIn", { tickets: numbersOf(checkedIn) }) });
  const invalid = tickets.filter((ticket) => ticket.status !== TICKET_STATUSES.NORMAL);
  if (invalid.length) throw refuse({ ticketIds: fail("move.notMovable", { tickets: numbersOf(invalid) }) });
  const tripIds = new Set(tickets.map((ticket) => ticket.tripId));
  // Another trip's departure has other prices and settings: that is a change of trip, not a move (not built yet).
  if (tripIds.size > 1) throw refuse({ ticketIds: fail("move.otherTrips") });

  const tripQuery = tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, tickets[0].tripId), bookableWhere(order.tenantId, now)));
  const [trip] = lock ? await tripQuery.for("update") : await tripQuery;
  // A stopped, expired or unpublished trip sells no seats, so none can be moved onto its departures.
  if (!trip) throw refuse({ date: fail("move.tripNotOnSale") });
  const date = input.date!;
  if (date < (await tenantToday(tx, order.tenantId, now))) throw refuse({ date: fail("booking.dateNotOnSale") });
  const fee = rescheduleFeeCents(
    { type: trip.rescheduleFeeType, amount: trip.rescheduleFee === null ? 0n : centsOf(trip.rescheduleFee) },
    tickets.length,
  );
  const seats = await seatsOn(tx, trip, date);
  const shiftName = input.shift?.trim() || null;
  let shift: string | null = null;
  let seatsLeft: number | null = null;
  const shifts = seats.shifts.map(({ name, available }) => ({ name, available }));
  if (trip.inventoryType === INVENTORY_TYPES.BY_DATE_SHIFT) {
    if (!seats.shifts.length) throw refuse({ date: fail("booking.dateNotOnSale") });
    const offered = seats.shifts.find((entry) => entry.name === shiftName);
    // The quote without a shift offers the day's shifts to choose from; the move needs one.
    if (!shiftName && !lock)
      return { tickets, trip, date, shift: null, fee, quote: quoteOf(order, tickets, trip, fee, null, shifts, false) };
    if (!shiftName) throw refuse({ shift: fail("required") });
    if (!offered) throw refuse({ shift: fail("booking.shiftNotOnSale") });
    [shift, seatsLeft] = [offered.name, offered.available];
  }
  const already = tickets.filter((ticket) => ticket.date === date && (ticket.shift ?? null) === shift);
  if (already.length) throw refuse({ ticketIds: fail("move.sameDeparture", { tickets: numbersOf(already) }) });
  // A trip counted in one total (or not at all) keeps its usage when a ticket changes day: only a departure's own
  // count can run out.
  if (seatsLeft !== null && tickets.length > seatsLeft)
    throw refuse({
      [trip.inventoryType === INVENTORY_TYPES.BY_DATE_SHIFT ? "shift" : "date"]: fail("move.soldOut", {
        available: seatsLeft,
      }),
    });
  return { tickets, trip, date, shift, fee, quote: quoteOf(order, tickets, trip, fee, seatsLeft, shifts, true) };
}

function quoteOf(
  order: OrderRow,
  tickets: TicketRow[],
  trip: TripRow,
  fee: Cents,
  seatsLeft: number | null,
  shifts: { name: string; available: number }[],
  movable: boolean,
): OrderMoveQuote {
  return {
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      date: ticket.date,
      shift: ticket.shift ?? null,
    })),
    feeType: trip.rescheduleFeeType,
    fee: formatCents(fee),
    collectedNow: fee > 0n && order.state !== ORDER_STATES.UNPAID,
    seatsLeft,
    shifts,
    movable,
  };
}

/** What moving the tickets would cost and the seats left, written nowhere: the dialog shows it before confirming. */
export async function quoteMove(
  db: Db,
  session: OperatorSession,
  input: z.infer<typeof orderMoveQuoteInput>,
  now: Date,
): Promise<OrderMoveQuote> {
  const order = await orderOf(db, session.tenantId, input.orderId, false);
  return (await planMove(db, order, input, now, false)).quote;
}

const departureOf = (date: string, shift: string | null) => (shift ? `${date} ${shift}` : date);

/**
 * Moves each ticket's seat onto its order line of the new departure: the old line gives up one seat (and goes when it
 * has none left), the new departure's line of the same option and price takes it (made when there is none), so the
 * lines keep pricing the tickets (sales-shared/tickets.ts, ticketPrice) and the order's total stays the same.
 */
async function moveOrderLines(tx: Db, order: OrderRow, tickets: TicketRow[], date: string, shift: string | null) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, order.tenantId), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.id))
    .for("update");
  for (const ticket of tickets) {
    const from = lines.find(
      (line) =>
        line.quantity > 0 &&
        line.tripId === ticket.tripId &&
        line.date === ticket.date &&
        (line.shift ?? null) === (ticket.shift ?? null) &&
        line.option === ticket.option,
    );
    if (!from) continue;
    from.quantity -= 1;
    from.amount = formatCents(centsOf(from.amount) - centsOf(from.unitPrice));
    const to = lines.find(
      (line) =>
        line.tripId === ticket.tripId &&
        line.date === date &&
        (line.shift ?? null) === shift &&
        line.option === ticket.option &&
        line.unitPrice === from.unitPrice,
    );
    if (to) {
      to.quantity += 1;
      to.amount = formatCents(centsOf(to.amount) + centsOf(to.unitPrice));
    } else {
      const [made] = await tx
        .insert(orderLines)
        .values({ ...from, id: undefined, date, shift, quantity: 1, amount: from.unitPrice })
        .returning();
      lines.push(made);
    }
  }
  for (const line of lines) {
    if (line.quantity === 0) await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    else
      await tx
        .update(orderLines)
        .set({ quantity: line.quantity, amount: line.amount })
        .where(eq(orderLines.id, line.id));
  }
}

/** The mail to the customer: each moved ticket's new departure, number and code, the old codes no longer valid. */
async function queueMoveMail(
  tx: Db,
  sign: TicketSigner,
  secrets: Pick<Keyring, "encrypt">,
  session: OperatorSession,
  order: OrderRow,
  plan: MovePlan,
  newNumbers: string[],
  now: Date,
) {
  const email = order.contactEmail?.trim();
  if (!email) return;
  const codes = newNumbers.map((number) => sign(number));
  const lines = plan.tickets.map(
    (ticket, index) =>
      `- ${ticket.passengerName ?? ""}: ${plan.trip.name}, ${departureOf(plan.date, plan.shift)}, ticket ` +
      `${newNumbers[index]} (was ${ticket.ticketNumber}, ${departureOf(ticket.date, ticket.shift ?? null)})\n` +
      `  Code to show at check-in: ${codes[index]}`,
  );
  const fee = plan.fee > 0n ? `\n\nA reschedule fee of ${formatCents(plan.fee)} applies.` : "";
  await tx.insert(notificationOutbox).values({
    tenantId: session.tenantId,
    audience: "recipient",
    channel: "email",
    subject: `Your booking ${order.orderNumber}: tickets moved to ${departureOf(plan.date, plan.shift)}`,
    // A signed code lets its bearer in at the door: stored encrypted like the confirmation's (order/resend.ts).
    content: secrets.encrypt(
      `Dear ${order.contactFirstName} ${order.contactLastName},\n\n` +
        `These tickets of your booking ${order.orderNumber} now travel on another departure. Their earlier codes ` +
        `are no longer valid: show the new ones at check-in.\n\n${lines.join("\n")}${fee}\n`,
    ),
    recipients: [email],
    recipientCount: 1,
    qrCodes: codes.map((code) => secrets.encrypt(code)),
    status: "queued",
    createdBy: session.userId,
    createdAt: now,
  });
}

export async function moveOrderTickets(
  db: Db,
  secrets: Keyring,
  session: OperatorSession,
  input: z.infer<typeof orderMoveInput>,
  now: Date,
): Promise<OrderDetail> {
  const { tenantId } = session;
  const sign = await tenantSigner(db, secrets, tenantId);
  await db.transaction(async (tx) => {
    const order = await orderOf(tx, tenantId, input.orderId, true);
    if (order.version !== input.version) throw staleVersion();
    const plan = await planMove(tx, order, input, now, true);
    const newNumbers = await newTicketNumbers(tx, tenantId, plan.tickets.length);
    for (const [index, ticket] of plan.tickets.entries())
      await tx
        .update(reservations)
        .set({ date: plan.date, shift: plan.shift, ticketNumber: newNumbers[index] })
        .where(eq(reservations.id, ticket.id));
    await moveOrderLines(tx, order, plan.tickets, plan.date, plan.shift);
    const { fee } = plan;
    if (plan.quote.collectedNow)
      // A paid order has no balance to owe it in (section 11): the clerk takes the fee in cash at the counter.
      await tx.insert(payments).values({
        tenantId,
        orderId: order.id,
        paymentType: PAYMENT_TYPES.CASH,
        amount: formatCents(fee),
        account: "Cash",
        payStatus: PAY_STATUSES.SUCCESS,
        dealStatus: DEAL_STATUSES.SETTLED,
        payTime: now,
        createdAt: now,
      });
    const [updated] = await tx
      .update(orders)
      .set({
        version: sql`${orders.version} + 1`,
        ...(fee > 0n
          ? {
              rescheduleFee: formatCents(centsOf(order.rescheduleFee) + fee),
              totalAmount: formatCents(centsOf(order.totalAmount) + fee),
              ...(plan.quote.collectedNow ? { payAmount: formatCents(centsOf(order.payAmount) + fee) } : {}),
            }
          : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    const oldNumbers = plan.tickets.map((ticket) => ticket.ticketNumber);
    const departures = [...new Set(plan.tickets.map((ticket) => departureOf(ticket.date, ticket.shift ?? null)))];
    await recordOrderOperation(tx, session, {
      order,
      history: {
        action: "reschedule",
        params: {
          ticketNumbers: oldNumbers.map((number, index) => `${number} → ${newNumbers[index]}`),
          amount: formatCents(fee),
        },
      },
      audit: {
        action: "moveTickets",
        changes: [
          { field: "movedTickets", from: oldNumbers, to: newNumbers },
          { field: "departure", from: departures.join(", "), to: departureOf(plan.date, plan.shift) },
          { field: "rescheduleFee", from: null, to: formatCents(fee) },
        ],
      },
      event: { type: "ORDER_UPDATED", order: updated, changed: fee > 0n ? ["tickets", "payments"] : ["tickets"] },
    });
    if (input.notifyCustomer !== false) await queueMoveMail(tx, sign, secrets, session, order, plan, newNumbers, now);
  });
  return findOrder(db, secrets, tenantId, input.orderId);
}
