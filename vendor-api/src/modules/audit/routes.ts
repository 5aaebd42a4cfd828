import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import type { AppContext } from "../../context";
import { textCodeOf } from "../../protocol/code-schemas";
import { assertValid, AUDIT_AREAS, auditFilterFailures, SEARCH_MAX } from "../../protocol/rules";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { isoDateTime } from "../tenant/schemas";
import { listAudit } from "./service";

const auditArea = textCodeOf(AUDIT_AREAS);

const auditValue = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])
  .describe("A text, number, flag, list of names (roles, permission urls) or null; null for a secret");

const auditEntrySchema = z.object({
  id: z.int(),
  area: auditArea,
  action: z.string().describe("add, edit, delete, or the call's verb (assignRoles, resetPassword, assignResources…)"),
  targetId: z.int().nullable().describe("The changed record's id; null for a tenant's single settings record"),
  targetName: z.string().nullable().describe("The record's name when the entry was made"),
  changes: z.array(
    z.object({
      field: z.string(),
      from: auditValue,
      to: auditValue,
      secret: z.literal(true).optional().describe("A secret or password changed: neither value is ever given"),
      references: z
        .array(
          z.object({
            id: z.int(),
            name: z
              .string()
              .nullable()
              .describe("The record's name as it is now, not as it was; null when it no longer exists"),
          }),
        )
        .optional()
        .describe(
          "Only on a field that refers to records by id (a city, region, time zone, tax type, image or trip): each " +
            "id `from` and `to` hold, with the record's current name",
        ),
    }),
  ),
  actor: z.string().describe("User name of who made the change"),
  time: isoDateTime(),
});

export function registerAuditRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/audit/list",
    auth: "operator",
    access: [{ cmd: "/audit/list" }],
    tag: "audit",
    summary:
      "The tenant's change history, newest first; area and targetId narrow it to one kind or one record, actor to " +
      "who acted, dateFrom..dateTo to whole days of the tenant's time zone",
    body: z.object({
      ...pageInput,
      area: auditArea.optional(),
      targetId: z.int().optional(),
      actor: z.string().max(SEARCH_MAX).optional().describe("User name of who acted, whole, regardless of case"),
      dateFrom: dateInput().optional().describe("YYYY-MM-DD: from this day's local midnight (the tenant's time zone)"),
      dateTo: dateInput().optional().describe("YYYY-MM-DD: to the end of this day, inclusive; not before dateFrom"),
    }),
    result: pageResult(auditEntrySchema),
    handler: ({ body, session }) => {
      assertValid(auditFilterFailures(body));
      return listAudit(db, session.tenantId, body, context);
    },
  });
}
