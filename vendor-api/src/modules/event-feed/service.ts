/**
 * The outbox feed for live readers (docs/system-contract.md section 13): the tenant's `domain_events` after a cursor,
 * only of the resources the calling session may list. The vendor API never trusts a caller to filter: a gateway asks
 * with one subscriber's session and checks the others itself, but nothing the session could not list leaves here.
 */
import { and, asc, eq, gt, max, sql, type SQL } from "drizzle-orm";
import { LIVE_RESOURCE_PAGES, LIVE_RESOURCES, type LiveResource } from "#rules";
import type { Db } from "../../db/connect";
import { defineList } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { domainEvents } from "../../db/schema";
import { holdsAny } from "../../protocol/access-guard";
import type { OperatorSession } from "../../protocol/route";

export interface FeedInput {
  /** The `last` of the previous answer; absent: start now (no events, `last` is the newest event's id). */
  after?: number | null;
  limit?: number | null;
  resourceTypes?: LiveResource[] | null;
}

const DEFAULT_LIMIT = 100;

/** The tenant's events in the order they happened, read after a cursor (keyset paging). */
const eventFeed = defineList({
  name: "event-feed",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(domainEvents).where(where).orderBy(asc(domainEvents.id)).limit(cut.limit).offset(cut.offset),
});

export async function readEventFeed(db: Db, session: OperatorSession, input: FeedInput) {
  const tenant = eq(domainEvents.tenantId, session.tenantId);
  if (input.after === undefined || input.after === null) {
    const [row] = await db
      .select({ last: max(domainEvents.id) })
      .from(domainEvents)
      .where(tenant);
    return { list: [], last: row?.last ?? 0 };
  }
  const wanted = input.resourceTypes?.length
    ? LIVE_RESOURCES.filter((r) => input.resourceTypes!.includes(r))
    : LIVE_RESOURCES;
  const visible: LiveResource[] = [];
  for (const resource of wanted) {
    if (await holdsAny(db, session, [{ page: LIVE_RESOURCE_PAGES[resource] }])) visible.push(resource);
  }
  if (visible.length === 0) return { list: [], last: input.after };
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(domainEvents.tenantId, bind("tenantId", session.tenantId)),
    gt(domainEvents.id, bind("after", input.after)),
    sql`${domainEvents.resourceType} = any(${bind("visible", visible)})`,
  );
  const rows = await eventFeed.readAfter(db, { binder, filter, limit: input.limit ?? DEFAULT_LIMIT });
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      resourceType: row.resourceType as LiveResource,
      resourceId: row.resourceId,
      data: row.data,
      createTime: row.createdAt.toISOString(),
    })),
    last: rows.at(-1)?.id ?? input.after,
  };
}
