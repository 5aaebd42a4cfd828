import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import { isApiTokenSecret, isId } from "#rules";
import type { AppContext } from "../context";
import { accessEpochs, channels, sessions, tenants, twoFactors, users } from "../db/schema";
import { sha256, secretsEqual } from "../security/tokens";
import { Codes } from "./codes";
import { BusinessError } from "./errors";
import { assertAccess, recordRoute } from "./access-guard";
import { registerAccessEpochHeader } from "./access-epoch";
import { findLiveToken, tokenActor } from "../modules/api-token/service";
import { heldToEnrolment } from "../modules/two-factor/enrolment-rule";
import { registerInputRules } from "./input-rules";
import type { OperatorSession } from "./route";

const singleHeader = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

async function tenantEpoch(context: AppContext, tenantId: number): Promise<number> {
  const [row] = await context.db
    .select({ epoch: accessEpochs.epoch })
    .from(accessEpochs)
    .where(eq(accessEpochs.tenantId, tenantId))
    .limit(1);
  return row?.epoch ?? 0;
}

/**
 * An integrator's API token as the caller (docs/system-contract.md section 11): its own roles, never a forced
 * password change or second factor (it has neither), its creator's id for what records one.
 */
async function loadTokenSession(
  context: AppContext,
  request: FastifyRequest,
  secret: string,
): Promise<OperatorSession & { accessEpoch: number }> {
  const token = await findLiveToken(context, secret, request.ip);
  if (!token) throw new BusinessError(Codes.unauthorized);
  return {
    sessionId: 0,
    userId: token.createdBy,
    tenantId: token.tenantId,
    username: tokenActor(token),
    mustChangePassword: false,
    mustEnrolTwoFactor: false,
    apiTokenId: token.id,
    accessEpoch: await tenantEpoch(context, token.tenantId),
  };
}

async function loadSession(context: AppContext, token: string): Promise<OperatorSession & { accessEpoch: number }> {
  const [row] = await context.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      username: users.username,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      accessEpoch: accessEpochs.epoch,
      requireTwoFactor: tenants.requireTwoFactorForManagers,
      twoFactorConfirmedAt: twoFactors.confirmedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(twoFactors, eq(twoFactors.userId, sessions.userId))
    .leftJoin(accessEpochs, eq(accessEpochs.tenantId, sessions.tenantId))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, context.now())),
    )
    .limit(1);
  if (!row) throw new BusinessError(Codes.unauthorized);
  if (row.status === "forbidden") throw new BusinessError(Codes.accountDisabled);
  const { status: _status, accessEpoch, requireTwoFactor, twoFactorConfirmedAt, ...session } = row;
  const twoFactor = { required: requireTwoFactor, enrolled: twoFactorConfirmedAt !== null };
  return {
    ...session,
    accessEpoch: accessEpoch ?? 0,
    mustEnrolTwoFactor: await heldToEnrolment(context.db, row.userId, twoFactor),
  };
}

async function assertChannelOfTenant(context: AppContext, channelHeader: string, tenantId: number): Promise<void> {
  const channelId = Number(channelHeader);
  // A header beyond the id column names no channel; asking the database would fail instead of answering none.
  const [channel] = isId(channelHeader)
    ? await context.db
        .select({ id: channels.id })
        .from(channels)
        .where(and(eq(channels.id, channelId), eq(channels.tenantId, tenantId)))
        .limit(1)
    : [];
  if (!channel) throw new BusinessError(Codes.channelNotFound);
}

async function authenticateOperator(context: AppContext, request: FastifyRequest): Promise<void> {
  const token = singleHeader(request, "operatortoken");
  if (!token) throw new BusinessError(Codes.unauthorized);
  const { accessEpoch, ...session } = isApiTokenSecret(token)
    ? await loadTokenSession(context, request, token)
    : await loadSession(context, token);
  if (singleHeader(request, "tid") !== String(session.tenantId)) throw new BusinessError(Codes.tenantMismatch);
  // From here on the answer reports the tenant's epoch, a refusal too: it may be the news of a change made elsewhere.
  request.accessEpoch = { tenantId: session.tenantId, atStart: accessEpoch };
  const channelHeader = singleHeader(request, "channelid");
  if (channelHeader) await assertChannelOfTenant(context, channelHeader, session.tenantId);
  const access = request.routeOptions.config.access;
  // Registration refuses an operator route without a rule; were one to slip through, it stays closed.
  if (!access) throw new BusinessError(Codes.forbidden);
  if (session.apiTokenId !== undefined && request.routeOptions.config.personOnly)
    throw new BusinessError(Codes.personOnly);
  await assertAccess(context.db, session, access);
  request.operatorSession = session;
}

function authenticateAdmin(context: AppContext, request: FastifyRequest): void {
  const key = singleHeader(request, "x-admin-key");
  if (!key || !secretsEqual(key, context.adminKey)) {
    throw new BusinessError(Codes.unauthorized, { key: "session.invalidAdminKey" });
  }
}

/**
 * The protocol's request gate, in order: trace id on every response, the `timestamp` query parameter (10001), then
 * the caller's credentials for the route's audience and, for an operator, the route's access rule; once the request is
 * read, the rules every input is held to (`registerInputRules`); on the way out, the tenant's access epoch
 * (`registerAccessEpochHeader`). Routes are operator-only unless they say otherwise.
 */
export function registerRequestGate(app: FastifyInstance, context: AppContext): void {
  registerInputRules(app);
  registerAccessEpochHeader(app, context);
  app.addHook("onRoute", (route) => {
    const auth = route.config?.auth ?? "operator";
    // Deny by default: an operator route that names no access rule is a mistake to stop at start, not at a request.
    if (auth === "operator" && !route.config?.access) throw new Error(`${route.url} names no access rule`);
    if (route.method !== "HEAD")
      recordRoute(app, { method: String(route.method), url: route.url, auth, access: route.config?.access });
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-trace-id", request.id);
    if (request.is404) return;
    const { timestamp } = request.query as { timestamp?: string };
    if (!timestamp || !/^\d+$/.test(timestamp)) {
      throw new BusinessError(Codes.badRequest, {
        detail: "querystring must have a numeric 'timestamp' (milliseconds)",
      });
    }
    const auth = request.routeOptions.config.auth ?? "operator";
    if (auth === "operator") await authenticateOperator(context, request);
    else if (auth === "admin") authenticateAdmin(context, request);
  });
}
