/**
 * Moving tickets to another departure of their trip or of another trip of the tenant (docs/sales-contract.md section
 * 14). The quote and the move share one plan: the tickets (valid ones of the order, of one trip), the departure (the
 * trip on sale, a day from today, a shift on sale that day, enough seats), on another trip each ticket's price option
 * there and its price (the one paid, or the option's), and the target trip's reschedule fee (rules/order-move.ts). The
 * move is one transaction under locks on the order row, its tickets and the trip rows in id order — the rows a booking
 * locks before counting the same seats (booking.ts) — so two clerks taking a departure's last seat get one move and one
 * refusal, and two moves between the same two trips in opposite directions never deadlock. Each ticket keeps its row
 * but gets the new trip, option, date and shift (the seat counters' trigger, migration 0025, takes its seat on the new
 * departure and gives it back on the old one) and a new ticket number, so the code the customer held before no longer
 * names a ticket and is refused at check-in.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  fail,
  INVENTORY_TYPES,
  MOVE_PRICE_MODES,
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
import { centsOf, formatCents, sumCents, type Cents } from "../../shared/money";
import { tenantSigner, type TicketSigner } from "../check-in/ticket-code";
import { tenantToday } from "../coupon/service";
import { isDepartureCancelled } from "../departure/cancellation";
import { feeDetailsOf } from "../refund/add";
import type { TicketRow } from "../sales-shared/tickets";
import { bookableWhere, newTicketNumbers, optionsOf, seatsOn } from "./booking";
import type { orderMoveInput, orderMoveQuoteInput, OrderMoveQuote } from "./move-schemas";
import { orderOf, orderTicketsOf, recordOrderOperation } from "./operation";
import type { OrderDetail } from "./schemas";
import { findOrder } from "./service";
import { orderPaymentsOf, refundShares, refundSharesOf, settleUnpaidTotal, unpaidExcessCents } from "./settle";
import type { z } from "zod";

type OrderRow = typeof orders.$inferSelect;
type TripRow = typeof trips.$inferSelect;

/** Orders whose tickets can be moved: unpaid ones (the fee is owed) and paid ones (completed, unshipped). */
const MOVABLE_ORDER_STATES: number[] = [ORDER_STATES.UNPAID, ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED];

/** A moved ticket's place on the target trip: its price option there and the price it is sold at after the move. */
interface MovedTicket {
  ticket: TicketRow;
  option: string;
  passengerType: number;
  /** Its price before the move (its order line's unit price) and after. */
  price: Cents;
  newPrice: Cents;
}

interface MovePlan {
  tickets: TicketRow[];
  /** The trip the tickets leave, and `trip` the one they travel on after (the same one for a change of day). */
  fromTrip: TripRow;
  moved: MovedTicket[];
  trip: TripRow;
  date: string;
  shift: string | null;
  fee: Cents;
  /** Σ (new price − price): owed when above 0, given back when below. */
  difference: Cents;
  /** What a paid order's refundable payments give back when the move costs less than nothing (fee + difference). */
  refund: Cents;
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
  assertValid(orderMoveFailures(input, { quote: !lock }));
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
  // Tickets of two trips have two prices and settings: they are moved one trip at a time.
  if (tripIds.size > 1) throw refuse({ ticketIds: fail("move.otherTrips") });
  const fromTripId = tickets[0].tripId;
  const toTripId = input.tripId ?? fromTripId;
  const otherTrip = toTripId !== fromTripId;
  // Both trips' rows, locked in id order for the move: the seats counted on the new departure stay true, and two
  // moves between the same two trips in opposite directions wait for each other instead of deadlocking.
  const tripQuery = tx
    .select()
    .from(trips)
    .where(and(eq(trips.tenantId, order.tenantId), inArray(trips.id, [...new Set([fromTripId, toTripId])])))
    .orderBy(asc(trips.id));
  const tripRows = lock ? await tripQuery.for("update") : await tripQuery;
  const fromTrip = tripRows.find((row) => row.id === fromTripId)!;
  // Another tenant's trip is as unknown as one that does not exist.
  if (!tripRows.some((row) => row.id === toTripId)) throw refuse({ tripId: fail("move.unknownTrip") });
  const [trip] = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, toTripId), bookableWhere(order.tenantId, now)));
  // A stopped, expired or unpublished trip sells no seats, so none can be moved onto its departures.
  if (!trip) throw refuse({ [otherTrip ? "tripId" : "date"]: fail("move.tripNotOnSale") });
  // The quote of a move to another trip without its price mode or options offers the trip's options to choose from.
  const choosing = otherTrip && (!input.priceMode || !input.options?.length);
  const moved = await movedTickets(tx, order, tickets, trip, otherTrip && !choosing ? input : null);
  const options = (await optionsOf(tx, trip.id)).map(({ name, price }) => ({ name, price: formatCents(price) }));
  const date = input.date!;
  if (date < (await tenantToday(tx, order.tenantId, now))) throw refuse({ date: fail("booking.dateNotOnSale") });
  const fee = rescheduleFeeCents(
    { type: trip.rescheduleFeeType, amount: trip.rescheduleFee === null ? 0n : centsOf(trip.rescheduleFee) },
    tickets.length,
  );
  const difference = sumCents(moved.map((entry) => entry.newPrice - entry.price));
  const cost = fee + difference;
  const paidOrder = order.state !== ORDER_STATES.UNPAID;
  // A paid order gets back what the move takes off, from its refundable payments (at most what they hold); an unpaid
  // one owes less, and what its part payments exceed its new total goes back (settle.ts).
  const rows = await orderPaymentsOf(tx, order, lock);
  const giveBack = paidOrder
    ? cost < 0n
      ? -cost
      : 0n
    : unpaidExcessCents(order, rows, centsOf(order.totalAmount) + cost);
  const refund = sumCents(refundSharesOf(rows, giveBack).map((share) => share.amount));
  const seats = await seatsOn(tx, trip, date);
  const shiftName = input.shift?.trim() || null;
  let shift: string | null = null;
  let seatsLeft: number | null = null;
  const shifts = seats.shifts.map(({ name, available }) => ({ name, available }));
  const planOf = (seatsLeft: number | null, shifts: { name: string; available: number }[], movable: boolean) => ({
    tickets,
    fromTrip,
    moved,
    trip,
    date,
    shift,
    fee,
    difference,
    refund,
    quote: quoteOf({ order, moved, trip, fee, difference, refund, seatsLeft, shifts, options, movable }),
  });
  if (trip.inventoryType === INVENTORY_TYPES.BY_DATE_SHIFT) {
    if (!seats.shifts.length) throw refuse({ date: fail("booking.dateNotOnSale") });
    const offered = seats.shifts.find((entry) => entry.name === shiftName);
    // The quote without a shift offers the day's shifts to choose from; the move needs one.
    if (!shiftName && !lock) return planOf(null, shifts, false);
    if (!shiftName) throw refuse({ shift: fail("required") });
    if (!offered) throw refuse({ shift: fail("booking.shiftNotOnSale") });
    [shift, seatsLeft] = [offered.name, offered.available];
  }
  // A departure the operator cancelled (a bad-weather morning) takes no ticket.
  if (await isDepartureCancelled(tx, trip.id, date, shift))
    throw refuse({ [shift === null ? "date" : "shift"]: fail("departure.cancelled") });
  const already = tickets.filter(
    (ticket) => ticket.tripId === trip.id && ticket.date === date && (ticket.shift ?? null) === shift,
  );
  if (already.length) throw refuse({ ticketIds: fail("move.sameDeparture", { tickets: numbersOf(already) }) });
  // A trip counted in one total (or not at all) keeps its usage when a ticket changes day: only a departure's own
  // count can run out.
  if (seatsLeft !== null && tickets.length > seatsLeft)
    throw refuse({
      [trip.inventoryType === INVENTORY_TYPES.BY_DATE_SHIFT ? "shift" : "date"]: fail("move.soldOut", {
        available: seatsLeft,
      }),
    });
  return planOf(seatsLeft, shifts, !choosing);
}

/**
 * Each ticket's place on the target trip. On its own trip a ticket keeps its option and price; on another trip it
 * takes the option chosen for it there (one of that trip's prices, by name) and either keeps the price paid for it
 * (`same`) or takes the option's (`chosen`).
 */
async function movedTickets(
  tx: Db,
  order: OrderRow,
  tickets: TicketRow[],
  trip: TripRow,
  other: Pick<z.infer<typeof orderMoveQuoteInput>, "priceMode" | "options"> | null,
): Promise<MovedTicket[]> {
  const prices = new Map(
    (await feeDetailsOf(tx, order.id, tickets)).map((detail) => [detail.ticketId, centsOf(detail.price)]),
  );
  const kept = (ticket: TicketRow) => prices.get(ticket.id) ?? 0n;
  if (!other)
    return tickets.map((ticket) => ({
      ticket,
      option: ticket.option ?? "",
      passengerType: ticket.passengerType,
      price: kept(ticket),
      newPrice: kept(ticket),
    }));
  const offered = await optionsOf(tx, trip.id);
  const chosen = new Map((other.options ?? []).map((entry) => [entry.ticketId, entry.option.trim()]));
  return tickets.map((ticket) => {
    const name = chosen.get(ticket.id) ?? "";
    const option = offered.find((candidate) => candidate.name === name);
    if (!option) throw refuse({ options: fail("move.optionNotOfTrip", { option: name }) });
    return {
      ticket,
      option: option.name,
      passengerType: option.passengerType,
      price: kept(ticket),
      newPrice: other.priceMode === MOVE_PRICE_MODES.CHOSEN ? option.price : kept(ticket),
    };
  });
}

interface QuoteParts {
  order: OrderRow;
  moved: MovedTicket[];
  trip: TripRow;
  fee: Cents;
  difference: Cents;
  refund: Cents;
  seatsLeft: number | null;
  shifts: { name: string; available: number }[];
  options: { name: string; price: string }[];
  movable: boolean;
}

function quoteOf({
  order,
  moved,
  trip,
  fee,
  difference,
  refund,
  seatsLeft,
  shifts,
  options,
  movable,
}: QuoteParts): OrderMoveQuote {
  const cost = fee + difference;
  const collectedNow = cost > 0n && order.state !== ORDER_STATES.UNPAID;
  return {
    tickets: moved.map(({ ticket, option, price, newPrice }) => ({
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      date: ticket.date,
      shift: ticket.shift ?? null,
      option,
      price: formatCents(price),
      newPrice: formatCents(newPrice),
    })),
    tripId: trip.id,
    tripName: trip.name,
    feeType: trip.rescheduleFeeType,
    fee: formatCents(fee),
    difference: formatCents(difference),
    collectedNow,
    cashNow: formatCents(collectedNow ? cost : 0n),
    refund: formatCents(refund),
    seatsLeft,
    shifts,
    options,
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
 * has none left), the new departure's line of the ticket's option and price there takes it (made when there is none),
 * so the lines keep pricing the tickets (sales-shared/tickets.ts, ticketPrice): the order's tickets total the same,
 * or, with the option's price on another trip, the difference more.
 */
async function moveOrderLines(tx: Db, order: OrderRow, plan: MovePlan) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, order.tenantId), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.id))
    .for("update");
  const { date, shift, trip } = plan;
  for (const { ticket, option, newPrice } of plan.moved) {
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
        line.tripId === trip.id &&
        line.date === date &&
        (line.shift ?? null) === shift &&
        line.option === option &&
        centsOf(line.unitPrice) === newPrice,
    );
    if (to) {
      to.quantity += 1;
      to.amount = formatCents(centsOf(to.amount) + newPrice);
    } else {
      const price = formatCents(newPrice);
      const [made] = await tx
        .insert(orderLines)
        .values({
          ...from,
          id: undefined,
          tripId: trip.id,
          date,
          shift,
          option,
          quantity: 1,
          unitPrice: price,
          amount: price,
        })
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
  const notes = [
    plan.fee > 0n ? `A reschedule fee of ${formatCents(plan.fee)} applies.` : "",
    plan.difference !== 0n ? `The new tickets' price differs from the earlier by ${formatCents(plan.difference)}.` : "",
    plan.refund > 0n ? `${formatCents(plan.refund)} is refunded to how you paid.` : "",
  ].filter(Boolean);
  const fee = notes.length ? `\n\n${notes.join(" ")}` : "";
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
    for (const [index, { ticket, option, passengerType }] of plan.moved.entries())
      await tx
        .update(reservations)
        .set({
          tripId: plan.trip.id,
          option,
          passengerType,
          date: plan.date,
          shift: plan.shift,
          ticketNumber: newNumbers[index],
        })
        .where(eq(reservations.id, ticket.id));
    await moveOrderLines(tx, order, plan);
    const { fee, difference } = plan;
    const cost = fee + difference;
    const cashNow = centsOf(plan.quote.cashNow);
    if (cashNow > 0n)
      // A paid order has no balance to owe it in (section 11): the clerk takes it in cash at the counter.
      await tx.insert(payments).values({
        tenantId,
        orderId: order.id,
        paymentType: PAYMENT_TYPES.CASH,
        amount: formatCents(cashNow),
        account: "Cash",
        payStatus: PAY_STATUSES.SUCCESS,
        dealStatus: DEAL_STATUSES.SETTLED,
        payTime: now,
        createdAt: now,
      });
    const reason = `Move of ${numbersOf(plan.tickets)}`;
    const ticketIds = plan.tickets.map((ticket) => ticket.id);
    const total = centsOf(order.totalAmount) + cost;
    if (order.state === ORDER_STATES.UNPAID)
      // An unpaid order owes the fee and the difference with the rest; paid in full by what it holds, the rest goes
      // back (settle.ts).
      await settleUnpaidTotal(tx, session, order, total, ticketIds, reason, now);
    else if (cost < 0n)
      await refundShares(
        tx,
        session,
        order,
        ticketIds,
        refundSharesOf(await orderPaymentsOf(tx, order, true), -cost),
        reason,
      );
    const [updated] = await tx
      .update(orders)
      .set({
        version: sql`${orders.version} + 1`,
        totalAmount: formatCents(total),
        rescheduleFee: formatCents(centsOf(order.rescheduleFee) + fee),
        ...(cashNow > 0n ? { payAmount: formatCents(centsOf(order.payAmount) + cashNow) } : {}),
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
          ...(plan.fromTrip.id !== plan.trip.id
            ? [
                { field: "trip", from: plan.fromTrip.name, to: plan.trip.name },
                { field: "priceDifference", from: null, to: formatCents(difference) },
              ]
            : []),
        ],
      },
      event: { type: "ORDER_UPDATED", order: updated, changed: cost !== 0n ? ["tickets", "payments"] : ["tickets"] },
    });
    if (input.notifyCustomer !== false) await queueMoveMail(tx, sign, secrets, session, order, plan, newNumbers, now);
  });
  return findOrder(db, secrets, tenantId, input.orderId);
}
