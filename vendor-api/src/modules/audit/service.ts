import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { defineList, flaggedOnlyAbove, rowsIn, type ListSettings } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { auditEntries, type AuditArea } from "../../db/schema";
import type { AuditValueChange } from "../../audit-trail/record";
import { localMidnight, tenantTimeZone } from "../ledger/period";
import { referenceNames, type ReferenceName } from "./reference-names";

/** A change as the list answers it: a reference field's change names the records it refers to. */
export type AuditListedChange = AuditValueChange & { references?: ReferenceName[] };

export interface AuditEntry {
  id: number;
  area: AuditArea;
  action: string;
  targetId: number | null;
  targetName: string | null;
  changes: AuditListedChange[];
  actor: string;
  time: string;
}

export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  area?: AuditArea;
  targetId?: number;
  /** Who acted: a user name, matched whole and regardless of case. */
  actor?: string;
  /** Whole days of the tenant's time zone, both inclusive (docs/money-contract.md section 1). */
  dateFrom?: string;
  dateTo?: string;
}

/** The audit log, newest first: every change adds to it and nothing removes it, so it is counted up to the limit. */
const auditList = defineList({
  name: "audit-list",
  count: "capped",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(auditEntries),
});

export async function listAudit(
  db: Db,
  tenantId: number,
  query: AuditQuery,
  settings?: ListSettings,
): Promise<{ list: AuditEntry[]; total: number; totalIsLowerBound?: boolean }> {
  const binder = new Binder();
  const { bind } = binder;
  const zone = query.dateFrom || query.dateTo ? await tenantTimeZone(db, tenantId) : "UTC";
  const actor = query.actor?.trim();
  const filter = and(
    eq(auditEntries.tenantId, bind("tenantId", tenantId)),
    query.area ? eq(auditEntries.area, bind("area", query.area)) : undefined,
    query.targetId !== undefined ? eq(auditEntries.targetId, bind("targetId", query.targetId)) : undefined,
    actor ? eq(sql`lower(${auditEntries.actor})`, bind("actor", actor.toLowerCase())) : undefined,
    query.dateFrom
      ? gte(auditEntries.createdAt, localMidnight(sql`${bind("dateFrom", query.dateFrom)}`, bind("timeZone", zone)))
      : undefined,
    query.dateTo
      ? lt(
          auditEntries.createdAt,
          localMidnight(sql`${bind("dateTo", query.dateTo)}::date + 1`, bind("timeZone", zone)),
        )
      : undefined,
  );
  const { rows, ...total } = await auditList.read(db, { binder, filter, page: query, settings });
  const referencesOf = await referenceNames(db, tenantId, rows);
  return {
    ...flaggedOnlyAbove(total),
    list: rows.map((row) => ({
      id: row.id,
      area: row.area,
      action: row.action,
      targetId: row.targetId,
      targetName: row.targetName,
      // The column holds what recordAudit wrote: diffChanges' values.
      changes: (row.changes as AuditValueChange[]).map((change) => {
        const references = referencesOf(row.area, change);
        return references ? { ...change, references } : change;
      }),
      actor: row.actor,
      time: row.createdAt.toISOString(),
    })),
  };
}
