import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { auditFieldKind, isAuditAction, type AuditAction, type AuditField } from "#rules";
import type { Db } from "../../db/connect";
import { defineList, flaggedOnlyAbove, rowsIn, type ListSettings } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { auditEntries, type AuditArea, type AuditChange } from "../../db/schema";
import { localMidnight, tenantTimeZone } from "../ledger/period";
import { referenceNames, type ReferenceName } from "./reference-names";

/** What a field's value may be in the trail: texts, numbers, flags, lists of names (roles, permissions), or none. */
export type AuditValue = string | number | boolean | null | string[];
/** A record's audited fields: only names the trail's vocabulary knows (`AUDIT_FIELDS` in rules/audit.ts). */
export type AuditRecord = Readonly<Partial<Record<AuditField, AuditValue>>>;
/** A stored change with the values `diffChanges` writes. */
export type AuditValueChange = AuditChange & { from: AuditValue; to: AuditValue };

export interface AuditInput {
  tenantId: number;
  /** The acting user's name. */
  actor: string;
  area: AuditArea;
  /** What was done: `add`, `edit`, `delete`, or the call's own verb (`assignRoles`, `resetPassword`, …). */
  action: AuditAction;
  targetId: number | null;
  targetName: string | null;
  changes: AuditChange[];
}

/**
 * Writes one entry; call it with the change's transaction, so a refused or failed change records nothing. An action
 * or a field outside the trail's vocabulary (rules/audit.ts) is a programming error that fails the change: every
 * entry can then be read in words (rules/audit-words.ts).
 */
export async function recordAudit(tx: Db, entry: AuditInput): Promise<void> {
  if (!isAuditAction(entry.action)) throw new Error(`Audit action ${entry.action} is not in rules/audit.ts`);
  for (const { field } of entry.changes)
    if (!auditFieldKind(entry.area, field))
      throw new Error(`Audit field ${entry.area}.${field} is not in rules/audit.ts`);
  await tx.insert(auditEntries).values(entry);
}

const same = (a: AuditValue | undefined, b: AuditValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a record, in the order they are named (`after`'s first). `before`
 * null is a creation, `after` null a deletion. A secret or password field appears as changed without either value;
 * a field `after` leaves out (undefined) is kept, not changed, so a secret that is not resent is not reported.
 */
export function diffChanges(
  before: AuditRecord | null,
  after: AuditRecord | null,
  { secretFields = [] }: { secretFields?: readonly string[] } = {},
): AuditValueChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])] as AuditField[];
  const changes: AuditValueChange[] = [];
  for (const field of fields) {
    const from = before === null ? null : before[field];
    const to = after === null ? null : after[field];
    if (after !== null && to === undefined) continue;
    if (same(from, to)) continue;
    changes.push(
      secretFields.includes(field)
        ? { field, from: null, to: null, secret: true }
        : { field, from: from ?? null, to: to ?? null },
    );
  }
  return changes;
}

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
