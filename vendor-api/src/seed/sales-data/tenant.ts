import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { channels, users } from "../../db/schema";
import type { Operator } from "./writer";

/** The data's "today": nothing is checked in, refunded or charged back after it. */
export const SALES_REFERENCE_DATE = new Date("2025-10-01T00:00:00.000Z");
/** Orders are created from November 2024 to late September 2025. */
export const SALES_FROM = new Date("2024-11-01T00:00:00.000Z");
export const SALES_TO = new Date("2025-09-25T00:00:00.000Z");

/** The tenant's web and app channels. */
export async function tenantChannels(db: Db, tenantId: number) {
  const rows = await db.select().from(channels).where(eq(channels.tenantId, tenantId));
  const idOf = (key: string) => rows.find((row) => row.key === key)?.id ?? rows[0].id;
  return { web: idOf("web"), app: idOf("app") };
}

/** The tenant's first users: they book some orders, check tickets in and handle refunds. */
export async function tenantOperators(db: Db, tenantId: number): Promise<Operator[]> {
  const rows = await db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.id))
    .limit(5);
  return rows;
}
