/**
 * What users hold, and the safety rules of docs/system-contract.md section 3 that read it. Every user or role write
 * runs them inside its own transaction after `lockTenantAccess`, so two concurrent changes of one tenant are decided
 * one after the other: two forbids of the last two managers cannot both see the other still active.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { MANAGEMENT_PAGES, fail, type RuleKey } from "#rules";
import type { Db } from "../../db/connect";
import { permissions, rolePermissions, roles, userRoles, users, type PermissionType } from "../../db/schema";
import { ValidationError } from "../../protocol/errors";

/** A permission as one comparable value: `page:user_list`, `cmd:/user/add`. */
export const permissionKey = (type: PermissionType, url: string) => `${type}:${url}`;
const MANAGEMENT_KEYS = MANAGEMENT_PAGES.map((page) => permissionKey("page", page));

/** The advisory lock class of user and role writes (tags use 3). */
const ACCESS_LOCK = 12;

export async function lockTenantAccess(tx: Db, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, ${ACCESS_LOCK})`);
}

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

/** Self-lockout: after the change the acting user still holds user and role management. */
export async function assertKeepsOwnManagement(tx: Db, actorId: number, field: string): Promise<void> {
  const held = await userHoldings(tx, actorId);
  if (!MANAGEMENT_KEYS.every((key) => held.has(key))) refuse(field, "access.ownManagement");
}

/** After any user, role or assignment change the tenant still has an active user holding both management pages. */
export async function assertManagerRemains(tx: Db, tenantId: number): Promise<void> {
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, "active"),
        sql`(
          exists (
            select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
            where ${userRoles.userId} = ${users.id} and ${roles.allPermissions}
          )
          or (
            select count(distinct ${permissions.url}) from ${userRoles}
            join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId}
            join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
            where ${userRoles.userId} = ${users.id} and ${permissions.type} = 'page'
              and ${inArray(permissions.url, [...MANAGEMENT_PAGES])}
          ) = ${MANAGEMENT_PAGES.length}
        )`,
      ),
    )
    .limit(1);
  if (!manager) refuse("id", "access.lastManager");
}
