import { ORDER_STATES, TICKET_STATUSES } from "#rules";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { trips } from "../../db/schema";
import type { Code, ReportCountBasis, TRIP_REPORT_SORTS } from "../../protocol/rules";
import { notFound } from "../../protocol/errors";
import { centsOf, formatCents, sumCents } from "../../shared/money";
import { completedRefunds } from "../ledger/events";
import { dayWindow, tenantTimeZone, within, type Window } from "../ledger/period";
import { rowsOf } from "../../db/raw";
import { rowsBefore } from "../../db/list-query";
import { checkRange, type ReportRange } from "./income";

type TripReportSort = Code<typeof TRIP_REPORT_SORTS>;

const SORT_COLUMNS: Record<TripReportSort, SQL> = {
  tickets: sql.raw("r.tickets"),
  revenue: sql.raw("r.revenue"),
  refunds: sql.raw("r.refunds"),
};

const SOLD_STATES = sql.raw([ORDER_STATES.COMPLETED, ORDER_STATES.UNSHIPPED].join(", "));

/** A trip report's range with the day it counts by (docs/money-contract.md section 4). */
interface CountedRange extends ReportRange {
  countBy?: ReportCountBasis;
}

/**
 * Whether a sold order `o` counts in the range: by order date, created in its window (the income report's rule); by
 * travel date, `travelDate` (of its line or ticket) in the range. The trip report and the trip detail report both
 * count through this, so with the same basis and range they agree.
 */
function counted(input: CountedRange, window: Window, travelDate: SQL): SQL {
  const basis =
    input.countBy === "travel"
      ? sql`${travelDate} between ${input.dateFrom} and ${input.dateTo}`
      : within(sql`o.created_at`, window);
  return sql`o.state in (${SOLD_STATES}) and ${basis}`;
}

/** The counted sold orders' lines (of one trip when given): trip_id, date, shift ('' for none), quantity, amount. */
const countedLines = (tenantId: number, input: CountedRange, window: Window, tripId?: number): SQL =>
  sql`select l.trip_id, l.date, coalesce(l.shift, '') as shift, l.quantity, l.amount
        from order_lines l join orders o on o.id = l.order_id
       where l.tenant_id = ${tenantId} and ${counted(input, window, sql`l.date`)}
             ${tripId === undefined ? sql`` : sql`and l.trip_id = ${tripId}`}`;

interface TripRow {
  trip_id: number | null;
  trip_code: string;
  trip_name: string;
  tickets: number;
  revenue: string;
  refunded_tickets: number;
  refunds: string;
  total: number;
}

/**
 * Tickets and revenue of the sold orders' lines counted in the range (by order or travel date), and the refunds
 * completed in it, by trip: a refund counts wholly for the trip of its first ticket (lowest ticket id), so the column
 * adds up to the income report's.
 */
export async function tripReport(
  db: Db,
  tenantId: number,
  body: Partial<CountedRange> & {
    pageNum: number;
    pageSize: number;
    sortBy?: TripReportSort;
    sortOrder?: "asc" | "desc";
  },
) {
  const input = checkRange(body);
  const timeZone = await tenantTimeZone(db, tenantId);
  const window = dayWindow(input.dateFrom, input.dateTo, timeZone);
  const direction = sql.raw(input.sortOrder === "asc" ? "asc" : "desc");
  const rows = await rowsOf<TripRow>(
    db,
    sql`with sales as (
          select l.trip_id, sum(l.quantity) as tickets, sum(l.amount) as revenue
            from (${countedLines(tenantId, input, window)}) l group by 1),
        done as (${completedRefunds(tenantId, window)}),
        refund_tickets as (
          select rt.refund_order_id, rt.ticket_id, res.trip_id,
                 row_number() over (partition by rt.refund_order_id order by rt.ticket_id) as position,
                 count(*) over (partition by rt.refund_order_id) as tickets
            from refund_order_tickets rt join reservations res on res.id = rt.ticket_id
           where rt.refund_order_id in (select id from done)),
        refunds as (
          select t.trip_id, sum(d.amount) as refunds, sum(t.tickets) as refunded_tickets
            from done d join refund_tickets t on t.refund_order_id = d.id and t.position = 1 group by 1),
        report as (
          select trips.id as trip_id, trips.code as trip_code, trips.name as trip_name,
                 coalesce(sales.tickets, 0)::int as tickets, coalesce(sales.revenue, 0) as revenue,
                 coalesce(refunds.refunded_tickets, 0)::int as refunded_tickets, coalesce(refunds.refunds, 0) as refunds
            from trips
            left join sales on sales.trip_id = trips.id
            left join refunds on refunds.trip_id = trips.id
           where trips.tenant_id = ${tenantId} and (sales.trip_id is not null or refunds.trip_id is not null))
      select n.total, r.trip_id, r.trip_code, r.trip_name, r.tickets, r.revenue::text as revenue, r.refunded_tickets,
             r.refunds::text as refunds
        from (select count(*)::int as total from report) n
        left join lateral (
          select * from report r
           order by ${SORT_COLUMNS[input.sortBy ?? "tickets"]} ${direction}, r.trip_id asc
           limit ${input.pageSize} offset ${rowsBefore(input)}) r on true`,
  );
  return {
    total: rows[0].total,
    list: rows
      .filter((row) => row.trip_id !== null)
      .map((row) => ({
        tripId: row.trip_id!,
        tripCode: row.trip_code,
        tripName: row.trip_name,
        tickets: row.tickets,
        revenue: formatCents(centsOf(row.revenue)),
        refundedTickets: row.refunded_tickets,
        refunds: formatCents(centsOf(row.refunds)),
      })),
  };
}

interface DetailRow {
  date: string;
  shift: string | null;
  capacity: number | null;
  sold: number;
  checked_in: number;
  refunded: number;
  charged_back: number;
  revenue: string;
}

const CHARGED_BACK = sql.raw(
  [TICKET_STATUSES.CHARGEBACK, TICKET_STATUSES.FRAUDULENT_CHARGEBACK, TICKET_STATUSES.MERCHANT_CHARGEBACK].join(", "),
);

/**
 * One trip by travel date and shift: the counted sold orders' lines (the trip report's tickets and revenue, by the
 * same basis), what became of their tickets (checked in, refunded, charged back: the order stays sold and its line
 * keeps its amount, so a row can have revenue with every ticket refunded or charged back), and the capacity (the
 * date/shift inventory, 0 for a day and shift without one, the trip's total quantity, or null when unlimited). By travel date every inventory day of the
 * range has its row.
 */
export async function tripDetailReport(db: Db, tenantId: number, body: Partial<CountedRange> & { tripId: number }) {
  const input = checkRange(body);
  const [trip] = await db
    .select({
      id: trips.id,
      code: trips.code,
      name: trips.name,
      inventoryMode: trips.inventoryType,
      totalQuantity: trips.totalQuantity,
    })
    .from(trips)
    .where(and(eq(trips.tenantId, tenantId), eq(trips.id, input.tripId)));
  if (!trip) throw notFound();
  const timeZone = await tenantTimeZone(db, tenantId);
  const window = dayWindow(input.dateFrom, input.dateTo, timeZone);
  // By date/shift, a day and shift without an inventory row has no seats on sale (docs/catalogue-contract.md: a trip
  // by date/shift sells its inventories rows), so 0; a sale there (a row removed after it, a shift renamed) is not "unlimited".
  const capacity =
    trip.inventoryMode === 2
      ? sql`coalesce(inv.quantity, 0)`
      : trip.inventoryMode === 0
        ? sql`${trip.totalQuantity}::int`
        : sql`null::int`;
  const inventoryDays =
    input.countBy === "travel"
      ? sql`union select date, coalesce(shift, '') from trip_inventories
             where trip_id = ${trip.id} and date between ${input.dateFrom} and ${input.dateTo}`
      : sql``;
  const rows = await rowsOf<DetailRow>(
    db,
    sql`with lines as (
          select date, shift, sum(quantity) as sold, sum(amount) as revenue
            from (${countedLines(tenantId, input, window, trip.id)}) l group by 1, 2),
        tickets as (
          select r.date, coalesce(r.shift, '') as shift,
                 count(*) filter (where r.status = ${TICKET_STATUSES.CHECKED_IN}) as checked_in,
                 count(*) filter (where r.status = ${TICKET_STATUSES.REFUNDED}) as refunded,
                 count(*) filter (where r.status in (${CHARGED_BACK})) as charged_back
            from reservations r
            join orders o on o.tenant_id = r.tenant_id and o.order_number = r.order_number
           where r.tenant_id = ${tenantId} and r.trip_id = ${trip.id} and ${counted(input, window, sql`r.date`)}
           group by 1, 2),
        keys as (select date, shift from lines union select date, shift from tickets ${inventoryDays})
      select k.date, nullif(k.shift, '') as shift, ${capacity} as capacity,
             coalesce(l.sold, 0)::int as sold, coalesce(t.checked_in, 0)::int as checked_in,
             coalesce(t.refunded, 0)::int as refunded, coalesce(t.charged_back, 0)::int as charged_back,
             coalesce(l.revenue, 0)::text as revenue
        from keys k
        left join lines l on l.date = k.date and l.shift = k.shift
        left join tickets t on t.date = k.date and t.shift = k.shift
        left join trip_inventories inv on inv.trip_id = ${trip.id} and inv.date = k.date
             and coalesce(inv.shift, '') = k.shift
       order by k.date, k.shift`,
  );
  const list = rows.map((row) => ({
    date: row.date,
    shift: row.shift,
    capacity: row.capacity,
    sold: row.sold,
    checkedIn: row.checked_in,
    refunded: row.refunded,
    chargedBack: row.charged_back,
    revenue: formatCents(centsOf(row.revenue)),
  }));
  const count = (key: "sold" | "checkedIn" | "refunded" | "chargedBack") =>
    list.reduce((sum, row) => sum + row[key], 0);
  return {
    trip: { id: trip.id, code: trip.code, name: trip.name, inventoryMode: trip.inventoryMode },
    countBy: input.countBy ?? "order",
    rows: list,
    totals: {
      capacity:
        trip.inventoryMode === 2
          ? list.reduce((sum, row) => sum + (row.capacity ?? 0), 0)
          : trip.inventoryMode === 0
            ? trip.totalQuantity
            : null,
      sold: count("sold"),
      checkedIn: count("checkedIn"),
      refunded: count("refunded"),
      chargedBack: count("chargedBack"),
      revenue: formatCents(sumCents(list.map((row) => centsOf(row.revenue)))),
    },
  };
}
