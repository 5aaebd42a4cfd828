import { auditFieldKind, isAuditAction, type AuditAction, type AuditField } from "#rules";
import type { Db } from "../db/connect";
import { auditEntries, type AuditArea, type AuditChange } from "../db/schema";

/*
 * The audit trail's writer (docs/system-contract.md section 8): a layer below the domains, like events/, because
 * every domain writes its entries in its own transaction with what no event carries (the operator, the changes).
 * The trail's reading (the audit list) stays in modules/audit.
 */

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
