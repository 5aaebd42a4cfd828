/**
 * Integrators' API tokens (docs/system-contract.md section 11). The secret is made here, answered once by `createApiToken`
 * and kept only as its SHA-256; every later use finds the token by that hash (a unique index), so no stored secret is
 * ever compared character by character. Each change moves the tenant's access epoch, like a session's.
 */
import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  TWO_FACTOR_GUARDED_PERMISSIONS,
  apiTokenFailures,
  fail,
  refKey,
} from "#rules";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { apiTokenRoles, apiTokens, roles, sessions } from "../../db/schema";
import { moveAccessEpoch } from "../../protocol/access-epoch";
import { Codes } from "../../protocol/codes";
import { BusinessError, assertValid, notFound } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { findLiveToken, tokenActor, tokenTarget, type TokenRow } from "../../security/api-token-lookup";
import { newSecret, sha256 } from "../../security/tokens";
import { diffChanges, recordAudit } from "../../audit-trail/record";
import { assertGrantsHeld, assertNotAbove, roleHoldings, userHoldings } from "../role/holdings";
import { findTenant } from "../tenant/service";

export interface ApiTokenInput {
  name: string;
  roleIds: number[];
  expiresAt?: string | null;
}

export interface ApiToken {
  id: number;
  name: string;
  prefix: string;
  roles: Array<{ id: number; name: string }>;
  createdBy: string;
  createTime: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
}

async function rolesOf(db: Db, tokenIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const byToken = new Map<number, Array<{ id: number; name: string }>>();
  if (tokenIds.length === 0) return byToken;
  const rows = await db
    .select({ tokenId: apiTokenRoles.tokenId, id: roles.id, name: roles.name })
    .from(apiTokenRoles)
    .innerJoin(roles, eq(roles.id, apiTokenRoles.roleId))
    .where(inArray(apiTokenRoles.tokenId, tokenIds))
    .orderBy(roles.id);
  for (const { tokenId, ...role } of rows) byToken.set(tokenId, [...(byToken.get(tokenId) ?? []), role]);
  return byToken;
}

const toApiToken = (row: TokenRow, tokenRoles: Array<{ id: number; name: string }>): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  roles: tokenRoles,
  createdBy: row.createdByName,
  createTime: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedAddress: row.lastUsedAddress,
});

/**
 * A new token bound to roles of the tenant whose every permission the creator holds now (`access.grantOwnOnly`
 * otherwise), so nobody makes a token stronger than themselves. Where the tenant requires two-factor sign-in for
 * managers, a token given a guarded permission is made only from a session that passed a second factor
 * (`apiToken.secondFactorRequired`), which the token keeps (docs/system-contract.md section 11). The secret is in this
 * answer only.
 */
export async function createApiToken(
  context: AppContext,
  session: OperatorSession,
  input: ApiTokenInput,
): Promise<{ token: string; apiToken: ApiToken }> {
  const now = context.now();
  assertValid(apiTokenFailures(input, now));
  const roleIds = [...new Set(input.roleIds)];
  return context.db.transaction(async (tx) => {
    await moveAccessEpoch(tx, session.tenantId);
    const tenantRoles = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, session.tenantId), inArray(roles.id, roleIds)))
      .orderBy(roles.id);
    // Another tenant's role is as unknown as one that does not exist.
    if (tenantRoles.length !== roleIds.length) assertValid({ roleIds: fail("value") });
    const creatorHolds = await userHoldings(tx, session.userId);
    const granted = [...(await roleHoldings(tx, roleIds)).values()];
    for (const held of granted) assertGrantsHeld(creatorHolds, held, "roleIds");
    const secondFactor = await sessionPassedSecondFactor(tx, session);
    if (!secondFactor && (await findTenant(tx, session.tenantId)).requireTwoFactorForManagers) {
      const guarded = new Set(TWO_FACTOR_GUARDED_PERMISSIONS.map(refKey));
      if (granted.some((held) => [...held].some((key) => guarded.has(key))))
        assertValid({ roleIds: fail("apiToken.secondFactorRequired") });
    }

    const secret = `${API_TOKEN_PREFIX}${newSecret()}`;
    const [row] = await tx
      .insert(apiTokens)
      .values({
        tenantId: session.tenantId,
        name: input.name.trim(),
        prefix: secret.slice(0, API_TOKEN_SHOWN_LENGTH),
        tokenHash: sha256(secret),
        createdBy: session.userId,
        createdByName: session.username,
        secondFactor,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        createdAt: now,
      })
      .returning();
    await tx.insert(apiTokenRoles).values(roleIds.map((roleId) => ({ tokenId: row.id, roleId })));
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "apiToken",
      action: "add",
      targetId: row.id,
      targetName: tokenTarget(row),
      changes: diffChanges(null, {
        name: row.name,
        prefix: row.prefix,
        roles: tenantRoles.map((role) => role.name),
        expiresAt: row.expiresAt?.toISOString() ?? null,
      }),
    });
    return { token: secret, apiToken: toApiToken(row, tenantRoles) };
  });
}

/** Whether the person's session was opened by the second step of a login (`sessions.secondFactor`). */
async function sessionPassedSecondFactor(db: Db, session: OperatorSession): Promise<boolean> {
  const [row] = await db
    .select({ secondFactor: sessions.secondFactor })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId))
    .limit(1);
  return row?.secondFactor ?? false;
}

/** The tenant's roles the caller may give a token: those holding nothing the caller lacks, oldest first. */
export async function grantableRoles(db: Db, session: OperatorSession): Promise<Array<{ id: number; name: string }>> {
  const tenantRoles = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.tenantId, session.tenantId))
    .orderBy(roles.id);
  const callerHolds = await userHoldings(db, session.userId);
  const held = await roleHoldings(
    db,
    tenantRoles.map((role) => role.id),
  );
  return tenantRoles.filter((role) => [...(held.get(role.id) ?? [])].every((key) => callerHolds.has(key)));
}

/** The tenant's tokens not revoked, newest first; expired ones stay listed until revoked, to be told apart. */
/** A tenant's API tokens not revoked, newest first, counted exactly (a tenant's handful). */
const apiTokenList = defineList({
  name: "api-token-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(apiTokens).where(where).orderBy(desc(apiTokens.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(apiTokens),
});

export async function listApiTokens(
  db: Db,
  tenantId: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: ApiToken[]; total: number }> {
  const binder = new Binder();
  const filter = and(eq(apiTokens.tenantId, binder.bind("tenantId", tenantId)), isNull(apiTokens.revokedAt));
  const { rows, total } = await apiTokenList.read(db, { binder, filter, page });
  const tokenRoles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toApiToken(row, tokenRoles.get(row.id) ?? [])), total };
}

/**
 * Revokes a token of the tenant (another tenant's, or one revoked already, is not found): its next call is refused.
 * Only by someone who holds every permission the token's roles give (`access.actOnHigher` otherwise), as users are
 * acted on only by users holding at least as much (docs/system-contract.md section 3).
 */
export async function revokeApiToken(context: AppContext, session: OperatorSession, id: number): Promise<null> {
  return context.db.transaction(async (tx) => {
    await moveAccessEpoch(tx, session.tenantId);
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: context.now() })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.tenantId, session.tenantId), isNull(apiTokens.revokedAt)))
      .returning();
    if (!row) throw notFound();
    await assertNotAbove(tx, session.userId, { tokenIds: [row.id] }, "id");
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "apiToken",
      action: "revoke",
      targetId: row.id,
      targetName: tokenTarget(row),
      changes: [],
    });
    return null;
  });
}

/**
 * Revokes every live token `creator` made, in the caller's transaction, with one audit entry per token: the user is
 * being forbidden or deleted, and a token never outlives its creator's right to act (docs/system-contract.md section
 * 11). Answers the tokens revoked.
 */
export async function revokeCreatorTokens(
  context: AppContext,
  tx: Db,
  session: OperatorSession,
  creator: number,
): Promise<Array<{ id: number; name: string; prefix: string }>> {
  const revoked = await tx
    .update(apiTokens)
    .set({ revokedAt: context.now() })
    .where(and(eq(apiTokens.tenantId, session.tenantId), eq(apiTokens.createdBy, creator), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix });
  for (const token of revoked)
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "apiToken",
      action: "revoke",
      targetId: token.id,
      targetName: tokenTarget(token),
      changes: [],
    });
  return revoked;
}

/**
 * What a client of the protocol needs to call on a token's behalf, as a login answers it for a person: the token
 * itself is then the `operatorToken`, and `tid` its tenant. Unknown, revoked and expired tokens answer 21430.
 */
export async function describeTokenCaller(context: AppContext, secret: string, address: string) {
  const token = await findLiveToken(context, secret, address);
  if (!token) throw new BusinessError(Codes.unauthorized);
  // Counts whoever asks, the gateway too: it asks once for each request of the token (api-token-rate-limit.ts).
  await context.apiTokenRateLimit.spend(token.id);
  const tenant = await findTenant(context.db, token.tenantId);
  return {
    tenantId: tenant.id,
    id: token.createdBy,
    apiTokenId: token.id,
    username: tokenActor(token),
    tenantInitialized: tenant.initialized,
    timeZone: tenant.timeZone,
    expiresAt: token.expiresAt?.toISOString() ?? null,
  };
}
