import type { Db } from "../db/connect";
import type { AuditArea } from "../db/schema";
import type { OperatorSession } from "../protocol/route";
import { diffChanges, recordAudit, type AuditRecord } from "./record";

/**
 * One trail entry for a save of a settings record (docs/system-contract.md section 8), in the save's transaction:
 * `add` when nothing was stored, `delete` when nothing is left, else `edit`; an edit that changes no field records
 * nothing. Secret fields carry their clear values here only to be compared: the entry says "changed", never what.
 */
export async function recordSave(
  tx: Db,
  session: OperatorSession,
  entry: {
    area: AuditArea;
    targetId: number | null;
    targetName: string | null;
    before: AuditRecord | null;
    after: AuditRecord | null;
    secretFields?: readonly string[];
  },
): Promise<void> {
  const changes = diffChanges(entry.before, entry.after, { secretFields: entry.secretFields });
  const action = entry.before === null ? "add" : entry.after === null ? "delete" : "edit";
  if (action === "edit" && changes.length === 0) return;
  await recordAudit(tx, {
    tenantId: session.tenantId,
    actor: session.username,
    area: entry.area,
    action,
    targetId: entry.targetId,
    targetName: entry.targetName,
    changes,
  });
}
