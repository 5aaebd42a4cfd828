import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { statementPayouts, type StatementSnapshot } from "../../db/schema";
import { notFound } from "../../protocol/errors";
import { isMonth, ORDER_STATES, refundNumber } from "../../protocol/rules";
import { centsOf, formatCents, sumCents } from "../../shared/money";
import { isoText, monthsBetween, monthWindow, tenantTimeZone } from "../ledger/period";
import { rowsOf } from "../../db/raw";
import { rowsBefore } from "../../db/list-query";
import { ENTRY_KINDS, entryPage, type EntryKind } from "./entries";
import { lineRows, type LineRow } from "./lines";
import { ratesOf, type StatementRates } from "./rates";

const LINE_NAMES = {
  order: "order",
  refund: "refund",
  chargeback: "chargeback",
  chargeback_fee: "chargebackFee",
  processing_fee: "processingFee",
  commission: "commission",
  subscription_fee: "subscriptionFee",
} as const satisfies Record<EntryKind, string>;

/** The tenant's statement months: from its first sold order's month through the current month (none without). */
interface Span {
  timeZone: string;
  first: string;
  current: string;
}

export async function statementMonths(db: Db, tenantId: number): Promise<Span | undefined> {
  const timeZone = await tenantTimeZone(db, tenantId);
  const [row] = await rowsOf<{ first: string | null; current: string }>(
    db,
    sql`select to_char(min(created_at) at time zone ${timeZone}, 'YYYY-MM') as first,
               to_char(now() at time zone ${timeZone}, 'YYYY-MM') as current
          from orders where tenant_id = ${tenantId} and state in (${ORDER_STATES.COMPLETED}, ${ORDER_STATES.UNSHIPPED})`,
  );
  if (!row.first) return undefined;
  return { timeZone, first: row.first, current: row.current };
}

async function spanHolding(db: Db, tenantId: number, month: string): Promise<Span> {
  const span = isMonth(month) ? await statementMonths(db, tenantId) : undefined;
  if (!span || month < span.first || month > span.current) throw notFound();
  return span;
}

interface Payout {
  paidAt: Date;
  snapshot: StatementSnapshot | null;
}

async function payouts(db: Db, tenantId: number): Promise<Map<string, Payout>> {
  const rows = await db
    .select({ month: statementPayouts.month, paidAt: statementPayouts.paidAt, snapshot: statementPayouts.snapshot })
    .from(statementPayouts)
    .where(eq(statementPayouts.tenantId, tenantId));
  return new Map(rows.map(({ month, ...payout }) => [month, payout]));
}

type LineName = (typeof LINE_NAMES)[EntryKind];

/** A month's figures as computed from its entries now. */
function liveFigures(rows: LineRow[], rates: StatementRates): StatementSnapshot {
  const line = (kind: EntryKind) => rows.find((row) => row.kind === kind);
  return {
    lines: Object.fromEntries(
      ENTRY_KINDS.map((kind) => [LINE_NAMES[kind], formatCents(centsOf(line(kind)?.amount ?? "0"))]),
    ),
    adjustments: [],
    orderCount: line("order")?.entries ?? 0,
    refundCount: line("refund")?.entries ?? 0,
    chargebackCount: line("chargeback")?.entries ?? 0,
    rates,
  };
}

const linesTotal = (figures: StatementSnapshot) => sumCents(Object.values(figures.lines).map(centsOf));

/**
 * The statement that takes what changed in paid ones after their payment (docs/money-contract.md section 3): the
 * month after the last paid one, which is never paid itself yet.
 */
function carryingMonth(span: Span, paid: Map<string, Payout>): string | undefined {
  const last = [...paid.keys()].sort().at(-1);
  if (!last) return undefined;
  const [next] = monthsBetween(last, span.current).slice(1);
  return next;
}

/**
 * Per paid month: its figures now, less its figures when paid, less what statements paid since then already carried
 * of it. An order, refund or chargeback written later into a paid month, or new rates, end up here, never in the
 * paid statement.
 */
async function adjustments(db: Db, tenantId: number, rates: StatementRates, paid: Map<string, Payout>) {
  const snapshots = [...paid].filter((entry): entry is [string, Payout & { snapshot: StatementSnapshot }] =>
    Boolean(entry[1].snapshot),
  );
  if (snapshots.length === 0) return [];
  const months = snapshots.map(([month]) => month).sort();
  const rows = await lineRows(db, tenantId, rates, months[0], months[months.length - 1]);
  const carried = (month: string) =>
    sumCents(
      snapshots.flatMap(([, { snapshot }]) =>
        snapshot.adjustments.filter((entry) => entry.month === month).map((entry) => centsOf(entry.amount)),
      ),
    );
  return months.flatMap((month) => {
    const now = linesTotal(
      liveFigures(
        rows.filter((row) => row.month === month),
        rates,
      ),
    );
    const amount = now - linesTotal(paid.get(month)!.snapshot!) - carried(month);
    return amount === 0n ? [] : [{ month, amount: formatCents(amount) }];
  });
}

/** The figures a month shows: a paid month's as paid, another's as they are now with what it carries. */
async function figuresOf(
  db: Db,
  tenantId: number,
  context: { span: Span; rates: StatementRates; paid: Map<string, Payout>; rows: LineRow[] },
  month: string,
): Promise<StatementSnapshot> {
  const { span, rates, paid, rows } = context;
  const snapshot = paid.get(month)?.snapshot;
  if (snapshot) return snapshot;
  const figures = liveFigures(
    rows.filter((row) => row.month === month),
    rates,
  );
  if (month !== carryingMonth(span, paid)) return figures;
  return { ...figures, adjustments: await adjustments(db, tenantId, rates, paid) };
}

function statementOf(month: string, span: Span, figures: StatementSnapshot, payout: Payout | undefined) {
  const adjusted = sumCents(figures.adjustments.map((entry) => centsOf(entry.amount)));
  return {
    month,
    state: payout ? 1 : 0,
    open: month === span.current,
    paidAt: payout?.paidAt.toISOString() ?? null,
    lines: figures.lines as Record<LineName, string>,
    adjustments: figures.adjustments,
    balance: formatCents(linesTotal(figures) + adjusted),
    orderCount: figures.orderCount,
    refundCount: figures.refundCount,
    chargebackCount: figures.chargebackCount,
  };
}
export type Statement = ReturnType<typeof statementOf>;

export async function listStatements(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; state?: number; year?: number },
) {
  const span = await statementMonths(db, tenantId);
  if (!span) return { list: [], total: 0 };
  const [rates, paid] = [await ratesOf(db, tenantId), await payouts(db, tenantId)];
  const months = monthsBetween(span.first, span.current)
    .reverse()
    .filter((month) => query.year === undefined || month.startsWith(`${query.year}-`))
    .filter((month) => query.state === undefined || (paid.has(month) ? 1 : 0) === query.state);
  const page = months.slice(rowsBefore(query), rowsBefore(query) + query.pageSize);
  if (page.length === 0) return { list: [], total: months.length };
  const rows = await lineRows(db, tenantId, rates, page[page.length - 1], page[0]);
  const list = [];
  for (const month of page) {
    const figures = await figuresOf(db, tenantId, { span, rates, paid, rows }, month);
    list.push(statementOf(month, span, figures, paid.get(month)));
  }
  return { total: months.length, list };
}

async function statementFor(db: Db, tenantId: number, span: Span, month: string) {
  const [rates, paid] = [await ratesOf(db, tenantId), await payouts(db, tenantId)];
  const rows = await lineRows(db, tenantId, rates, month, month);
  const figures = await figuresOf(db, tenantId, { span, rates, paid, rows }, month);
  return { figures, statement: statementOf(month, span, figures, paid.get(month)) };
}

/** A month's statement with the rates its fees were computed at (a paid month's as they were when paid). */
export async function findStatement(db: Db, tenantId: number, month: string) {
  const span = await spanHolding(db, tenantId, month);
  const { figures, statement } = await statementFor(db, tenantId, span, month);
  return { ...statement, rates: figures.rates };
}

interface EntryRow {
  kind: EntryKind;
  time: string;
  amount: string;
  order_id: number | null;
  order_number: string | null;
  refund_id: number | null;
  payment_id: number | null;
}

export async function listStatementEntries(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; month: string; kind?: EntryKind },
) {
  const span = await spanHolding(db, tenantId, query.month);
  const rates = await ratesOf(db, tenantId);
  const kinds = query.kind === undefined ? ENTRY_KINDS : [query.kind];
  // The total is the month's entry counts as its lines have them (docs/money-contract.md section 3).
  const lines = await lineRows(db, tenantId, rates, query.month, query.month);
  const total = lines.filter((line) => kinds.includes(line.kind)).reduce((sum, line) => sum + line.entries, 0);
  const month = {
    window: monthWindow(query.month, span.timeZone),
    firstDay: `${query.month}-01`,
    timeZone: span.timeZone,
  };
  const page = entryPage(tenantId, rates, month, {
    kinds,
    offset: rowsBefore(query),
    limit: query.pageSize,
  });
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select e.kind, ${isoText(sql`e.time`)} as time, e.amount::text as amount, e.order_id, o.order_number,
               e.refund_id, e.payment_id
          from (${page}) e left join orders o on o.id = e.order_id
         order by e.time, e.rank, e.source_id`,
  );
  return {
    total,
    list: rows.map((row) => ({
      kind: row.kind,
      time: row.time,
      amount: formatCents(centsOf(row.amount)),
      orderId: row.order_id,
      orderNumber: row.order_number,
      refundId: row.refund_id,
      refundNumber: row.refund_id === null ? null : refundNumber(row.refund_id),
      paymentId: row.payment_id,
    })),
  };
}

/**
 * The platform pays a closed month's statement (`pay-statement`) and its figures are kept as they are now, adjustments
 * carried included; paying it again keeps the first payout. A month that
 * is not a closed statement of the tenant (before its first, the open current month, after it) answers 20404.
 */
export async function payStatement(db: Db, tenantId: number, month: string, paidAt: Date) {
  const span = await spanHolding(db, tenantId, month);
  if (month === span.current) throw notFound();
  const { figures } = await statementFor(db, tenantId, span, month);
  await db.insert(statementPayouts).values({ tenantId, month, paidAt, snapshot: figures }).onConflictDoNothing();
  const [row] = await db
    .select({ paidAt: statementPayouts.paidAt })
    .from(statementPayouts)
    .where(and(eq(statementPayouts.tenantId, tenantId), eq(statementPayouts.month, month)));
  return { tenantId, month, paidAt: row.paidAt.toISOString() };
}
