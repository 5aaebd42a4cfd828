import { and, eq, sql, type SQL } from "drizzle-orm";
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
 * contains it. A whole number searched leaves few longer numbers (a tenant's numbers have one or two lengths): both
 * parts are then read from the `(tenant, lowered length, lowered number)` index, flat at any number of orders, where
 * the trigram index reads lists of trigrams every number shares (`BN0`, `000`) that grow with the orders. A part of
 * a number is the trigram index's. Both conditions match the same orders; one probe of the index picks
 * (docs/scale-contract.md section 9).
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
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), sql`${loweredLength} > ${textLength}`))
    .limit(longerAtMost + 1)
    .as("longer");
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(longer);
  if (count > longerAtMost) return containsText(orders.orderNumber, text);
  // `ilike` as it is computed, on the lowered texts: the longer numbers are few, and written so the planner cannot
  // take the trigram index for them.
  return sql`((${loweredLength} = ${textLength} and ${lowered} = lower(${text}))
    or (${loweredLength} > ${textLength} and ${lowered} like lower(${containingPattern(text)})))`;
}
