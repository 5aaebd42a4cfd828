import { asc, eq, sql, type SQL } from "drizzle-orm";
import { departureRangeFailures, MANIFEST_PASSENGERS_MAX } from "#rules";
import type { Db } from "../../db/connect";
import { tags, trips } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import { rowsOf } from "../ledger/period";
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

/** One departure: its trip (by id), date, shift and seats. */
export interface DepartureSeats {
  tripId: number;
  date: string;
  shift: string | null;
  capacity: number | null;
  sold: number;
  locked: number;
  checkedIn: number;
}

export interface DepartureList {
  trips: DepartureTrip[];
  list: DepartureSeats[];
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

/**
 * Every departure (trip × date × shift) of the tenant between two dates, in one statement: the dates a trip sells by
 * date/shift inventory, and every date and shift holding a seat of any trip (docs/catalogue-contract.md section 7).
 * Counts follow the reservation statistics (section 5): sold = paid seats, locked = seats of orders being paid,
 * checked in = tickets in state 1, read from the departures' seat counters (migration 0025). Capacity: the inventory
 * row's quantity; a total-quantity trip's shared total; null for unlimited. No loop per trip: a month of fifty trips
 * is one plan (docs/scale-contract.md sections 3 and 9). Each trip's code, name and state travel once, in `trips`
 * (a second statement beside it), not on every one of its departures: a busy month is thousands of departures of a
 * few dozen trips.
 */
export async function listDepartures(db: Db, tenantId: number, query: DepartureQuery): Promise<DepartureList> {
  assertValid(departureRangeFailures(query));
  const filters: SQL[] = [sql`trips.tenant_id = ${tenantId}`];
  if (query.tripIds?.length) filters.push(sql`trips.id in (${idList(query.tripIds)})`);
  if (query.tagIds?.length)
    filters.push(
      sql`exists (select 1 from trip_tags where trip_tags.trip_id = trips.id and trip_tags.tag_id in (${idList(query.tagIds)}))`,
    );
  const chosenTrips = sql`
    select trips.id, trips.code, trips.name, trips.state, trips.inventory_type, trips.total_quantity
    from trips where ${sql.join(filters, sql` and `)}`;
  const [tripRows, list] = await Promise.all([
    rowsOf<DepartureTrip>(
      db,
      sql`select id, code, name, state, inventory_type as "inventoryType" from (${chosenTrips}) chosen order by code`,
    ),
    rowsOf<DepartureSeats>(
      db,
      sql`
      with chosen as (${chosenTrips}),
      seats as (
        select c.trip_id, c.date, nullif(c.shift, '') as shift, c.sold, c.locked, c.checked_in
        from departure_seat_counts c join chosen on chosen.id = c.trip_id
        where c.date between ${query.from} and ${query.to} and c.sold + c.locked > 0
      ),
      stock as (
        select i.trip_id, i.date, i.shift, i.quantity
        from trip_inventories i join chosen on chosen.id = i.trip_id
        where chosen.inventory_type = 2 and i.date between ${query.from} and ${query.to}
      )
      select chosen.id as "tripId",
        coalesce(stock.date, seats.date) as "date", coalesce(stock.shift, seats.shift) as "shift",
        case chosen.inventory_type when 0 then chosen.total_quantity when 1 then null
          else coalesce(stock.quantity, 0) end as "capacity",
        coalesce(seats.sold, 0) as "sold", coalesce(seats.locked, 0) as "locked",
        coalesce(seats.checked_in, 0) as "checkedIn"
      from stock full join seats
        on seats.trip_id = stock.trip_id and seats.date = stock.date and seats.shift = stock.shift
      join chosen on chosen.id = coalesce(stock.trip_id, seats.trip_id)`,
    ),
  ]);
  // Integer columns and expressions: both drivers answer them as numbers, so the rows are the answer as read.
  // The two statements read on two connections: a trip added between them has departures but no name here, and
  // its departures are left out, as if read a moment earlier (a client refuses a departure of no trip named).
  const codes = new Map(tripRows.map((trip) => [trip.id, trip.code]));
  const named = list.filter((row) => codes.has(row.tripId));
  const listed = new Set(named.map((row) => row.tripId));
  return { trips: tripRows.filter((trip) => listed.has(trip.id)), list: named.sort(byDateShiftCode(codes)) };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * By date, shift (none first) and trip code, as the database's collation (C.UTF-8, code point order) would sort them.
 * Sorted here rather than in the statement: PostgreSQL took 8–10 ms to sort a month's 2 759 rows by those three
 * texts, this about 2 (docs/scale-contract.md section 9).
 */
const byDateShiftCode =
  (codes: Map<number, string>) =>
  (a: DepartureSeats, b: DepartureSeats): number =>
    compareText(a.date, b.date) ||
    (a.shift === b.shift ? 0 : a.shift === null ? -1 : b.shift === null ? 1 : compareText(a.shift, b.shift)) ||
    compareText(codes.get(a.tripId)!, codes.get(b.tripId)!);

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
  const seats = day.list.find((row) => row.shift === shift);
  const [named] = day.trips;
  if (!seats || !named) throw notFound();
  const departure = {
    ...seats,
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
