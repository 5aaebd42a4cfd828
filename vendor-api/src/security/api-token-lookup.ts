/**
 * Finding the live API token a secret names, and how a token is named where a person would be (docs/system-contract.md
 * section 11). Here, beside the other credentials, because the request gate (protocol/session-hook.ts) reads a token
 * on every call, and the API token module (modules/api-token/) makes, lists and revokes them.
 */
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../db/connect";
import { apiTokens, users } from "../db/schema";
import { sha256 } from "./tokens";

export type TokenRow = typeof apiTokens.$inferSelect;

/** A token's use is written at most this often per address: a busy integration must not write a row per call. */
const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * How a token is named as the audit trail's target: its name and its prefix, since tokens may share a name and
 * "Revoked Booking site" would not say which (issue 61); the prefix is what the token list shows beside the name.
 */
export const tokenTarget = (token: Pick<TokenRow, "name" | "prefix">): string => `${token.name} (${token.prefix}…)`;

/** How a token is named where a person's user name would be (the audit trail's actor, `session.username`). */
export const tokenActor = (token: Pick<TokenRow, "name" | "prefix">): string => `API token ${tokenTarget(token)}`;

/**
 * The live token a secret names (not revoked, not expired, its creator an active user of its tenant), or undefined; its use from `address` is written, at most
 * once a minute per address, for the list's "last used".
 */
export async function findLiveToken(
  context: { db: Db; now: () => Date },
  secret: string,
  address: string,
): Promise<TokenRow | undefined> {
  const now = context.now();
  // The creator's status is read again here although forbidding or deleting them revokes their tokens: a token made
  // before that rule, or a user row changed beside the API, must not outlive its creator's right to act either.
  const [found] = await context.db
    .select({ token: apiTokens })
    .from(apiTokens)
    .innerJoin(
      users,
      and(eq(users.id, apiTokens.createdBy), eq(users.tenantId, apiTokens.tenantId), eq(users.status, "active")),
    )
    .where(
      and(
        eq(apiTokens.tokenHash, sha256(secret)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!found) return undefined;
  const row = found.token;
  const stale = !row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS;
  if (stale || row.lastUsedAddress !== address) {
    await context.db
      .update(apiTokens)
      .set({ lastUsedAt: now, lastUsedAddress: address })
      .where(eq(apiTokens.id, row.id));
  }
  return row;
}
