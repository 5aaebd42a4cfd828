import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, gt, isNull, sql, type AnyColumn } from "drizzle-orm";
import { isApiTokenSecret, isId, TWO_FACTOR_GUARDED_PERMISSIONS } from "#rules";
import { traceIdOf } from "#tracing";
import type { AppContext } from "../context";
import { accessEpochs, channels, sessions, tenants, twoFactors, users } from "../db/schema";
import { sha256, secretsEqual } from "../security/tokens";
import { Codes } from "./codes";
import { BusinessError } from "./errors";
import { decideAccess, holdsAnyCondition, recordRoute, type RoleHolder } from "./access-guard";
import { registerAccessEpochHeader } from "./access-epoch";
import { findLiveToken, tokenActor } from "../security/api-token-lookup";
import { registerInputRules } from "./input-rules";
import type { OperatorAccess, OperatorSession } from "./route";

const singleHeader = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** What the request's gate asks besides who calls: whether the session holds the route's access, and the channel. */
interface GateQuestion {
  access: OperatorAccess;
  /** The `channelId` header, when sent. */
  channel?: string;
}

/** The answers, read in the same query as the caller. */
interface GateAnswers {
  accessEpoch: number;
  /** Holds one of the route's permissions (true for the other kinds of access). */
  held: boolean;
  /** The channel header names one of the caller's tenant's channels (true without the header). */
  channelFound: boolean;
}

/** What the `channelId` header is: absent, an id to look up, or something no channel can be. */
type ChannelKind = "absent" | "id" | "invalid";

const channelKindOf = (channel: string | undefined): ChannelKind =>
  channel === undefined ? "absent" : isId(channel) ? "id" : "invalid";

/**
 * The conditions of `GateAnswers`, for the caller whose user and tenant are `holder` and `tenantId`. `channelId`: the
 * header's id (a value, or the placeholder of a prepared query) when its kind is "id".
 */
function gateConditions(
  context: AppContext,
  holder: RoleHolder,
  tenantId: number | AnyColumn,
  access: OperatorAccess,
  channel: ChannelKind,
  channelId?: unknown,
) {
  return {
    held: Array.isArray(access) ? holdsAnyCondition(context.db, holder, access) : sql<boolean>`true`,
    // A header beyond the id column names no channel; asking the database would fail instead of answering none.
    channelFound:
      channel === "absent"
        ? sql<boolean>`true`
        : channel === "id"
          ? sql<boolean>`exists (select 1 from ${channels} where ${channels.id} = ${channelId} and ${channels.tenantId} = ${tenantId})`
          : sql<boolean>`false`,
  };
}

/**
 * An integrator's API token as the caller (docs/system-contract.md section 11): a live token of an active creator
 * (`findLiveToken`), what its roles and its creator's roles share (the holder's `apiTokenId` makes `held` read
 * `tokenHoldsRow`), never a forced password change or second factor (it has neither), its creator's id for what
 * records one.
 */
async function loadTokenSession(
  context: AppContext,
  request: FastifyRequest,
  secret: string,
  question: GateQuestion,
): Promise<OperatorSession & GateAnswers> {
  const token = await findLiveToken(context, secret, request.ip);
  if (!token) throw new BusinessError(Codes.unauthorized);
  // The gateway counted the request these calls serve, and this API counted its `/vendor/api-token/session` call
  // (security/api-token-rate-limit.ts); any other caller's every call counts.
  if (!request.fromGateway) await context.apiTokenRateLimit.spend(token.id);
  const holder = { userId: token.createdBy, apiTokenId: token.id };
  const [answers] = await context.db
    .select({
      accessEpoch: accessEpochs.epoch,
      ...gateConditions(
        context,
        holder,
        token.tenantId,
        question.access,
        channelKindOf(question.channel),
        Number(question.channel),
      ),
    })
    .from(tenants)
    .leftJoin(accessEpochs, eq(accessEpochs.tenantId, tenants.id))
    .where(eq(tenants.id, token.tenantId))
    .limit(1);
  return {
    sessionId: 0,
    userId: token.createdBy,
    tenantId: token.tenantId,
    username: tokenActor(token),
    mustChangePassword: false,
    mustEnrolTwoFactor: false,
    apiTokenId: token.id,
    accessEpoch: answers?.accessEpoch ?? 0,
    held: answers?.held ?? false,
    channelFound: answers?.channelFound ?? false,
  };
}

let gateStatements = 0;

/**
 * A person's session as the caller, in one query with everything the gate then decides on: the tenant's epoch, the
 * second-factor rule (heldToEnrolment's, whose permissions are read only when the tenant requires one the user lacks)
 * and `GateAnswers`. Named when kept (`keptSessionQuery`), so PostgreSQL parses it once per connection; unnamed
 * otherwise.
 */
function prepareSessionQuery(context: AppContext, access: OperatorAccess, channel: ChannelKind, name: string) {
  const holder = { userId: sessions.userId };
  return context.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      username: users.username,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      accessEpoch: accessEpochs.epoch,
      mustEnrolTwoFactor: sql<boolean>`case when ${tenants.requireTwoFactorForManagers} and ${twoFactors.confirmedAt} is null
        then ${holdsAnyCondition(context.db, holder, TWO_FACTOR_GUARDED_PERMISSIONS)} else false end`,
      ...gateConditions(context, holder, sessions.tenantId, access, channel, sql.placeholder("channelId")),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(twoFactors, eq(twoFactors.userId, sessions.userId))
    .leftJoin(accessEpochs, eq(accessEpochs.tenantId, sessions.tenantId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare(name);
}

type SessionQuery = ReturnType<typeof prepareSessionQuery>;

/** The app's prepared session queries, by the route's access (one object per route) and kind of channel header. */
type SessionQueries = Map<OperatorAccess, Partial<Record<ChannelKind, SessionQuery>>>;

/**
 * The session query for a route's access and kind of channel header, prepared on its first request and kept: drizzle
 * builds its SQL once (docs/scale-contract.md section 9). A fast path (section 4): without it each request builds its
 * own, unnamed.
 */
function keptSessionQuery(
  context: AppContext,
  queries: SessionQueries,
  access: OperatorAccess,
  channel: ChannelKind,
): SessionQuery {
  if (context.fastPaths === false) return prepareSessionQuery(context, access, channel, "");
  const ofAccess = queries.get(access) ?? {};
  queries.set(access, ofAccess);
  return (ofAccess[channel] ??= prepareSessionQuery(
    context,
    access,
    channel,
    `vendor-api-gate-${(gateStatements += 1)}`,
  ));
}

async function loadSession(
  context: AppContext,
  queries: SessionQueries,
  token: string,
  question: GateQuestion,
): Promise<OperatorSession & GateAnswers> {
  const channel = channelKindOf(question.channel);
  const query = keptSessionQuery(context, queries, question.access, channel);
  const [row] = await query.execute({
    tokenHash: sha256(token),
    now: context.now(),
    channelId: channel === "id" ? Number(question.channel) : null,
  });
  if (!row) throw new BusinessError(Codes.unauthorized);
  if (row.status === "forbidden") throw new BusinessError(Codes.accountDisabled);
  const { status: _status, accessEpoch, ...session } = row;
  return { ...session, accessEpoch: accessEpoch ?? 0 };
}

async function authenticateOperator(
  context: AppContext,
  queries: SessionQueries,
  request: FastifyRequest,
): Promise<void> {
  const token = singleHeader(request, "operatortoken");
  if (!token) throw new BusinessError(Codes.unauthorized);
  const access = request.routeOptions.config.access;
  // Registration refuses an operator route without a rule; were one to slip through, it stays closed.
  if (!access) throw new BusinessError(Codes.forbidden);
  const question = { access, channel: singleHeader(request, "channelid") || undefined };
  const { accessEpoch, held, channelFound, ...session } = isApiTokenSecret(token)
    ? await loadTokenSession(context, request, token, question)
    : await loadSession(context, queries, token, question);
  if (singleHeader(request, "tid") !== String(session.tenantId)) throw new BusinessError(Codes.tenantMismatch);
  // From here on the answer reports the tenant's epoch, a refusal too: it may be the news of a change made elsewhere.
  request.accessEpoch = { tenantId: session.tenantId, atStart: accessEpoch };
  if (!channelFound) throw new BusinessError(Codes.channelNotFound);
  if (session.apiTokenId !== undefined && request.routeOptions.config.personOnly)
    throw new BusinessError(Codes.personOnly);
  decideAccess(session, access, held);
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
  const sessionQueries: SessionQueries = new Map();
  app.addHook("onRoute", (route) => {
    const auth = route.config?.auth ?? "operator";
    // Deny by default: an operator route that names no access rule is a mistake to stop at start, not at a request.
    if (auth === "operator" && !route.config?.access) throw new Error(`${route.url} names no access rule`);
    if (route.method !== "HEAD")
      recordRoute(app, { method: String(route.method), url: route.url, auth, access: route.config?.access });
  });
  app.addHook("onRequest", async (request, reply) => {
    // With tracing on, the trace's id: the one id that finds the request in the traces and in both servers' logs.
    reply.header("x-trace-id", traceIdOf(request) ?? request.id);
    if (request.is404 || request.routeOptions.config.probe) return;
    const { timestamp } = request.query as { timestamp?: string };
    if (!timestamp || !/^\d+$/.test(timestamp)) {
      throw new BusinessError(Codes.badRequest, {
        detail: "querystring must have a numeric 'timestamp' (milliseconds)",
      });
    }
    const auth = request.routeOptions.config.auth ?? "operator";
    if (auth === "operator") await authenticateOperator(context, sessionQueries, request);
    else if (auth === "admin") authenticateAdmin(context, request);
  });
}
