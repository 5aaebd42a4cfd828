/**
 * What users hold, and the safety rules of docs/system-contract.md section 3 that read it. Every user or role write
 * runs them inside its own transaction after `lockTenantAccess`, so two concurrent changes of one tenant are decided
 * one after the other (two forbids of the last two managers cannot both see the other still active), and the change
 * moves the tenant's access epoch with it.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { MANAGEMENT_PERMISSIONS, PERMISSION_CATALOGUE, fail, permissionKey, refKey, type RuleKey } from "#rules";
import type { Db } from "../../db/connect";
import { apiTokenRoles, apiTokens, permissions, rolePermissions, roles, userRoles, users } from "../../db/schema";
import { moveAccessEpoch } from "../../protocol/access-epoch";
import { ValidationError } from "../../protocol/errors";

const MANAGEMENT_KEYS = MANAGEMENT_PERMISSIONS.map(refKey);
const holdsManagement = (held: ReadonlySet<string>) => MANAGEMENT_KEYS.every((key) => held.has(key));

/** Moving the epoch locks the tenant's epoch row until the transaction ends: the lock and the news are one write. */
export const lockTenantAccess = moveAccessEpoch;

const refuse = (field: string, key: RuleKey): never => {
  throw new ValidationError({ [field]: fail(key) });
};

async function catalogueKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ type: permissions.type, url: permissions.url }).from(permissions);
  return rows.map((row) => permissionKey(row.type, row.url));
}

/** Each role's permissions; an `allPermissions` role holds the whole catalogue. */
export async function roleHoldings(db: Db, roleIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const held = new Map<number, Set<string>>();
  if (roleIds.length === 0) return held;
  const roleRows = await db
    .select({ id: roles.id, allPermissions: roles.allPermissions })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  const everything = roleRows.some((role) => role.allPermissions) ? await catalogueKeys(db) : [];
  for (const role of roleRows) held.set(role.id, new Set(role.allPermissions ? everything : []));
  const rows = await db
    .select({ roleId: rolePermissions.roleId, type: permissions.type, url: permissions.url })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, [...roleIds]));
  for (const row of rows) held.get(row.roleId)?.add(permissionKey(row.type, row.url));
  return held;
}

/** The union of a user's roles' permissions, as stored now (within the caller's transaction). */
export async function userHoldings(db: Db, userId: number): Promise<Set<string>> {
  const roleRows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const held = await roleHoldings(
    db,
    roleRows.map((row) => row.roleId),
  );
  return new Set([...held.values()].flatMap((keys) => [...keys]));
}

/** Escalation: a user grants only what they hold themselves (field `roleIds` or `permissions`). */
export function assertGrantsHeld(actorHolds: ReadonlySet<string>, granted: Iterable<string>, field: string): void {
  for (const key of granted) if (!actorHolds.has(key)) refuse(field, "access.grantOwnOnly");
}

/** Self-lockout: after the change the acting user still holds the whole user and role management set. */
export async function assertKeepsOwnManagement(tx: Db, actorId: number, field: string): Promise<void> {
  if (!holdsManagement(await userHoldings(tx, actorId))) refuse(field, "access.ownManagement");
}

/** The union of an API token's roles' permissions (what its roles give, before its creator's limit). */
async function tokenHoldings(db: Db, tokenId: number): Promise<Set<string>> {
  const roleRows = await db
    .select({ roleId: apiTokenRoles.roleId })
    .from(apiTokenRoles)
    .where(eq(apiTokenRoles.tokenId, tokenId));
  const held = await roleHoldings(
    db,
    roleRows.map((row) => row.roleId),
  );
  return new Set([...held.values()].flatMap((keys) => [...keys]));
}

/** Who a check acts on: users, live API tokens, and roles themselves (a role's own permissions). */
export interface AccessTargets {
  userIds?: readonly number[];
  tokenIds?: readonly number[];
  roleIds?: readonly number[];
}

/**
 * No acting above yourself (docs/system-contract.md section 3): the targets hold nothing the acting user lacks.
 * Checked on what they hold before the change, so a user cannot be lowered first and then acted on by someone below
 * them. A token is judged by its roles, not by the smaller set its creator's limit may leave it now: the creator can
 * be given their permissions back, and the token with them.
 */
export async function assertNotAbove(
  tx: Db,
  actorId: number,
  targets: AccessTargets,
  field: string,
  key: RuleKey = "access.actOnHigher",
): Promise<void> {
  const userIds = (targets.userIds ?? []).filter((id) => id !== actorId);
  const { tokenIds = [], roleIds = [] } = targets;
  if (userIds.length + tokenIds.length + roleIds.length === 0) return;
  const actorHolds = await userHoldings(tx, actorId);
  const heldByTargets = [
    ...(await Promise.all(userIds.map((id) => userHoldings(tx, id)))),
    ...(await Promise.all(tokenIds.map((id) => tokenHoldings(tx, id)))),
    ...(await roleHoldings(tx, roleIds)).values(),
  ];
  for (const held of heldByTargets) for (const permission of held) if (!actorHolds.has(permission)) refuse(field, key);
}

/**
 * No acting above yourself through a role: renaming, editing, re-permissioning or deleting a role is acting on the
 * role and on everyone who holds it, users and live API tokens alike, so none of them (nor the role) may hold a
 * permission the acting user lacks (`access.roleAboveYou` on `field`).
 */
export async function assertRoleNotAbove(tx: Db, actorId: number, roleId: number, field: string): Promise<void> {
  const [userRows, tokenRows] = await Promise.all([
    tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId)),
    tx
      .select({ id: apiTokenRoles.tokenId })
      .from(apiTokenRoles)
      .innerJoin(apiTokens, eq(apiTokens.id, apiTokenRoles.tokenId))
      .where(and(eq(apiTokenRoles.roleId, roleId), isNull(apiTokens.revokedAt))),
  ]);
  await assertNotAbove(
    tx,
    actorId,
    { userIds: userRows.map((row) => row.id), tokenIds: tokenRows.map((row) => row.id), roleIds: [roleId] },
    field,
    "access.roleAboveYou",
  );
}

/** Every active user of the tenant who holds the whole management set, with what each holds. */
async function activeManagers(tx: Db, tenantId: number): Promise<Set<string>[]> {
  const rows = await tx
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.tenantId, tenantId), eq(users.status, "active")));
  const byRole = await roleHoldings(tx, [...new Set(rows.map((row) => row.roleId))]);
  const byUser = new Map<number, Set<string>>();
  for (const { userId, roleId } of rows) {
    const held = byUser.get(userId) ?? new Set<string>();
    for (const key of byRole.get(roleId) ?? []) held.add(key);
    byUser.set(userId, held);
  }
  return [...byUser.values()].filter(holdsManagement);
}

const unionOf = (sets: Iterable<ReadonlySet<string>>) => new Set([...sets].flatMap((set) => [...set]));

/**
 * No lockout (docs/system-contract.md section 3). Taken before a user or role change, checked after it, in the same
 * transaction: the tenant still has an active user holding the whole management set, and every permission an active
 * manager held before is still held by one. Permissions are granted only by those who hold them, so one that no
 * manager holds any more could never be given back.
 */
export async function tenantAccessGuard(tx: Db, tenantId: number): Promise<{ check(): Promise<void> }> {
  const before = unionOf(await activeManagers(tx, tenantId));
  return {
    async check() {
      const managers = await activeManagers(tx, tenantId);
      if (managers.length === 0) refuse("id", "access.lastManager");
      const after = unionOf(managers);
      const lost = PERMISSION_CATALOGUE.filter(
        (entry) => before.has(permissionKey(entry.type, entry.url)) && !after.has(permissionKey(entry.type, entry.url)),
      );
      if (lost.length > 0) {
        throw new ValidationError({
          id: fail("access.lostForGood", { permissions: lost.map((entry) => entry.name).join(", ") }),
        });
      }
    },
  };
}
