import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";
import { containingPattern, containsText } from "./filters";

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
export async function orderNumberSearch(
  db: Db,
  tenantId: number,
  value: string,
  longerAtMost = LONGER_AT_MOST,
): Promise<SQL> {
  const text = value.trim();
  const textLength = sql`length(lower(${text}))`;
  const longer = db
    .select({ id: orders.id, contains: sql<boolean>`${lowered} like lower(${containingPattern(text)})`.as("contains") })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), sql`${loweredLength} > ${textLength}`))
    .orderBy(desc(loweredLength))
    .limit(longerAtMost + 1)
    .as("longer");
  const [probe] = await db
    .select({
      count: sql<number>`count(*)::int`,
      containing: sql<number[]>`coalesce(array_agg(${longer.id}) filter (where ${longer.contains}), '{}')`,
    })
    .from(longer);
  if (probe.count > longerAtMost) return containsText(orders.orderNumber, text);
  // The tenant named here too: a refund search joins the orders, and the index leads with it.
  const equal = sql`(${orders.tenantId} = ${tenantId} and ${loweredLength} = ${textLength} and ${lowered} = lower(${text}))`;
  return probe.containing.length === 0 ? equal : sql`(${equal} or ${inArray(orders.id, probe.containing)})`;
}
