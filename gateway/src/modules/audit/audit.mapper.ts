/** Upstream audit entries (docs/system-contract.md section 8) to GraphQL. */
import { z } from "zod";
import { upstreamIdOrNull, upstreamId, upstreamText } from "../shared/wire-fields";
import { AuditAreaEnum } from "./audit.enums";
import type { AuditEntry } from "./audit.type";

const rawValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]).nullish();
type RawValue = z.infer<typeof rawValue>;

/** A value as text: lists (a user's roles) joined, every other value as its text. */
const asText = (value: RawValue) => (value == null ? null : Array.isArray(value) ? value.join(", ") : String(value));
/** A list's items whole, so that a name holding a comma stays one item; null for a value that is not a list. */
const asItems = (value: RawValue) => (Array.isArray(value) ? value.map(String) : null);

const upstreamChangeSchema = z.object({
  field: z.string(),
  from: rawValue,
  to: rawValue,
  secret: z.boolean().nullish(),
  references: z.array(z.object({ id: upstreamId, name: upstreamText })).nullish(),
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
    changes: (entry.changes ?? []).map(({ field, from, to, secret, references }) =>
      secret
        ? { field, from: null, to: null, fromItems: null, toItems: null, references: null, secret: true }
        : {
            field,
            from: asText(from),
            to: asText(to),
            fromItems: asItems(from),
            toItems: asItems(to),
            references: references ?? null,
            secret: false,
          },
    ),
  };
}
