import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { assertValid } from "../../protocol/errors";
import {
  comparisonRange,
  reportComparisonFailures,
  reportRangeFailures,
  type ReportComparisonInput,
  type ReportGrouping,
} from "../../protocol/rules";
import { centsOf, formatCents, sumCents, type Cents } from "../../shared/money";
import { rowsOf } from "../../db/raw";

export interface ReportRange {
  dateFrom: string;
  dateTo: string;
}

/** The range rules (docs/money-contract.md section 4), the same the gateway and the console check. */
export function checkRange<T extends { dateFrom?: string; dateTo?: string; groupBy?: ReportGrouping }>(
  input: T,
): T & ReportRange {
  assertValid(reportRangeFailures(input));
  return input as T & ReportRange;
}

/**
 * The period a local day belongs to: a day, a week from Monday or a month from the 1st, a partial first period
 * starting at `dateFrom` (clipped to the range); `all` is the whole range as one period.
 */
function periodOf(day: SQL, groupBy: ReportGrouping | "all", dateFrom: string): SQL {
  if (groupBy === "day") return day;
  if (groupBy === "all") return sql`${dateFrom}::date`;
  const unit = groupBy === "week" ? sql.raw("'week'") : sql.raw("'month'");
  return sql`greatest(date_trunc(${unit}, ${day})::date, ${dateFrom}::date)`;
}

interface PeriodRow {
  period_start: string;
  gross: string;
  orders: number;
  tickets: number;
  refunds: string;
  chargebacks: string;
}

/**
 * Sold orders, tickets, refunds and lost chargebacks per period of the range; every period, empty ones with zeros.
 * All come from daily rollups kept by triggers, one row per local day (and channel): sales from `ledger_daily_sales`
 * (migration 0010) rather than every order joined to its lines; refunds by completion and lost chargebacks by
 * chargeback time from `ledger_daily_losses` (migration 0028) rather than row by row: a report's cost follows its
 * days, not the year's orders, refunds and chargebacks (docs/scale-contract.md section 9).
 */
async function periodRows(
  db: Db,
  tenantId: number,
  range: ReportRange,
  groupBy: ReportGrouping | "all",
): Promise<PeriodRow[]> {
  const days = sql`between ${range.dateFrom}::date and ${range.dateTo}::date`;
  return rowsOf<PeriodRow>(
    db,
    sql`with periods as (
          select distinct ${periodOf(sql`d::date`, groupBy, range.dateFrom)} as start
            from generate_series(${range.dateFrom}::date, ${range.dateTo}::date, interval '1 day') as d),
        sales as (
          select ${periodOf(sql`s.day`, groupBy, range.dateFrom)} as start, sum(s.gross) as gross,
                 sum(s.orders) as orders, sum(s.tickets) as tickets
            from ledger_daily_sales s
           where s.tenant_id = ${tenantId} and s.day ${days}
           group by 1),
        losses as (
          select ${periodOf(sql`l.day`, groupBy, range.dateFrom)} as start, sum(l.refunds) as refunds,
                 sum(l.chargebacks) as chargebacks
            from ledger_daily_losses l
           where l.tenant_id = ${tenantId} and l.day ${days}
           group by 1)
      select to_char(p.start, 'YYYY-MM-DD') as period_start, coalesce(sales.gross, 0)::text as gross,
             coalesce(sales.orders, 0)::int as orders, coalesce(sales.tickets, 0)::int as tickets,
             coalesce(losses.refunds, 0)::text as refunds, coalesce(losses.chargebacks, 0)::text as chargebacks
        from periods p
        left join sales on sales.start = p.start
        left join losses on losses.start = p.start
       order by p.start`,
  );
}

interface Totals {
  gross: Cents;
  refunds: Cents;
  chargebacks: Cents;
  orders: number;
  tickets: number;
}

const totalsOf = (rows: PeriodRow[]): Totals => ({
  gross: sumCents(rows.map((row) => centsOf(row.gross))),
  refunds: sumCents(rows.map((row) => centsOf(row.refunds))),
  chargebacks: sumCents(rows.map((row) => centsOf(row.chargebacks))),
  orders: rows.reduce((sum, row) => sum + row.orders, 0),
  tickets: rows.reduce((sum, row) => sum + row.tickets, 0),
});

const moneyFigures = (totals: Totals) => ({
  gross: formatCents(totals.gross),
  refunds: formatCents(totals.refunds),
  chargebacks: formatCents(totals.chargebacks),
  net: formatCents(totals.gross - totals.refunds - totals.chargebacks),
  orders: totals.orders,
  tickets: totals.tickets,
});

const figures = (totals: Totals) => ({
  ...moneyFigures(totals),
  averageOrderValue: formatCents(totals.orders === 0 ? 0n : totals.gross / BigInt(totals.orders)),
});

export async function incomeReport(
  db: Db,
  tenantId: number,
  body: Partial<ReportRange> & ReportComparisonInput & { groupBy: ReportGrouping },
) {
  const input = checkRange(body);
  assertValid(reportComparisonFailures(input));
  const compareWith = input.compareWith ?? "previous";
  const previous = comparisonRange(input, input);
  const series = await periodRows(db, tenantId, input, input.groupBy);
  const [previousRow] = await periodRows(db, tenantId, previous, "all");
  // Both splits read the daily rollups of the range.
  const splits = await rowsOf<{
    split: "method" | "channel";
    key: number;
    name: string | null;
    amount: string;
    count: number;
  }>(
    db,
    sql`with methods as (
          select payment_type, sum(amount) as amount, sum(count) as count from ledger_daily_methods
           where tenant_id = ${tenantId} and day between ${input.dateFrom}::date and ${input.dateTo}::date
           group by 1),
        channels_sold as (
          select channel_id, sum(gross) as amount, sum(orders) as count from ledger_daily_sales
           where tenant_id = ${tenantId} and day between ${input.dateFrom}::date and ${input.dateTo}::date
           group by 1 having sum(orders) > 0)
      select 'method' as split, payment_type as key, null as name, amount::text as amount, count::int as count
        from methods
      union all
      select 'channel', c.id, c.key, s.amount::text, s.count::int
        from channels_sold s join channels c on c.id = s.channel_id
       order by 1 desc, 2`,
  );
  const methods = splits.filter((row) => row.split === "method");
  const byChannel = splits.filter((row) => row.split === "channel");
  return {
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    groupBy: input.groupBy,
    compareWith,
    previousDateFrom: previous.dateFrom,
    previousDateTo: previous.dateTo,
    current: figures(totalsOf(series)),
    previous: figures(totalsOf([previousRow])),
    series: series.map((row) => ({ periodStart: row.period_start, ...moneyFigures(totalsOf([row])) })),
    byPaymentMethod: methods.map((row) => ({
      paymentType: row.key,
      amount: formatCents(centsOf(row.amount)),
      count: row.count,
    })),
    byChannel: byChannel.map((row) => ({
      channelId: row.key,
      channelName: row.name!,
      gross: formatCents(centsOf(row.amount)),
      orders: row.count,
    })),
  };
}
