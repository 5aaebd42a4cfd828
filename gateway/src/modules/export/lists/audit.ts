/**
 * `/exports/audit-trail.csv|.xlsx`: the change history (`auditTrail` with its filters), one row per entry, in the
 * words the console's Change History screen shows in English (rules/audit-words.ts): area, action, record, and each
 * changed field with its values by their names on its own line, a secret only "changed".
 */
import {
  auditActionText,
  auditAreaText,
  auditChangeText,
  auditTargetText,
  AUDIT_AREAS,
  englishAuditWords,
  PERMISSION_CATALOGUE,
} from "#rules";
import type { AuditTrailArgs } from "../../audit/audit.args";
import { readAuditTrail } from "../../audit/audit.resolver";
import type { AuditEntry } from "../../audit/audit.type";
import { timeColumn } from "../columns";
import type { ListExport } from "../list-export";

const NAMES = new Map(PERMISSION_CATALOGUE.map((entry) => [entry.url, entry.name]));
const words = englishAuditWords((url) => NAMES.get(url));
const areaOf = (entry: AuditEntry) => AUDIT_AREAS[entry.area];

export const auditTrailExport: ListExport<Omit<AuditTrailArgs, "page">, AuditEntry> = {
  name: "audit-trail",
  sheetName: "Change history",
  access: { page: "audit_log", cmd: "/audit/list" },
  input: { fieldArguments: "auditTrail", except: ["page"] },
  toArgs: (args) => args as Omit<AuditTrailArgs, "page">,
  readPage: readAuditTrail,
  baseName: (_args, today) => `change-history-${today}`,
  columns: (timeZone) => [
    timeColumn("Time", timeZone, (entry) => entry.time),
    { header: "User", value: (entry) => entry.actor },
    { header: "Area", value: (entry) => auditAreaText(areaOf(entry), words) },
    { header: "Action", value: (entry) => auditActionText(entry.action, words) },
    { header: "Record", value: (entry) => auditTargetText(areaOf(entry), entry.targetName, words) },
    {
      header: "Changes",
      value: (entry) => entry.changes.map((change) => auditChangeText(areaOf(entry), change, words)).join("\n"),
    },
  ],
};
