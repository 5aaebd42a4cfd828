import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { isoDateTime } from "../tenant/schemas";
import { issueAuthCode, revokeSessionsByUserName } from "../account/service";

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
}
