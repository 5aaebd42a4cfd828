/**
 * Bookings taken in the console (docs/sales-contract.md, "Bookings taken in the console"): the trips on sale, a
 * departure's prices and seats left, a quote, and the booking itself. The quote and the booking price a booking with
 * one function (`priceBooking`), so the total the clerk is shown is the total the order is written with. The booking is
 * one transaction: the trip row is locked before its seats are counted, so two clerks booking the last seat get one
 * order and one refusal; the coupon's code row is locked likewise before its uses are counted.
 */
import { randomInt } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type Placeholder } from "drizzle-orm";
import {
  BOOKING_PAYMENT_METHODS,
  bookingFailures,
  bookingFeeCents,
  bookingQuoteFailures,
  compactPhone,
  couponDiscountCents,
  couponRedemptionFailure,
  COUNTER_CHANNEL,
  COUPON_USE_ORDER_STATES,
  DEAL_STATUSES,
  fail,
  INVENTORY_TYPES,
  ORDER_STATES,
  PAY_STATUSES,
  PAYMENT_TYPES,
  TRIP_STATES,
  type BookedLine,
  type BookingPaymentMethod,
  type FieldFailures,
  type RedeemableCoupon,
} from "#rules";
import type { Db } from "../../db/connect";
import {
  channels,
  couponCodes,
  coupons,
  orderLines,
  orders,
  payments,
  reservations,
  tripInventories,
  tripPrices,
  trips,
  tripShifts,
} from "../../db/schema";
import { departureCancelled, readDeparture, seatsLeft, type Departure } from "./booking-departure";
import { assertValid, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import type { Keyring } from "../../security/secrets";
import { formatCents, sumCents, type Cents } from "../../shared/money";
import { tenantSigner } from "../check-in/ticket-code";
import { tenantToday } from "../coupon/service";
import { inventoryUsage, priceOptions, type TripRow } from "../trip/store";
import { emitEvent } from "../../events/outbox";
import { orderData } from "../../events/data";
import { recordOrderHistory } from "../sales-shared/history";
import { queueConfirmation } from "./resend";
import { findOrder } from "./service";
import type { OrderDetail } from "./schemas";
import type { bookingInput } from "./booking-schemas";
import type { z } from "zod";

/** The most trips the booking form lists: far more than a vendor sells at once. */
export const BOOKABLE_TRIPS_MAX = 500;

export interface BookingQuoteInput {
  tripId: number;
  date: string;
  shift?: string | null;
  passengers: Array<{ option: string; count: number }>;
  couponCode?: string | null;
  /** Whose coupon uses count (per-customer limits, e-mail suffixes). */
  contactEmail?: string | null;
}

export interface BookingInput extends BookingQuoteInput {
  requestId?: string | null;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  paymentMethod: BookingPaymentMethod;
}

const ON_SALE_STATES = [TRIP_STATES.PUBLISHED, TRIP_STATES.SPONSORING];

/** A single trip that is published or sponsoring, sold on its own, inside its sale window. */
export const bookableWhere = (tenantId: number | Placeholder, now: Date | Placeholder) =>
  and(
    eq(trips.tenantId, tenantId),
    inArray(trips.state, ON_SALE_STATES),
    isNull(trips.trip1Id),
    eq(trips.notForIndividualSale, false),
    or(isNull(trips.saleStart), lte(trips.saleStart, now)),
    or(isNull(trips.saleEnd), gte(trips.saleEnd, now)),
  );

export async function listBookableTrips(db: Db, tenantId: number, now: Date) {
  const rows = await db
    .select({ id: trips.id, code: trips.code, name: trips.name, inventoryType: trips.inventoryType })
    .from(trips)
    .where(bookableWhere(tenantId, now))
    .orderBy(asc(trips.name), asc(trips.id))
    .limit(BOOKABLE_TRIPS_MAX);
  return { list: rows };
}

async function bookableTrip(db: Db, tenantId: number, tripId: number, now: Date, lock: boolean) {
  const query = db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), bookableWhere(tenantId, now)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ValidationError({ tripId: fail("booking.tripNotOnSale") });
  return row;
}

interface ShiftOffer {
  name: string;
  capacity: number;
  available: number;
}

/** Seats of the trip on a date: each shift on sale that day (date/shift trips), or the one shared count. */
export async function seatsOn(db: Db, trip: TripRow, date: string) {
  const usage = await inventoryUsage(db, trip.id);
  if (trip.inventoryType === INVENTORY_TYPES.UNLIMITED) return { shifts: [] as ShiftOffer[], available: null };
  if (trip.inventoryType === INVENTORY_TYPES.TOTAL) {
    return { shifts: [] as ShiftOffer[], available: Math.max(0, (trip.totalQuantity ?? 0) - usage.total) };
  }
  const rows = await db
    .select({ name: tripShifts.name, quantity: tripInventories.quantity })
    .from(tripShifts)
    .innerJoin(
      tripInventories,
      and(
        eq(tripInventories.tripId, tripShifts.tripId),
        eq(tripInventories.shift, tripShifts.name),
        eq(tripInventories.date, date),
      ),
    )
    .where(and(eq(tripShifts.tripId, trip.id), eq(tripShifts.selected, true)))
    .orderBy(asc(tripShifts.position));
  const shifts = rows.map((row) => ({
    name: row.name,
    capacity: row.quantity,
    available: Math.max(0, row.quantity - (usage.byDateShift.get(`${date} ${row.name}`) ?? 0)),
  }));
  return { shifts, available: null };
}

/** The trip's price options by position (a move to another trip chooses among them, order/move.ts). */
export async function optionsOf(db: Db, tripId: number) {
  const lines = await db
    .select()
    .from(tripPrices)
    .where(eq(tripPrices.tripId, tripId))
    .orderBy(asc(tripPrices.position));
  return priceOptions(lines);
}

/** A date the trip can be booked for: today or later in the tenant's calendar. */
async function dateFailures(db: Db, tenantId: number, date: string, now: Date): Promise<FieldFailures> {
  return date < (await tenantToday(db, tenantId, now)) ? { date: fail("booking.dateNotOnSale") } : {};
}

/** A departure's prices and seats left: what the booking form offers once a trip and a date are chosen. */
export async function departureOffer(db: Db, tenantId: number, input: { tripId: number; date: string }, now: Date) {
  assertValid(bookingQuoteFailures({ ...input, passengers: [{ option: "-", count: 1 }] }));
  const trip = await bookableTrip(db, tenantId, input.tripId, now, false);
  assertValid(await dateFailures(db, tenantId, input.date, now));
  const [seats, options] = [await seatsOn(db, trip, input.date), await optionsOf(db, trip.id)];
  return {
    trip: { id: trip.id, code: trip.code, name: trip.name, inventoryType: trip.inventoryType },
    shifts: seats.shifts,
    available: seats.available,
    options: options.map((option) => ({ ...option, price: formatCents(option.price) })),
  };
}

interface PricedLine {
  option: string;
  passengerType: number;
  quantity: number;
  unitPrice: Cents;
}

interface AppliedCoupon {
  code: string;
  discount: Cents;
}

interface PricedBooking {
  trip: TripRow;
  shift: string | null;
  lines: PricedLine[];
  subtotal: Cents;
  discount: Cents;
  bookingFee: Cents;
  /** Tickets + booking fee: the order's `totalAmount`. */
  total: Cents;
  /** What the buyer pays: the total less the coupon's discount. */
  due: Cents;
  coupon: AppliedCoupon | null;
  channel: { id: number; key: string };
}

/**
 * The tenant's counter channel: a console booking is recorded as taken at the counter, not on the website. Tenants
 * get the channel when created (and the demo seed has it); a tenant from before it gets its row on its first console
 * booking, so no migration is needed (the unique tenant and key index keeps it to one row).
 */
async function bookingChannel(db: Db, tenantId: number) {
  const counter = and(eq(channels.tenantId, tenantId), eq(channels.key, COUNTER_CHANNEL));
  const [found] = await db.select({ id: channels.id, key: channels.key }).from(channels).where(counter);
  if (found) return found;
  await db.insert(channels).values({ tenantId, key: COUNTER_CHANNEL }).onConflictDoNothing();
  const [created] = await db.select({ id: channels.id, key: channels.key }).from(channels).where(counter);
  return created;
}

/**
 * The orders that take a coupon's uses: sold ones and unpaid ones still holding their seats, so the first booking takes
 * the last use, paid or not; a cancelled or released order gives it back (docs/money-contract.md section 2).
 */
const TAKES_A_USE = sql.raw(COUPON_USE_ORDER_STATES.join(", "));

async function redeemCoupon(
  db: Db,
  tenantId: number,
  input: BookingQuoteInput,
  lines: BookedLine[],
  context: { today: string; channel: string; lock: boolean },
): Promise<AppliedCoupon | null> {
  const code = input.couponCode?.trim().toUpperCase();
  if (!code) return null;
  const query = db
    .select({ codeId: couponCodes.id, coupon: coupons })
    .from(couponCodes)
    .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
    .where(and(eq(couponCodes.tenantId, tenantId), eq(couponCodes.code, code)));
  // The code row is locked so that two bookings cannot both take a coupon's last use.
  const [found] = context.lock ? await query.for("update", { of: couponCodes }) : await query;
  if (!found) throw new ValidationError({ couponCode: fail("booking.couponUnknown") });
  const coupon = found.coupon;
  const email = (input.contactEmail ?? "").trim().toLowerCase();
  const codesOfCoupon = sql`(select upper(code) from ${couponCodes} where ${couponCodes.couponId} = ${coupon.id})`;
  const [{ uses, customerUses }] = await db
    .select({
      uses: sql<number>`(count(*) filter (where upper(${orders.couponCode}) = ${code}))::int`,
      customerUses: sql<number>`(count(*) filter (where lower(${orders.contactEmail}) = ${email}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        sql`${orders.state} in (${TAKES_A_USE})`,
        sql`upper(${orders.couponCode}) in ${codesOfCoupon}`,
      ),
    );
  const redeemable: RedeemableCoupon = {
    ...coupon,
    productGoodLimit: coupon.productGoodLimit ?? [],
    productSkuAttrLimit: coupon.productSkuAttrLimit ?? [],
  };
  const failure = couponRedemptionFailure(redeemable, {
    today: context.today,
    channel: context.channel,
    registered: false,
    email,
    lines,
    // A uniform coupon's uses are all its orders; a sequence code is used once.
    uses: Number(uses),
    customerUses: email ? Number(customerUses) : 0,
  });
  if (failure) throw new ValidationError({ couponCode: failure });
  return { code, discount: couponDiscountCents(redeemable, lines) };
}

/**
 * Checks a booking against the trip as stored and prices it: the trip on sale, the date, the shift on sale that day,
 * each option one of the trip's prices, the seats left, the coupon; then the subtotal, the discount, the booking fee
 * (docs/system-contract.md section 5, on the tickets' prices) and the total. The departure is one reading
 * (booking-departure.ts), `read` when the caller has it already. With `lock` (the booking's transaction) the trip row
 * is locked before it is read and the coupon code row before its uses are counted, so what is counted stays true
 * until the commit.
 */
async function priceBooking(
  db: Db,
  tenantId: number,
  input: BookingQuoteInput,
  now: Date,
  lock: boolean,
  read?: Departure | null,
): Promise<PricedBooking> {
  if (lock) await bookableTrip(db, tenantId, input.tripId, now, true);
  const departure =
    read !== undefined
      ? read
      : await readDeparture(db, tenantId, input, { bookable: bookableWhere, now, requestId: null });
  if (!departure) throw new ValidationError({ tripId: fail("booking.tripNotOnSale") });
  const { trip, today } = departure;
  if (input.date < today) throw new ValidationError({ date: fail("booking.dateNotOnSale") });
  const failures: FieldFailures = {};
  const shiftName = input.shift?.trim() || null;
  let available = departure.available;
  let shift: string | null = null;
  if (trip.inventoryType === INVENTORY_TYPES.BY_DATE_SHIFT) {
    const offered = departure.shifts.find((entry) => entry.name === shiftName);
    if (!shiftName) failures.shift = fail(departure.shifts.length ? "required" : "booking.dateNotOnSale");
    else if (!offered) failures.shift = fail("booking.shiftNotOnSale");
    else [shift, available] = [offered.name, offered.available];
  }
  if (!failures.shift && departure.cancelled) failures[shift === null ? "date" : "shift"] = fail("departure.cancelled");
  const { options } = departure;
  const lines: PricedLine[] = [];
  input.passengers.forEach((entry, index) => {
    const option = options.find((candidate) => candidate.name === entry.option.trim());
    if (!option) failures[`passengers.${index}.option`] = fail("booking.unknownOption");
    else if (entry.count > 0) {
      const line = lines.find((candidate) => candidate.option === option.name);
      if (line) line.quantity += entry.count;
      else
        lines.push({
          option: option.name,
          passengerType: option.passengerType,
          quantity: entry.count,
          unitPrice: option.price,
        });
    }
  });
  const tickets = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (available !== null && tickets > available && !failures.shift)
    failures.passengers = fail("booking.soldOut", { available });
  assertValid(failures);
  const booked: BookedLine[] = lines.map((line) => ({
    tripId: trip.id,
    option: line.option,
    amountCents: line.unitPrice * BigInt(line.quantity),
  }));
  const subtotal = sumCents(booked.map((line) => line.amountCents));
  const channel = departure.channel ?? (await bookingChannel(db, tenantId));
  const coupon = await redeemCoupon(db, tenantId, input, booked, { today, channel: channel.key, lock });
  const fee = departure.fee;
  // Free tickets carry no fee, as generated orders do.
  const bookingFee =
    fee && subtotal > 0n
      ? bookingFeeCents(
          fee,
          lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitPrice)),
        )
      : 0n;
  const discount = coupon?.discount ?? 0n;
  const total = subtotal + bookingFee;
  return { trip, shift, lines, subtotal, discount, bookingFee, total, due: total - discount, coupon, channel };
}

const quoteView = (priced: PricedBooking) => ({
  lines: priced.lines.map((line) => ({
    option: line.option,
    quantity: line.quantity,
    unitPrice: formatCents(line.unitPrice),
    amount: formatCents(line.unitPrice * BigInt(line.quantity)),
  })),
  subtotal: formatCents(priced.subtotal),
  discount: formatCents(priced.discount),
  bookingFee: formatCents(priced.bookingFee),
  total: formatCents(priced.total),
  due: formatCents(priced.due),
  couponCode: priced.coupon?.code ?? null,
});

/** What a booking would cost, by the rules the booking applies; nothing is written or locked. */
export async function quoteBooking(db: Db, tenantId: number, input: BookingQuoteInput, now: Date) {
  assertValid(bookingQuoteFailures(input));
  return quoteView(await priceBooking(db, tenantId, input, now, false));
}

/** The payment a method records: cash and a card terminal are settled at once, an invoice waits to be paid. */
const METHOD_PAYMENTS: Record<BookingPaymentMethod, { paymentType: number; account: string; paid: boolean }> = {
  [BOOKING_PAYMENT_METHODS.CASH]: { paymentType: PAYMENT_TYPES.CASH, account: "Cash", paid: true },
  [BOOKING_PAYMENT_METHODS.CARD_TERMINAL]: {
    paymentType: PAYMENT_TYPES.CREDIT_CARD,
    account: "Card terminal",
    paid: true,
  },
  [BOOKING_PAYMENT_METHODS.INVOICE]: { paymentType: PAYMENT_TYPES.CREDIT, account: "Invoice", paid: false },
};

/** The Postgres error under drizzle's wrapper, when it is the unique violation of the booking's request id. */
function isRepeatedRequest(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    const index = "orders_tenant_request_unique";
    if (code === "23505" && (constraint === index || (typeof message === "string" && message.includes(index))))
      return true;
  }
  return false;
}

async function orderOfRequest(db: Db, tenantId: number, requestId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.requestId, requestId)));
  return row?.id;
}

const nextId = async (db: Db, table: "orders" | "reservations"): Promise<number> => {
  const result = (await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`)) as unknown as {
    rows: Array<{ id: string | number }>;
  };
  return Number(result.rows[0].id);
};

const TICKET_NUMBER_PREFIX = "BKT";
const TICKET_NUMBER_DIGITS = 9;

/**
 * `count` new ticket numbers of the tenant, none of them in use: BKT and nine random digits, as long as the sequential
 * numbers of before. A ticket number typed at the door checks its ticket in, so a number one more than the ticket a
 * buyer holds must not be someone else's ticket; sequential numbers shared by every tenant also told how many tickets
 * the platform sold. One order's numbers ascend in the order of its tickets, which its lists sort by number. The
 * tenant's unique index stays the last word should a concurrent booking draw the same number (odds of ~1 in 10^9).
 */
export async function newTicketNumbers(tx: Db, tenantId: number, count: number): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const drawn = new Set<string>();
    while (drawn.size < count - chosen.size) {
      const number = `${TICKET_NUMBER_PREFIX}${String(randomInt(10 ** TICKET_NUMBER_DIGITS)).padStart(TICKET_NUMBER_DIGITS, "0")}`;
      if (!chosen.has(number)) drawn.add(number);
    }
    const taken = await tx
      .select({ ticketNumber: reservations.ticketNumber })
      .from(reservations)
      .where(and(eq(reservations.tenantId, tenantId), inArray(reservations.ticketNumber, [...drawn])));
    const inUse = new Set(taken.map((row) => row.ticketNumber));
    for (const number of drawn) if (!inUse.has(number)) chosen.add(number);
  }
  return [...chosen].sort();
}

/**
 * Claims a booking's `count` seats, written already in `tx` and priced on what was committed when it began: locks the
 * trip row, then checks again that the trip is on sale, the departure not cancelled and its seats not overbooked. A
 * booking that lost the last seats to another is refused as one refused before writing (booking.soldOut, the seats
 * left to it), and its transaction rolls back.
 */
async function claimSeats(
  tx: Db,
  tenantId: number,
  input: BookingInput,
  shift: string | null,
  count: number,
  now: Date,
) {
  const trip = await bookableTrip(tx, tenantId, input.tripId, now, true);
  // One statement under the lock: bookings of a popular departure queue for the trip row, each holding it this long.
  const [{ cancelled, left }] = await tx
    .select({ cancelled: departureCancelled(trip.id, input.date, shift), left: seatsLeft(trip, input.date, shift) })
    .from(trips)
    .where(eq(trips.id, trip.id));
  if (cancelled) throw new ValidationError({ [shift === null ? "date" : "shift"]: fail("departure.cancelled") });
  if (left !== null && left < 0)
    throw new ValidationError({ passengers: fail("booking.soldOut", { available: Math.max(0, left + count) }) });
}

/**
 * Books tickets (docs/sales-contract.md, "Bookings taken in the console"): in one transaction the order, its lines,
 * its payments (the coupon's discount, then the method's), its tickets, its history (who booked it), the confirmation
 * mail with the tickets' codes and the ORDER_CREATED (and, when paid, ORDER_PAID) events. A repeated `requestId`
 * answers the first booking's order and writes nothing, also when both arrive at once (the unique index decides).
 */
export async function bookOrder(
  db: Db,
  secrets: Keyring,
  session: OperatorSession,
  body: z.infer<typeof bookingInput>,
  now: Date,
): Promise<OrderDetail> {
  const { tenantId } = session;
  const requestId = body.requestId?.trim() || null;
  const failures = bookingFailures(body);
  // A booking without a coupon claims its seats last (claimSeats). It is checked and priced on one reading of its
  // departure before anything is written or locked, so most bookings of a sold-out departure end here, in one
  // statement (docs/scale-contract.md section 11).
  const claimLast = !body.couponCode?.trim();
  const departure =
    claimLast && !Object.keys(failures).length
      ? await readDeparture(db, tenantId, body as BookingInput, {
          bookable: bookableWhere,
          now,
          requestId,
        })
      : undefined;
  if (requestId && (!departure || departure.repeated)) {
    const first = await orderOfRequest(db, tenantId, requestId);
    if (first) return findOrder(db, secrets, tenantId, first);
  }
  assertValid(failures);
  // Every field the rules require is present and well-formed from here on.
  const input = body as BookingInput;
  // A tenant without its counter channel yet gets it inside the booking's transaction (bookingChannel).
  const early =
    departure === null || departure?.channel ? await priceBooking(db, tenantId, input, now, false, departure) : null;
  const sign = await tenantSigner(db, secrets, tenantId);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // A booking with a coupon locks the trip row, then the code row, before counting either (as a move locks its
      // trips first). One without claims its seats last (claimSeats): the trip row is held only from the count to
      // the commit, so bookings of a popular departure wait on each other for two statements, not the whole
      // booking (docs/scale-contract.md section 11). Both take the trip row before any row another booking holds.
      const priced = early ?? (await priceBooking(tx, tenantId, input, now, !claimLast));
      const method = METHOD_PAYMENTS[input.paymentMethod];
      const paid = method.paid || priced.due === 0n;
      const orderId = await nextId(tx, "orders");
      const orderNumber = `BK${String(orderId).padStart(8, "0")}`;
      const contactEmail = input.contactEmail.trim();
      // Stored compact, as every order keeps it (rules/checks.ts, compactPhone).
      const contactPhone = compactPhone(input.contactPhone);
      const [order] = await tx
        .insert(orders)
        .values({
          id: orderId,
          tenantId,
          orderNumber,
          type: 0,
          channelId: priced.channel.id,
          creator: session.username,
          contactFirstName: input.contactFirstName.trim(),
          contactLastName: input.contactLastName.trim(),
          contactEmail,
          contactPhone,
          youthAgreement: priced.lines.some((line) => line.passengerType === 1),
          state: paid ? ORDER_STATES.COMPLETED : ORDER_STATES.UNPAID,
          totalAmount: formatCents(priced.total),
          payAmount: formatCents(paid ? priced.due : 0n),
          bookingFee: formatCents(priced.bookingFee),
          couponCode: priced.coupon?.code ?? null,
          requestId,
          createdAt: now,
          paidAt: paid ? now : null,
          completedAt: paid ? now : null,
        })
        .returning();
      await tx.insert(orderLines).values(
        priced.lines.map((line) => ({
          tenantId,
          orderId,
          tripId: priced.trip.id,
          date: input.date,
          shift: priced.shift,
          option: line.option,
          quantity: line.quantity,
          unitPrice: formatCents(line.unitPrice),
          amount: formatCents(line.unitPrice * BigInt(line.quantity)),
        })),
      );
      const settled = { payStatus: PAY_STATUSES.SUCCESS, dealStatus: DEAL_STATUSES.SETTLED, payTime: now };
      const paymentRows = [
        ...(priced.coupon && priced.discount > 0n
          ? [
              {
                paymentType: PAYMENT_TYPES.COUPON_CODE,
                amount: formatCents(priced.discount),
                account: priced.coupon.code,
                ...settled,
              },
            ]
          : []),
        ...(priced.due > 0n
          ? [
              {
                paymentType: method.paymentType,
                amount: formatCents(priced.due),
                account: method.account,
                ...(method.paid
                  ? settled
                  : { payStatus: PAY_STATUSES.PROCESSING, dealStatus: DEAL_STATUSES.UNSETTLED, payTime: null }),
              },
            ]
          : []),
      ];
      if (paymentRows.length)
        await tx
          .insert(payments)
          .values(paymentRows.map((payment) => ({ ...payment, tenantId, orderId, createdAt: now })));
      const passengerName = `${order.contactFirstName} ${order.contactLastName}`;
      const ticketNumbers = await newTicketNumbers(
        tx,
        tenantId,
        priced.lines.reduce((sum, line) => sum + line.quantity, 0),
      );
      const tickets = [];
      for (const line of priced.lines) {
        for (let seat = 0; seat < line.quantity; seat++) {
          const ticketId = await nextId(tx, "reservations");
          tickets.push({
            id: ticketId,
            tenantId,
            tripId: priced.trip.id,
            ticketNumber: ticketNumbers[tickets.length],
            orderNumber,
            date: input.date,
            shift: priced.shift,
            option: line.option,
            passengerName,
            passengerType: line.passengerType,
            contactEmail,
            contactPhone,
            status: 0,
            // An unpaid order's tickets lock their seats without selling them (docs/catalogue-contract.md section 5).
            held: !paid,
            createdAt: now,
          });
        }
      }
      await tx.insert(reservations).values(tickets);
      const operator = { operatorId: session.userId, operatorName: session.username, tenantId, orderId };
      await recordOrderHistory(tx, {
        ...operator,
        action: "create",
        params: { channel: priced.channel.key, ticketCount: tickets.length },
      });
      const moneyPaid = paymentRows.find((payment) => payment.paymentType === method.paymentType);
      if (paid && moneyPaid)
        await recordOrderHistory(tx, {
          ...operator,
          action: "pay",
          params: { amount: moneyPaid.amount, paymentType: method.paymentType },
        });
      if (paid) await recordOrderHistory(tx, { ...operator, action: "complete", params: {} });
      await queueConfirmation(
        tx,
        sign,
        secrets,
        { tenantId, userId: session.userId, username: session.username },
        order,
        contactEmail,
        now,
        "new",
      );
      const event = { tenantId, resourceType: "order" as const, resourceId: orderId, data: orderData(order) };
      await emitEvent(tx, { ...event, type: "ORDER_CREATED" });
      if (paid) await emitEvent(tx, { ...event, type: "ORDER_PAID" });
      if (claimLast) await claimSeats(tx, tenantId, input, priced.shift, tickets.length, now);
      return orderId;
    });
  } catch (error) {
    if (requestId && isRepeatedRequest(error)) {
      const first = await orderOfRequest(db, tenantId, requestId);
      if (first) return findOrder(db, secrets, tenantId, first);
    }
    throw error;
  }
  return findOrder(db, secrets, tenantId, id);
}
