import type { FastifyInstance } from "fastify";
import { and, eq, or, sql } from "drizzle-orm";
import type { PermissionRef } from "#rules";
import type { Db } from "../db/connect";
import { permissions, rolePermissions, roles, userRoles } from "../db/schema";
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

/** Whether the user holds at least one of the permissions, through any role (an `allPermissions` role holds all). */
export async function holdsAny(db: Db, userId: number, refs: readonly PermissionRef[]): Promise<boolean> {
  const wanted = or(...refs.map((ref) => ("page" in ref ? isRef("page", ref.page) : isRef("cmd", ref.cmd))));
  const [row] = await db
    .select({ roleId: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        or(
          eq(roles.allPermissions, true),
          sql`exists (select 1 from ${rolePermissions} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
            where ${rolePermissions.roleId} = ${roles.id} and ${wanted})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Routes a session bound to set up its second factor may call: those of a forced password change and the set-up. */
const OPEN_TO_ENROLMENT: ReadonlySet<OperatorAccess> = new Set(["passwordChange", "twoFactorEnrolment"]);

/**
 * The vendor API's own permission check (docs/foundation-contract.md section 1): it never relies on a gateway having
 * checked. A forced password change, then a required second factor, come first, so such a session learns what to do
 * rather than what it lacks.
 */
export async function assertAccess(db: Db, session: OperatorSession, access: OperatorAccess): Promise<void> {
  if (session.mustChangePassword && access !== "passwordChange") throw new BusinessError(Codes.passwordChangeRequired);
  if (session.mustEnrolTwoFactor && !OPEN_TO_ENROLMENT.has(access))
    throw new BusinessError(Codes.twoFactorEnrolmentRequired);
  if (access === "session" || access === "passwordChange" || access === "twoFactorEnrolment") return;
  if (!(await holdsAny(db, session.userId, access))) throw new BusinessError(Codes.forbidden);
}
