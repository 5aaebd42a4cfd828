import { asc, eq, sql, type SQL } from "drizzle-orm";
import { departureRangeFailures, MANIFEST_PASSENGERS_MAX } from "#rules";
import type { Db } from "../../db/connect";
import { tags, trips } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import { rowsOf } from "../../db/raw";
import { findTripRow, RELEASED_TICKET_STATES } from "../trip/store";

export interface DepartureQuery {
  from: string;
  to: string;
  tripIds?: number[];
  tagIds?: number[];
}

/** A trip of the departures listed, named once however many of its departures the range holds. */
export interface DepartureTrip {
  id: number;
  code: string;
  name: string;
  state: number;
  inventoryType: number;
}

/** One departure of a date and shift: its trip (by id) and seats. */
export interface DepartureSeats {
  tripId: number;
  capacity: number | null;
  sold: number;
  locked: number;
  checkedIn: number;
  /**
   * It will not run: it sells nothing and takes no move (docs/catalogue-contract.md section 7). Present on a cancelled
   * departure only, with the job cancelling its orders: a month's thousands of departures carry nothing for it.
   */
  cancelled?: true;
  cancellationJobId?: number | null;
}

/** The departures of one date and shift, by trip code. */
export interface DepartureSlot {
  date: string;
  shift: string | null;
  departures: DepartureSeats[];
}

export interface DepartureList {
  trips: DepartureTrip[];
  list: DepartureSlot[];
}

/** A departure of the answer with what it is sorted and grouped by: its date, shift and its trip's rank by code. */
interface Placed {
  date: string;
  shift: string | null;
  rank: number;
  seats: DepartureSeats;
}

const released = sql.join(
  RELEASED_TICKET_STATES.map((state) => sql`${state}`),
  sql`, `,
);
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A trip chosen by the query, with what its departures' capacity needs. */
interface ChosenTrip extends DepartureTrip {
  totalQuantity: number | null;
}

/** A departure holding seats, `shift` '' for a trip without shifts (migration 0025). */
interface SeatRow {
  tripId: number;
  date: string;
  shift: string;
  sold: number;
  locked: number;
  checkedIn: number;
}

/** A cancelled departure, `shift` '' for a trip without shifts (departure_cancellations). */
interface CancellationRow {
  tripId: number;
  date: string;
  shift: string;
  jobId: number | null;
}

/** A date and shift a date/shift-inventory trip sells, with its quantity. */
interface StockRow {
  tripId: number;
  date: string;
  shift: string;
  quantity: number;
}

/** Capacity by the trip's inventory type: its shared total (0), unlimited (1), the date and shift's stock (2). */
const capacityOf = (trip: ChosenTrip, stock: number | undefined): number | null =>
  trip.inventoryType === 0 ? trip.totalQuantity : trip.inventoryType === 1 ? null : (stock ?? 0);

/**
 * Every departure (trip × date × shift) of the tenant between two dates: the dates a trip sells by date/shift
 * inventory, and every date and shift holding a seat of any trip (docs/catalogue-contract.md section 7). Counts follow
 * the reservation statistics (section 5): sold = paid seats, locked = seats of orders being paid, checked in = tickets
 * in state 1, read from the departures' seat counters (migration 0025). Capacity: the inventory row's quantity; a
 * total-quantity trip's shared total; null for unlimited. Each trip's code, name and state travel once, in `trips`,
 * and each date and shift once, with its departures under it: a busy month is thousands of departures of a few dozen
 * trips on a few hundred dates and shifts.
 *
 * Plain statements side by side (the trips, their seat counters, their stock, the cancellations), joined here by
 * departure: one statement joining them cost more to plan and join than these do together (docs/scale-contract.md
 * section 9, "The departures calendar"). The trips' ids as an array make each read one range of its key per trip.
 */
export async function listDepartures(db: Db, tenantId: number, query: DepartureQuery): Promise<DepartureList> {
  assertValid(departureRangeFailures(query));
  const filters: SQL[] = [sql`trips.tenant_id = ${tenantId}`];
  if (query.tripIds?.length) filters.push(sql`trips.id in (${idList(query.tripIds)})`);
  if (query.tagIds?.length)
    filters.push(
      sql`exists (select 1 from trip_tags where trip_tags.trip_id = trips.id and trip_tags.tag_id in (${idList(query.tagIds)}))`,
    );
  const chosen = sql.join(filters, sql` and `);
  const dates = sql`date between ${query.from} and ${query.to}`;
  const [tripRows, seatRows, stockRows, cancellationRows] = await Promise.all([
    rowsOf<ChosenTrip>(
      db,
      sql`select id, code, name, state, inventory_type as "inventoryType", total_quantity as "totalQuantity"
      from trips where ${chosen} order by code`,
    ),
    rowsOf<SeatRow>(
      db,
      sql`select trip_id as "tripId", date, shift, sold, locked, checked_in as "checkedIn" from departure_seat_counts
      where trip_id = any(array(select trips.id from trips where ${chosen})) and ${dates} and sold + locked > 0`,
    ),
    rowsOf<StockRow>(
      db,
      sql`select trip_id as "tripId", date, shift, quantity from trip_inventories
      where trip_id = any(array(select trips.id from trips where ${chosen} and trips.inventory_type = 2)) and ${dates}`,
    ),
    rowsOf<CancellationRow>(
      db,
      sql`select trip_id as "tripId", date, shift, job_id as "jobId" from departure_cancellations
      where trip_id = any(array(select trips.id from trips where ${chosen})) and ${dates}`,
    ),
  ]);
  // Integer columns: both drivers answer them as numbers, so the rows are the answer as read. The statements read on
  // separate connections: a trip added between them has departures but no name here, and its departures are left out,
  // as if read a moment earlier (a client refuses a departure of no trip named).
  const tripsById = new Map(tripRows.map((trip) => [trip.id, trip]));
  const rank = new Map(
    [...tripRows].sort((a, b) => compareText(a.code, b.code)).map((trip, index) => [trip.id, index]),
  );
  // A trip without shifts counts its seats under shift '', and lists its departures with none (null); its stock, like
  // every stock row, names a shift, so only seats of a named shift can meet a stock row.
  const key = (tripId: number, date: string, shift: string) => `${tripId}|${date}|${shift}`;
  const seatsByDeparture = new Map<string, SeatRow>();
  for (const seats of seatRows)
    if (seats.shift !== "") seatsByDeparture.set(key(seats.tripId, seats.date, seats.shift), seats);
  // A cancelled departure is listed (as cancelled) even once its orders' tickets are all cancelled and it holds no seat.
  const cancellations = new Map(cancellationRows.map((row) => [key(row.tripId, row.date, row.shift), row.jobId]));
  const placed: Placed[] = [];
  const add = (tripId: number, date: string, shift: string | null, stock: number | undefined, seats?: SeatRow) => {
    const trip = tripsById.get(tripId);
    if (!trip) return;
    const cancelledKey = key(tripId, date, shift ?? "");
    const cancelled = cancellations.has(cancelledKey)
      ? { cancelled: true as const, cancellationJobId: cancellations.get(cancelledKey) ?? null }
      : {};
    cancellations.delete(cancelledKey);
    placed.push({
      date,
      shift,
      rank: rank.get(tripId)!,
      seats: {
        tripId,
        capacity: capacityOf(trip, stock),
        sold: seats?.sold ?? 0,
        locked: seats?.locked ?? 0,
        checkedIn: seats?.checkedIn ?? 0,
        ...cancelled,
      },
    });
  };
  for (const stock of stockRows) {
    const departure = key(stock.tripId, stock.date, stock.shift);
    const seats = seatsByDeparture.get(departure);
    if (seats) seatsByDeparture.delete(departure);
    add(stock.tripId, stock.date, stock.shift, stock.quantity, seats);
  }
  for (const seats of seatRows) {
    const unmatched = seats.shift === "" || seatsByDeparture.has(key(seats.tripId, seats.date, seats.shift));
    if (unmatched) add(seats.tripId, seats.date, seats.shift === "" ? null : seats.shift, undefined, seats);
  }
  for (const row of cancellationRows)
    if (cancellations.has(key(row.tripId, row.date, row.shift)))
      add(row.tripId, row.date, row.shift === "" ? null : row.shift, undefined);
  const list = bySlot(placed.sort(byDateShiftTrip));
  const listed = new Set(placed.map(({ seats }) => seats.tripId));
  return {
    trips: tripRows
      .filter((trip) => listed.has(trip.id))
      .map(({ id, code, name, state, inventoryType }) => ({ id, code, name, state, inventoryType })),
    list,
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * By date, shift (none first) and trip code (the trip's rank by code), as the database's collation (C.UTF-8, code
 * point order) would sort them. Sorted here, where the rows are joined, rather than in a statement
 * (docs/scale-contract.md section 9, "The departures calendar").
 */
const byDateShiftTrip = (a: Placed, b: Placed): number =>
  compareText(a.date, b.date) ||
  (a.shift === b.shift ? 0 : a.shift === null ? -1 : b.shift === null ? 1 : compareText(a.shift, b.shift)) ||
  a.rank - b.rank;

/** Sorted departures, those of one date and shift together under it. */
function bySlot(sorted: Placed[]): DepartureSlot[] {
  const slots: DepartureSlot[] = [];
  let slot: DepartureSlot | undefined;
  for (const { date, shift, seats } of sorted) {
    if (!slot || slot.date !== date || slot.shift !== shift) slots.push((slot = { date, shift, departures: [] }));
    slot.departures.push(seats);
  }
  return slots;
}

export interface ManifestQuery {
  tripId: number;
  date: string;
  shift?: string | null;
}

interface PassengerRow {
  ticketNumber: string;
  orderNumber: string;
  orderId: number | null;
  passengerName: string;
  passengerType: number;
  option: string | null;
  buyerName: string | null;
  status: number;
  held: boolean;
  checkedBy: string | null;
  checkTime: string | null;
}

/**
 * One departure's passengers: the tickets holding a seat (refunded and voided ones travel no more), by ticket
 * number, at most MANIFEST_PASSENGERS_MAX (`truncated` says when more exist), each with its order's buyer and its
 * check-in state, and the departure's counts. Another tenant's trip, or a date and shift it does not run, is 20404.
 */
export async function departureManifest(db: Db, tenantId: number, query: ManifestQuery) {
  const trip = await findTripRow(db, tenantId, query.tripId);
  const shift = query.shift || null;
  const day = await listDepartures(db, tenantId, { from: query.date, to: query.date, tripIds: [trip.id] });
  // One trip and one date: a slot holds at most one departure.
  const slot = day.list.find((row) => row.shift === shift);
  const [named] = day.trips;
  if (!slot || !named) throw notFound();
  const departure = {
    date: slot.date,
    shift: slot.shift,
    ...slot.departures[0],
    tripCode: named.code,
    tripName: named.name,
    tripState: named.state,
    inventoryType: named.inventoryType,
  };
  const passengers = await rowsOf<PassengerRow>(
    db,
    sql`
    select r.ticket_number as "ticketNumber", r.order_number as "orderNumber", o.id as "orderId",
      r.passenger_name as "passengerName",
      r.passenger_type as "passengerType", r.option, r.status, r.held, r.checked_by as "checkedBy",
      to_char(r.check_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "checkTime",
      nullif(trim(o.contact_first_name || ' ' || o.contact_last_name), '') as "buyerName"
    from reservations r
    left join orders o on o.tenant_id = r.tenant_id and o.order_number = r.order_number
    where r.tenant_id = ${tenantId} and r.trip_id = ${trip.id} and r.date = ${query.date}
      and ${shift === null ? sql`r.shift is null` : sql`r.shift = ${shift}`}
      and r.status not in (${released})
    order by r.ticket_number
    limit ${MANIFEST_PASSENGERS_MAX + 1}`,
  );
  return {
    departure,
    truncated: passengers.length > MANIFEST_PASSENGERS_MAX,
    list: passengers.slice(0, MANIFEST_PASSENGERS_MAX),
  };
}

/** The trips and tags the calendar offers as filters: ids and names only, so no trip detail leaves with them. */
export async function departureFilters(db: Db, tenantId: number) {
  const [tripRows, tagRows] = await Promise.all([
    db
      .select({ id: trips.id, code: trips.code, name: trips.name })
      .from(trips)
      .where(eq(trips.tenantId, tenantId))
      .orderBy(asc(trips.code)),
    db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.tenantId, tenantId)).orderBy(asc(tags.name)),
  ]);
  return { trips: tripRows, tags: tagRows };
}
