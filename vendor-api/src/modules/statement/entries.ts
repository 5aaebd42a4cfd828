/**
 * A statement's entries (docs/money-contract.md section 3) as one SQL row source: the lines are their sums, the entry
 * list pages them, so the two cannot disagree. Fees are floored to the cent per payment and per order.
 */
import { sql, type SQL } from "drizzle-orm";
import { codesOf, STATEMENT_ENTRY_KINDS, type Code } from "#rules";
import { chargebacks, completedRefunds, settledCardPayments, soldOrders } from "../ledger/events";
import { localMidnight, type Window } from "../ledger/period";
import type { StatementRates } from "./rates";

/** In the order a statement adds its lines up. */
export const ENTRY_KINDS = codesOf(STATEMENT_ENTRY_KINDS);
export type EntryKind = Code<typeof STATEMENT_ENTRY_KINDS>;

const floorCents = (amount: SQL) => sql`(floor((${amount}) * 100) / 100)`;

/**
 * Columns: kind, rank (the kind's position, to order entries of one instant), time, amount (signed numeric),
 * order_id, refund_id, payment_id, source_id. `months` is the window's first local month and the month after its last,
 * as dates: each month in between gets its subscription fee entry at its first local midnight.
 */
export function statementEntries(
  tenantId: number,
  timeZone: string,
  rates: StatementRates,
  window: Window,
  months: { first: SQL; end: SQL },
): SQL {
  const rank = (kind: EntryKind) => sql.raw(String(ENTRY_KINDS.indexOf(kind)));
  return sql`
    select 'order' as kind, ${rank("order")} as rank, o.created_at as time, o.pay_amount as amount,
           o.id as order_id, null::int as refund_id, null::int as payment_id, o.id as source_id
      from (${soldOrders(tenantId, window)}) o
    union all
    select 'refund', ${rank("refund")}, r.complete_time, -r.amount, r.order_id, r.id, r.payment_id, r.id
      from (${completedRefunds(tenantId, window)}) r
    union all
    select 'chargeback', ${rank("chargeback")}, c.charge_back_time, -c.charge_back_amount, c.order_id, null, c.id, c.id
      from (${chargebacks(tenantId, window, { lost: true })}) c
    union all
    select 'chargeback_fee', ${rank("chargeback_fee")}, c.charge_back_time, -${rates.chargebackFee}::numeric,
           c.order_id, null, c.id, c.id
      from (${chargebacks(tenantId, window, { lost: false })}) c
    union all
    select 'processing_fee', ${rank("processing_fee")}, p.pay_time,
           -(${floorCents(sql`p.amount * ${rates.cardRate}::numeric`)} + ${rates.cardFixed}::numeric),
           p.order_id, null, p.id, p.id
      from (${settledCardPayments(tenantId, window)}) p
    union all
    select 'commission', ${rank("commission")}, o.created_at,
           -${floorCents(sql`o.pay_amount * ${rates.commissionRate}::numeric`)}, o.id, null, null, o.id
      from (${soldOrders(tenantId, window)}) o
    union all
    select 'subscription_fee', ${rank("subscription_fee")}, ${localMidnight(sql`m`, timeZone)},
           -${rates.subscriptionFee}::numeric, null, null, null, 0
      from generate_series((${months.first})::timestamp, (${months.end})::timestamp - interval '1 month',
                           interval '1 month') as m`;
}
