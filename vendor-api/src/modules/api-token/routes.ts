import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dateTimeInput } from "../../protocol/date-fields";
import type { AppContext } from "../../context";
import { pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { isoDateTime } from "../tenant/schemas";
import { createApiToken, describeTokenCaller, grantableRoles, listApiTokens, revokeApiToken } from "./service";

const TAG = "api-token";

const apiTokenSchema = z.object({
  id: z.int(),
  name: z.string(),
  prefix: z.string().describe("The secret's first characters (vct_ and 8 more), to tell tokens apart"),
  roles: z.array(z.object({ id: z.int(), name: z.string() })).describe("The roles the token acts with"),
  createdBy: z.string().describe("User name of who created it"),
  createTime: isoDateTime(),
  expiresAt: isoDateTime().nullable().describe("null: never expires"),
  lastUsedAt: isoDateTime().nullable().describe("Last call made with it, to the minute; null: never used"),
  lastUsedAddress: z.string().nullable().describe("The client address of that call"),
});

/**
 * Integrators' API tokens (docs/system-contract.md section 11): made, listed and revoked by a person, then sent as
 * `operatorToken` like a session's token, with `tid` from `/vendor/api-token/session`.
 */
export function registerApiTokenRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/vendor/api-token/session",
    auth: "public",
    tag: TAG,
    summary:
      "Who an API token calls as, as a login answers it (the token is the operatorToken, tenantId the tid); 21430 " +
      "when it is unknown, revoked or expired",
    body: z.object({ token: z.string().max(200) }),
    result: z.object({
      tenantId: z.int(),
      id: z.int().describe("Id of the user who created the token (what records a user records it)"),
      apiTokenId: z.int(),
      username: z.string().describe("How the token is named as an actor: `API token <name> (<prefix>…)`"),
      tenantInitialized: z.boolean(),
      timeZone: z.string(),
      expiresAt: isoDateTime().nullable(),
    }),
    handler: ({ body, request }) => describeTokenCaller(context, body.token, request.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api-token/list",
    auth: "operator",
    access: [{ page: "api_tokens" }],
    personOnly: true,
    tag: TAG,
    summary: "The tenant's API tokens not revoked, newest first (never their secrets)",
    body: z.object(pageInput),
    result: pageResult(apiTokenSchema),
    handler: ({ body, session }) => listApiTokens(context.db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api-token/add",
    auth: "operator",
    access: [{ cmd: "/api-token/add" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Create an API token with roles whose every permission the caller holds (20001 access.grantOwnOnly otherwise); " +
      "the secret is in this answer only",
    body: z.object({
      name: z.string().describe("Required, at most 50"),
      roleIds: z.array(z.int()).max(100).describe("At least one role of the tenant"),
      expiresAt: dateTimeInput().nullish().describe("In the future; absent: never expires"),
    }),
    result: z.object({ token: z.string().describe("The secret, shown this once"), apiToken: apiTokenSchema }),
    handler: ({ body, session }) => createApiToken(context, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api-token/roles",
    auth: "operator",
    access: [{ cmd: "/api-token/add" }],
    personOnly: true,
    tag: TAG,
    summary: "The roles of the tenant the caller may give a token: those holding nothing the caller lacks",
    result: z.array(z.object({ id: z.int(), name: z.string() })),
    handler: ({ session }) => grantableRoles(context.db, session),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api-token/revoke",
    auth: "operator",
    access: [{ cmd: "/api-token/revoke" }],
    personOnly: true,
    tag: TAG,
    summary: "Revoke an API token of the tenant (20404 otherwise): its next call is refused with 21430",
    body: z.object({ id: z.int() }),
    result: z.null(),
    handler: ({ body, session }) => revokeApiToken(context, session, body.id),
  });
}
