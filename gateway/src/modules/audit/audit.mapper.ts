/** Upstream audit entries (docs/system-contract.md section 8) to GraphQL. */
import { z } from "zod";
import { upstreamIdOrNull, upstreamId, upstreamText } from "../shared/wire-fields";
import { AuditAreaEnum } from "./audit.enums";
import type { AuditEntry } from "./audit.type";

/** A value as shown: lists (a user's roles) joined, every other value as text. */
const changeValue = z
  .union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))])
  .nullish()
  .transform((value) => (value == null ? null : Array.isArray(value) ? value.join(", ") : String(value)));

const upstreamChangeSchema = z.object({
  field: z.string(),
  from: changeValue,
  to: changeValue,
  secret: z.boolean().nullish(),
});

export const upstreamAuditEntrySchema = z.object({
  id: upstreamId,
  area: z.string(),
  action: z.string(),
  targetId: upstreamIdOrNull,
  targetName: upstreamText,
  changes: z.array(upstreamChangeSchema).nullish(),
  actor: z.string(),
  time: z.string(),
});

export function toAuditEntry(entry: z.infer<typeof upstreamAuditEntrySchema>): AuditEntry {
  return {
    ...entry,
    area: AuditAreaEnum.fromCode(entry.area),
    // A secret's values never leave, even should an upstream record them.
    changes: (entry.changes ?? []).map(({ field, from, to, secret }) =>
      secret ? { field, from: null, to: null, secret: true } : { field, from, to, secret: false },
    ),
  };
}
