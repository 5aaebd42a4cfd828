import { ORDER_STATES, TICKET_STATUSES } from "#rules";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { trips } from "../../db/schema";
import type { Code, TRIP_REPORT_SORTS } from "../../protocol/rules";
import { notFound } from "../../protocol/errors";
import { centsOf, formatCents, sumCents } from "../../shared/money";
import { completedRefunds, soldOrders } from "../ledger/events";
import { dayWindow, rowsOf, tenantTimeZone } from "../ledger/period";
import { checkRange, type ReportRange } from "./income";

type TripReportSort = Code<typeof TRIP_REPORT_SORTS>;

const SORT_COLUMNS: Record<TripReportSort, SQL> = {
  tickets: sql.raw("r.tickets"),
  revenue: sql.raw("r.revenue"),
  refunds: sql.raw("r.refunds"),
};

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
 * Tickets and revenue of the sold orders created in the range, and the refunds completed in it, by trip: a refund
 * counts wholly for the trip of its first ticket (lowest ticket id), so the column adds up to the income report's.
 */
export async function tripReport(
  db: Db,
  tenantId: number,
  body: Partial<ReportRange> & {
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
            from (${soldOrders(tenantId, window)}) s join order_lines l on l.order_id = s.id group by 1),
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
           limit ${input.pageSize} offset ${(input.pageNum - 1) * input.pageSize}) r on true`,
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
  revenue: string;
}

const SOLD_TICKETS = sql.raw(
  [TICKET_STATUSES.NORMAL, TICKET_STATUSES.CHECKED_IN, TICKET_STATUSES.REFUNDING].join(", "),
);

/**
 * One trip by travel date and shift in the range: capacity (the date/shift inventory, the trip's total quantity, or
 * null when unlimited), tickets sold (normal, checked in, refunding; not held), checked in, refunded, and the revenue
 * of its sold orders' lines.
 */
export async function tripDetailReport(db: Db, tenantId: number, body: Partial<ReportRange> & { tripId: number }) {
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
  const inRange = (column: SQL) => sql`${column} between ${input.dateFrom} and ${input.dateTo}`;
  const capacity =
    trip.inventoryMode === 2
      ? sql`inv.quantity`
      : trip.inventoryMode === 0
        ? sql`${trip.totalQuantity}::int`
        : sql`null::int`;
  const rows = await rowsOf<DetailRow>(
    db,
    sql`with tickets as (
          select date, coalesce(shift, '') as shift,
                 count(*) filter (where status in (${SOLD_TICKETS}) and not held) as sold,
                 count(*) filter (where status = ${TICKET_STATUSES.CHECKED_IN}) as checked_in,
                 count(*) filter (where status = ${TICKET_STATUSES.REFUNDED}) as refunded
            from reservations
           where tenant_id = ${tenantId} and trip_id = ${trip.id} and ${inRange(sql.raw("date"))}
           group by 1, 2),
        revenue as (
          select l.date, coalesce(l.shift, '') as shift, sum(l.amount) as revenue
            from order_lines l join orders o on o.id = l.order_id
           where l.tenant_id = ${tenantId} and l.trip_id = ${trip.id} and ${inRange(sql.raw("l.date"))}
             and o.state in (${ORDER_STATES.COMPLETED}, ${ORDER_STATES.UNSHIPPED})
           group by 1, 2),
        inv as (
          select date, shift, quantity from trip_inventories
           where trip_id = ${trip.id} and ${inRange(sql.raw("date"))}),
        keys as (
          select date, shift from tickets union select date, shift from revenue
          union select date, shift from inv)
      select k.date, nullif(k.shift, '') as shift, ${capacity} as capacity,
             coalesce(t.sold, 0)::int as sold, coalesce(t.checked_in, 0)::int as checked_in,
             coalesce(t.refunded, 0)::int as refunded, coalesce(r.revenue, 0)::text as revenue
        from keys k
        left join tickets t on t.date = k.date and t.shift = k.shift
        left join revenue r on r.date = k.date and r.shift = k.shift
        left join inv on inv.date = k.date and inv.shift = k.shift
       order by k.date, k.shift`,
  );
  const list = rows.map((row) => ({
    date: row.date,
    shift: row.shift,
    capacity: row.capacity,
    sold: row.sold,
    checkedIn: row.checked_in,
    refunded: row.refunded,
    revenue: formatCents(centsOf(row.revenue)),
  }));
  const count = (key: "sold" | "checkedIn" | "refunded") => list.reduce((sum, row) => sum + row[key], 0);
  return {
    trip: { id: trip.id, code: trip.code, name: trip.name, inventoryMode: trip.inventoryMode },
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
      revenue: formatCents(sumCents(list.map((row) => centsOf(row.revenue)))),
    },
  };
}
