import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { isoDateTime } from "../tenant/schemas";
import { issueAuthCode, revokeSessionsByUserName } from "../account/service";
import { createTenant } from "./tenants";
import { payStatement } from "../statement/service";

/** The vendor's own operator tooling, outside the vendor REST protocol; guarded by the x-admin-key header. */
export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/admin/auth-code",
    auth: "admin",
    tag: "operator",
    summary: "Issue a one-time auth code for a user (valid 60 s, usable once)",
    body: z.object({ userName: z.string().min(1) }),
    result: z.object({ authCode: z.string(), userName: z.string(), expiresAt: isoDateTime() }),
    handler: ({ body }) => issueAuthCode(context, body.userName),
  });

  defineRoute(app, {
    method: "POST",
    url: "/admin/sessions/revoke",
    auth: "admin",
    tag: "operator",
    summary: "End every open session of a user",
    body: z.object({ userName: z.string().min(1) }),
    result: z.object({ revoked: z.int() }),
    handler: async ({ body }) => ({ revoked: await revokeSessionsByUserName(context, body.userName) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/admin/tenants",
    auth: "admin",
    tag: "operator",
    summary: "Create a fresh tenant (channels web and app, an Administrator role, one active user), nothing set up",
    body: z.object({
      name: z.string(),
      username: z.string().describe("Unique across tenants"),
      password: z.string().describe("6–128 characters"),
      timeZoneId: z.int().nullish().describe("A time zone (dictionary 2); America/New_York when absent"),
    }),
    result: z.object({ tid: z.int(), username: z.string() }),
    handler: ({ body }) => createTenant(context.db, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/admin/statements/pay",
    auth: "admin",
    tag: "operator",
    summary:
      "The platform pays a tenant's closed monthly statement (docs/money-contract.md section 3); paying it again " +
      "keeps the first payout; 20404 for a month that is not a closed statement of the tenant",
    body: z.object({ tenantId: z.int(), month: z.string().describe("YYYY-MM") }),
    result: z.object({ tenantId: z.int(), month: z.string(), paidAt: isoDateTime() }),
    handler: ({ body }) => payStatement(context.db, body.tenantId, body.month, context.now()),
  });
}
