/**
 * A statement's lines and entry counts from the rollups of migration 0028 (docs/money-contract.md sections 3 and 4):
 * the sold orders and settled card payments per local month and amount, the refunds and chargebacks per local day.
 * Each fee is floored per order or payment, so a line is Σ count × fee(amount): exactly the sum of its entries, at
 * the rates asked for, in a few hundred rows a month however many orders it had.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rowsOf } from "../../db/raw";
import { floorCents, type EntryKind } from "./entries";
import type { StatementRates } from "./rates";

export interface LineRow {
  month: string;
  kind: EntryKind;
  amount: string;
  entries: number;
}

/** Every line of the months `from`..`to` (YYYY-MM), one row per month and kind with entries (the fee always). */
export function lineRows(db: Db, tenantId: number, rates: StatementRates, from: string, to: string) {
  const [first, last] = [sql`${`${from}-01`}::date`, sql`${`${to}-01`}::date`];
  const fee = (amount: string) => sql`${amount}::numeric`;
  return rowsOf<LineRow>(
    db,
    sql`with amounts as (
          select to_char(month, 'YYYY-MM') as month, kind, amount, count from ledger_monthly_amounts
           where tenant_id = ${tenantId} and month between ${first} and ${last}),
        losses as (
          select to_char(day, 'YYYY-MM') as month, sum(refunds) as refunds, sum(refund_count) as refund_count,
                 sum(chargebacks) as chargebacks, sum(chargeback_count) as chargeback_count,
                 sum(chargebacks_opened) as opened
            from ledger_daily_losses
           where tenant_id = ${tenantId} and day >= ${first} and day < ${last} + interval '1 month'
           group by 1)
      select month, 'order' as kind, sum(count * amount)::text as amount, sum(count)::int as entries
        from amounts where kind = 'order' group by 1
      union all
      select month, 'commission', (-sum(count * ${floorCents(sql`amount * ${fee(rates.commissionRate)}`)}))::text,
             sum(count)::int
        from amounts where kind = 'order' group by 1
      union all
      select month, 'processing_fee',
             (-sum(count * (${floorCents(sql`amount * ${fee(rates.cardRate)}`)} + ${fee(rates.cardFixed)})))::text,
             sum(count)::int
        from amounts where kind = 'processing_fee' group by 1
      union all
      select month, 'refund', (-refunds)::text, refund_count::int from losses where refund_count > 0
      union all
      select month, 'chargeback', (-chargebacks)::text, chargeback_count::int from losses where chargeback_count > 0
      union all
      select month, 'chargeback_fee', (-opened * ${fee(rates.chargebackFee)})::text, opened::int
        from losses where opened > 0
      union all
      select to_char(m, 'YYYY-MM'), 'subscription_fee', (-${fee(rates.subscriptionFee)})::text, 1
        from generate_series(${first}, ${last}, interval '1 month') as m`,
  );
}
