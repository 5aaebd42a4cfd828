import type { FastifyInstance } from "fastify";
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { TWO_FACTOR_GUARDED_PERMISSIONS, type PermissionRef } from "#rules";
import type { Db } from "../db/connect";
import { apiTokenRoles, apiTokens, permissions, rolePermissions, roles, tenants, userRoles } from "../db/schema";
import { Codes } from "./codes";
import { BusinessError } from "./errors";
import type { OperatorAccess, OperatorSession, RouteAuth } from "./route";

export interface RouteAccess {
  method: string;
  url: string;
  auth: RouteAuth;
  access?: OperatorAccess;
}

const routesByApp = new WeakMap<FastifyInstance, RouteAccess[]>();

export function recordRoute(app: FastifyInstance, route: RouteAccess): void {
  routesByApp.set(app, [...(routesByApp.get(app) ?? []), route]);
}

/** Every route of the app with who may call it: the authorization suite walks it, so no route can skip it. */
export const routeAccessList = (app: FastifyInstance): readonly RouteAccess[] => routesByApp.get(app) ?? [];

const isRef = (type: "page" | "cmd", url: string) => and(eq(permissions.type, type), eq(permissions.url, url));

/** The `permissions` row is one of these. */
const refsCondition = (refs: readonly PermissionRef[]) =>
  or(...refs.map((ref) => ("page" in ref ? isRef("page", ref.page) : isRef("cmd", ref.cmd))));

/**
 * Whose roles grant access: a person's (their user roles) or an integrator's API token's (its own roles, limited by
 * those of its creator `userId`: `tokenHoldsRow`). `userId` may be a column of the query it is part of (the session's
 * user, read in the same query: session-hook.ts).
 */
export type RoleHolder = { userId: number | AnyColumn; apiTokenId?: number };

/** The ids of the roles the holder holds, as a subquery. */
export const heldRoleIds = (db: Db, holder: RoleHolder) =>
  holder.apiTokenId === undefined
    ? db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, holder.userId))
    : db.select({ id: apiTokenRoles.roleId }).from(apiTokenRoles).where(eq(apiTokenRoles.tokenId, holder.apiTokenId));

/** The roles of the holder that grant at least one of the permissions (an `allPermissions` role grants all). */
function grantingRoles(db: Db, holder: RoleHolder, refs: readonly PermissionRef[]): SQL {
  const wanted = refsCondition(refs);
  return and(
    inArray(roles.id, heldRoleIds(db, holder)),
    or(
      eq(roles.allPermissions, true),
      sql`exists (select 1 from ${rolePermissions} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
            where ${rolePermissions.roleId} = ${roles.id} and ${wanted})`,
    ),
  )!;
}

/** One of the roles grants the `permissions` row of the enclosing query. */
const rolesGrantRow = (roleIds: ReturnType<typeof heldRoleIds>): SQL =>
  sql`exists (select 1 from ${roles} where ${inArray(roles.id, roleIds)} and (${roles.allPermissions} or exists (
        select 1 from ${rolePermissions}
        where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.permissionId} = ${permissions.id})))`;

/**
 * Whether an API token holds the `permissions` row of the enclosing query (docs/system-contract.md section 11): its
 * roles grant it and so do its creator's roles now, so a token never acts with more than its creator holds, and a
 * narrowed creator narrows their tokens at once. Where the tenant requires two-factor sign-in for managers, a
 * guarded permission is held only by a token made from a session that passed a second factor: the setting turned on
 * later takes it from older tokens too.
 */
function tokenHoldsRow(db: Db, holder: RoleHolder & { apiTokenId: number }): SQL {
  const guardedWithoutSecondFactor = sql`exists (select 1 from ${apiTokens}
      join ${tenants} on ${tenants.id} = ${apiTokens.tenantId}
      where ${apiTokens.id} = ${holder.apiTokenId} and ${tenants.requireTwoFactorForManagers}
        and not ${apiTokens.secondFactor})`;
  return and(
    rolesGrantRow(heldRoleIds(db, holder)),
    rolesGrantRow(heldRoleIds(db, { userId: holder.userId })),
    sql`not (${refsCondition(TWO_FACTOR_GUARDED_PERMISSIONS)} and ${guardedWithoutSecondFactor})`,
  )!;
}

const isTokenHolder = (holder: RoleHolder): holder is RoleHolder & { apiTokenId: number } =>
  holder.apiTokenId !== undefined;

/**
 * Every permission the holder holds, as a condition on the `permissions` table: a person's are their roles', an API
 * token's those its roles and its creator's share (`tokenHoldsRow`).
 */
export const holdsPermissionRow = (db: Db, holder: RoleHolder): SQL =>
  isTokenHolder(holder) ? tokenHoldsRow(db, holder) : rolesGrantRow(heldRoleIds(db, holder));

/** `holdsAny` as a condition of a larger query, so a request's gate reads session and access in one round trip. */
export const holdsAnyCondition = (db: Db, holder: RoleHolder, refs: readonly PermissionRef[]): SQL<boolean> =>
  isTokenHolder(holder)
    ? sql<boolean>`exists (select 1 from ${permissions} where ${refsCondition(refs)} and ${tokenHoldsRow(db, holder)})`
    : sql<boolean>`exists (select 1 from ${roles} where ${grantingRoles(db, holder, refs)})`;

/** Whether the holder holds at least one of the permissions, through any role (a token: `tokenHoldsRow`). */
export async function holdsAny(db: Db, holder: RoleHolder, refs: readonly PermissionRef[]): Promise<boolean> {
  const [row] = isTokenHolder(holder)
    ? await db
        .select({ id: permissions.id })
        .from(permissions)
        .where(and(refsCondition(refs), tokenHoldsRow(db, holder)))
        .limit(1)
    : await db
        .select({ id: roles.id })
        .from(roles)
        .where(grantingRoles(db, holder, refs))
        .limit(1);
  return row !== undefined;
}

/** Routes a session bound to set up its second factor may call: those of a forced password change and the set-up. */
const OPEN_TO_ENROLMENT: ReadonlySet<OperatorAccess> = new Set(["passwordChange", "twoFactorEnrolment"]);

/**
 * The vendor API's own permission check (docs/foundation-contract.md section 1): it never relies on a gateway having
 * checked. A forced password change, then a required second factor, come first, so such a session learns what to do
 * rather than what it lacks. `held`: whether the session holds one of the access's permissions, read with the session
 * (unused for the other kinds of access).
 */
export function decideAccess(session: OperatorSession, access: OperatorAccess, held: boolean): void {
  if (session.mustChangePassword && access !== "passwordChange") throw new BusinessError(Codes.passwordChangeRequired);
  if (session.mustEnrolTwoFactor && !OPEN_TO_ENROLMENT.has(access))
    throw new BusinessError(Codes.twoFactorEnrolmentRequired);
  if (access === "session" || access === "passwordChange" || access === "twoFactorEnrolment") return;
  if (!held) throw new BusinessError(Codes.forbidden);
}
