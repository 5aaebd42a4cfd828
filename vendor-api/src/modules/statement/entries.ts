/**
 * A statement's entries (docs/money-contract.md section 3) as SQL row sources, one per kind; the lines are their sums
 * as the rollups keep them (lines.ts). Fees are floored to the cent per payment and per order.
 */
import { sql, type SQL } from "drizzle-orm";
import { codesOf, STATEMENT_ENTRY_KINDS, type Code } from "#rules";
import { chargebacks, completedRefunds, settledCardPayments, soldOrders } from "../ledger/events";
import { localMidnight, type Window } from "../ledger/period";
import type { StatementRates } from "./rates";

/** In the order a statement adds its lines up. */
export const ENTRY_KINDS = codesOf(STATEMENT_ENTRY_KINDS);
export type EntryKind = Code<typeof STATEMENT_ENTRY_KINDS>;

export const floorCents = (amount: SQL) => sql`(floor((${amount}) * 100) / 100)`;

/** A month of the tenant's statements: its window and its first local day (`YYYY-MM-01`). */
export interface StatementMonth {
  window: Window;
  firstDay: string;
  timeZone: string;
}

/**
 * Each kind's entries of the month. Columns: kind, rank (the kind's position, to order entries of one instant), time,
 * amount (signed numeric), order_id, refund_id, payment_id, source_id.
 */
function entriesOfKind(kind: EntryKind, tenantId: number, rates: StatementRates, month: StatementMonth): SQL {
  const rank = sql.raw(String(ENTRY_KINDS.indexOf(kind)));
  const { window } = month;
  switch (kind) {
    case "order":
      return sql`select 'order' as kind, ${rank} as rank, o.created_at as time, o.pay_amount as amount,
                        o.id as order_id, null::int as refund_id, null::int as payment_id, o.id as source_id
                   from (${soldOrders(tenantId, window)}) o`;
    case "refund":
      return sql`select 'refund' as kind, ${rank} as rank, r.complete_time as time, -r.amount as amount,
                        r.order_id, r.id as refund_id, r.payment_id, r.id as source_id
                   from (${completedRefunds(tenantId, window)}) r`;
    case "chargeback":
      return sql`select 'chargeback' as kind, ${rank} as rank, c.charge_back_time as time,
                        -c.charge_back_amount as amount, c.order_id, null::int as refund_id, c.id as payment_id,
                        c.id as source_id
                   from (${chargebacks(tenantId, window, { lost: true })}) c`;
    case "chargeback_fee":
      return sql`select 'chargeback_fee' as kind, ${rank} as rank, c.charge_back_time as time,
                        -${rates.chargebackFee}::numeric as amount, c.order_id, null::int as refund_id,
                        c.id as payment_id, c.id as source_id
                   from (${chargebacks(tenantId, window, { lost: false })}) c`;
    case "processing_fee":
      return sql`select 'processing_fee' as kind, ${rank} as rank, p.pay_time as time,
                        -(${floorCents(sql`p.amount * ${rates.cardRate}::numeric`)} + ${rates.cardFixed}::numeric)
                          as amount,
                        p.order_id, null::int as refund_id, p.id as payment_id, p.id as source_id
                   from (${settledCardPayments(tenantId, window)}) p`;
    case "commission":
      return sql`select 'commission' as kind, ${rank} as rank, o.created_at as time,
                        -${floorCents(sql`o.pay_amount * ${rates.commissionRate}::numeric`)} as amount,
                        o.id as order_id, null::int as refund_id, null::int as payment_id, o.id as source_id
                   from (${soldOrders(tenantId, window)}) o`;
    case "subscription_fee":
      return sql`select 'subscription_fee' as kind, ${rank} as rank,
                        ${localMidnight(sql`${month.firstDay}`, month.timeZone)} as time,
                        -${rates.subscriptionFee}::numeric as amount, null::int as order_id, null::int as refund_id,
                        null::int as payment_id, 0 as source_id`;
  }
}

/**
 * The month's entries `offset`..`offset + limit` by time, rank, source_id, of the given kinds. Within a kind the rank
 * is one, so each kind's first `offset + limit` entries by time and source_id, read in that order from its index and
 * cut there, hold every entry of the page: the page costs its depth, not the month's entries (docs/scale-contract.md
 * section 9).
 */
export function entryPage(
  tenantId: number,
  rates: StatementRates,
  month: StatementMonth,
  page: { kinds: EntryKind[]; offset: number; limit: number },
): SQL {
  const depth = page.offset + page.limit;
  const branches = page.kinds.map(
    (kind) =>
      sql`(select * from (${entriesOfKind(kind, tenantId, rates, month)}) k order by k.time, k.source_id limit ${depth})`,
  );
  return sql`select * from (${sql.join(branches, sql` union all `)}) e
              order by e.time, e.rank, e.source_id limit ${page.limit} offset ${page.offset}`;
}
