import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";
import { inline, plannedOnce, StatementShapes, type Bind } from "../../db/statement-shapes";
import { containingPattern } from "./filters";

/** Above this many order numbers longer than the text, the search is a part of a number: the trigram index's. */
const LONGER_AT_MOST = 1_000;

const lowered = sql`lower(${orders.orderNumber})`;
const loweredLength = sql`length(lower(${orders.orderNumber}))`;

/**
 * An order-number search, a case-insensitive substring (`ilike`, which compares the lowered texts), as the condition
 * that finds it fastest. A number contains the text only when its lowered form is as long and equal, or longer and
 * contains it. A whole number searched leaves few longer numbers (a tenant's numbers have one or two lengths): one
 * probe of the `(tenant, lowered length, lowered number)` index, longest first, reads them and keeps those that
 * contain the text, and the search is the equal number (the same index) or those by id. Both stay flat at any number
 * of orders, where the trigram index reads lists of trigrams every number shares (`BN0`, `000`) that grow with the
 * orders, and neither leans on statistics of the index's expressions (a new index, or PGlite, has none). A part of a
 * number, with more longer numbers than the probe reads, is the trigram index's (docs/scale-contract.md section 9).
 */
function prepareProbe(db: Db) {
  const text = sql.placeholder("text");
  const longer = db
    .select({
      id: orders.id,
      contains: sql<boolean>`${lowered} like lower(${sql.placeholder("pattern")})`.as("contains"),
    })
    .from(orders)
    .where(and(eq(orders.tenantId, sql.placeholder("tenantId")), sql`${loweredLength} > length(lower(${text}))`))
    .orderBy(desc(loweredLength))
    .limit(sql.placeholder("longerLimit"))
    .as("longer");
  return db
    .select({
      count: sql<number>`count(*)::int`,
      containing: sql<number[]>`coalesce(array_agg(${longer.id}) filter (where ${longer.contains}), '{}')`,
    })
    .from(longer)
    .prepare(plannedOnce("order-number-probe"));
}

const probes = new StatementShapes<ReturnType<typeof prepareProbe>>();

/**
 * An order-number search, a case-insensitive substring (`ilike`, which compares the lowered texts), as the condition
 * that finds it fastest. A number contains the text only when its lowered form is as long and equal, or longer and
 * contains it. A whole number searched leaves few longer numbers (a tenant's numbers have one or two lengths): one
 * probe of the `(tenant, lowered length, lowered number)` index, longest first, reads them and keeps those that
 * contain the text, and the search is the equal number (the same index) or those by id. Both stay flat at any number
 * of orders, where the trigram index reads lists of trigrams every number shares (`BN0`, `000`) that grow with the
 * orders, and neither leans on statistics of the index's expressions (a new index, or PGlite, has none). A part of a
 * number, with more longer numbers than the probe reads, is the trigram index's (docs/scale-contract.md section 9).
 * `bind`: how the condition holds its values (a list's `Binder`, or `inline`); each of its forms binds other names.
 */
export async function orderNumberSearch(
  db: Db,
  tenantId: number,
  value: string,
  bind: Bind = inline,
  longerAtMost = LONGER_AT_MOST,
): Promise<SQL> {
  const text = value.trim();
  const [probe] = await probes
    .get(db, "probe", () => prepareProbe(db))
    .execute({
      text,
      pattern: containingPattern(text),
      tenantId,
      longerLimit: longerAtMost + 1,
    });
  if (probe.count > longerAtMost)
    return sql`${orders.orderNumber} ilike ${bind("numberPattern", containingPattern(text))}`;
  const bound = bind("numberText", text);
  // The tenant named here too: a refund search joins the orders, and the index leads with it.
  const equal = sql`(${orders.tenantId} = ${bind("tenantId", tenantId)} and ${loweredLength} = length(lower(${bound})) and ${lowered} = lower(${bound}))`;
  if (probe.containing.length === 0) return equal;
  return sql`(${equal} or ${orders.id} = any(${bind("numberIds", probe.containing)}::int[]))`;
}
