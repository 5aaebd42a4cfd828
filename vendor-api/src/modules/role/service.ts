import { and, asc, count, eq, ilike, inArray, ne, type SQL } from "drizzle-orm";
import { fail, permissionKey, roleFailures, type FieldFailures } from "#rules";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { permissions, rolePermissions, roles, userRoles, type PermissionType } from "../../db/schema";
import { assertValid, notFound, staleVersion, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import { diffChanges, recordAudit } from "../../audit-trail/record";
import {
  assertGrantsHeld,
  assertKeepsOwnManagement,
  assertRoleNotAbove,
  lockTenantAccess,
  roleHoldings,
  tenantAccessGuard,
  userHoldings,
} from "./holdings";

export interface Role {
  id: number;
  name: string;
  description: string;
  allPermissions: boolean;
  permissions: Array<{ type: PermissionType; url: string }>;
  userCount: number;
  version: number;
  createTime: string;
}

type RoleRow = typeof roles.$inferSelect;

const roleScope = (tenantId: number, id: number) => and(eq(roles.tenantId, tenantId), eq(roles.id, id));
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Each role's permissions in catalogue order; an `allPermissions` role answers the whole catalogue. */
async function permissionsOf(db: Db, roleRows: RoleRow[]): Promise<Map<number, Role["permissions"]>> {
  const byRole = new Map<number, Role["permissions"]>();
  if (roleRows.length === 0) return byRole;
  const catalogue = await db
    .select({ id: permissions.id, type: permissions.type, url: permissions.url })
    .from(permissions)
    .orderBy(asc(permissions.sortOrder));
  const links = await db
    .select()
    .from(rolePermissions)
    .where(
      inArray(
        rolePermissions.roleId,
        roleRows.map((role) => role.id),
      ),
    );
  for (const role of roleRows) {
    const held = new Set(links.filter((link) => link.roleId === role.id).map((link) => link.permissionId));
    byRole.set(
      role.id,
      catalogue.filter((entry) => role.allPermissions || held.has(entry.id)).map(({ type, url }) => ({ type, url })),
    );
  }
  return byRole;
}

async function userCounts(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, users: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((row) => [row.roleId, row.users]));
}

async function toRoles(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const [held, counts] = await Promise.all([
    permissionsOf(db, rows),
    userCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    allPermissions: row.allPermissions,
    permissions: held.get(row.id) ?? [],
    userCount: counts.get(row.id) ?? 0,
    version: row.version,
    createTime: row.createdAt.toISOString(),
  }));
}

const toRole = async (db: Db, row: RoleRow) => (await toRoles(db, [row]))[0]!;

async function findRoleRow(db: Db, tenantId: number, id: number): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(roleScope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A tenant's roles, oldest first, counted exactly (a tenant's handful). */
const roleList = defineList({
  name: "role-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(roles).where(where).orderBy(asc(roles.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(roles),
});

export async function listRoles(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; name?: string },
): Promise<{ list: Role[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(roles.tenantId, bind("tenantId", tenantId)),
    query.name ? ilike(roles.name, bind("name", likeText(query.name))) : undefined,
  );
  const { rows, total } = await roleList.read(db, { binder, filter, page: query });
  return { list: await toRoles(db, rows), total };
}

export async function findRole(db: Db, tenantId: number, id: number): Promise<Role> {
  return toRole(db, await findRoleRow(db, tenantId, id));
}

export interface RoleInput {
  name: string;
  description?: string | null;
}

async function roleInputFailures(db: Db, tenantId: number, input: RoleInput, exceptId?: number) {
  const failures: FieldFailures = roleFailures(input);
  if (!failures.name) {
    const [clash] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          eq(roles.tenantId, tenantId),
          eq(roles.name, input.name.trim()),
          exceptId ? ne(roles.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash) failures.name = fail("role.nameExists");
  }
  return failures;
}

/** A concurrent add of the same name meets the unique index: answered as the check would have. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
      const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
      if (code === "23505" && constraint === "roles_tenant_name_unique")
        throw new ValidationError({ name: fail("role.nameExists") });
    }
    throw error;
  }
}

const describeRole = (row: Pick<RoleRow, "name" | "description">) => ({ name: row.name, description: row.description });

export async function addRole(context: AppContext, session: OperatorSession, input: RoleInput): Promise<Role> {
  return withUniqueName(() =>
    context.db.transaction(async (tx) => {
      await lockTenantAccess(tx, session.tenantId);
      assertValid(await roleInputFailures(tx, session.tenantId, input));
      const [row] = await tx
        .insert(roles)
        .values({ tenantId: session.tenantId, name: input.name.trim(), description: input.description?.trim() ?? "" })
        .returning();
      await recordAudit(tx, {
        tenantId: session.tenantId,
        actor: session.username,
        area: "role",
        action: "add",
        targetId: row.id,
        targetName: row.name,
        changes: diffChanges(null, describeRole(row)),
      });
      return toRole(tx, row);
    }),
  );
}

export async function editRole(
  context: AppContext,
  session: OperatorSession,
  input: RoleInput & { id: number; version: number },
): Promise<Role> {
  return withUniqueName(() =>
    context.db.transaction(async (tx) => {
      await lockTenantAccess(tx, session.tenantId);
      const before = await findRoleRow(tx, session.tenantId, input.id);
      if (before.version !== input.version) throw staleVersion();
      await assertRoleNotAbove(tx, session.userId, before.id, "id");
      assertValid(await roleInputFailures(tx, session.tenantId, input, input.id));
      const row = await updateVersioned(tx, roles, roleScope(session.tenantId, input.id), input.version, {
        name: input.name.trim(),
        description: input.description?.trim() ?? "",
      });
      await recordAudit(tx, {
        tenantId: session.tenantId,
        actor: session.username,
        area: "role",
        action: "edit",
        targetId: row.id,
        targetName: row.name,
        changes: diffChanges(describeRole(before), describeRole(row)),
      });
      return toRole(tx, row);
    }),
  );
}

/**
 * Replaces a role's permissions with an explicit list (an `allPermissions` role becomes one). The role and its holders
 * hold nothing the caller lacks, so what is added is too; a caller holding the role keeps user and role management;
 * the tenant keeps a manager.
 */
export async function assignRoleResources(
  context: AppContext,
  session: OperatorSession,
  input: { id: number; version: number; permissions: Array<{ type: PermissionType; url: string }> },
): Promise<Role> {
  return context.db.transaction(async (tx) => {
    await lockTenantAccess(tx, session.tenantId);
    const before = await findRoleRow(tx, session.tenantId, input.id);
    if (before.version !== input.version) throw staleVersion();
    const catalogue = await tx.select().from(permissions).orderBy(asc(permissions.sortOrder));
    const byKey = new Map(catalogue.map((entry) => [permissionKey(entry.type, entry.url), entry]));
    const wanted = [...new Set(input.permissions.map(({ type, url }) => permissionKey(type, url)))];
    const unknown: FieldFailures = {};
    input.permissions.forEach(({ type, url }, index) => {
      if (!byKey.has(permissionKey(type, url))) unknown[`permissions.${index}`] = fail("unknownItem");
    });
    assertValid(unknown);
    await assertRoleNotAbove(tx, session.userId, before.id, "id");
    const holders = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, before.id));
    const access = await tenantAccessGuard(tx, session.tenantId);
    const previous = (await roleHoldings(tx, [before.id])).get(before.id) ?? new Set<string>();
    assertGrantsHeld(
      await userHoldings(tx, session.userId),
      wanted.filter((key) => !previous.has(key)),
      "permissions",
    );
    const row = await updateVersioned(tx, roles, roleScope(session.tenantId, input.id), input.version, {
      allPermissions: false,
    });
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, row.id));
    if (wanted.length > 0)
      await tx
        .insert(rolePermissions)
        .values(wanted.map((key) => ({ roleId: row.id, permissionId: byKey.get(key)!.id })));
    if (holders.some((holder) => holder.userId === session.userId))
      await assertKeepsOwnManagement(tx, session.userId, "permissions");
    await access.check();
    const urls = (keys: Iterable<string>) => {
      const chosen = new Set(keys);
      return catalogue.filter((entry) => chosen.has(permissionKey(entry.type, entry.url))).map((entry) => entry.url);
    };
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "role",
      action: "assignResources",
      targetId: row.id,
      targetName: row.name,
      changes: diffChanges(
        { allPermissions: before.allPermissions, permissions: urls(previous) },
        { allPermissions: false, permissions: urls(wanted) },
      ),
    });
    return toRole(tx, row);
  });
}

export async function deleteRole(
  context: AppContext,
  session: OperatorSession,
  input: { id: number; version: number },
): Promise<null> {
  return context.db.transaction(async (tx) => {
    await lockTenantAccess(tx, session.tenantId);
    const before = await findRoleRow(tx, session.tenantId, input.id);
    if (before.version !== input.version) throw staleVersion();
    const [{ holders }] = await tx.select({ holders: count() }).from(userRoles).where(eq(userRoles.roleId, before.id));
    if (holders > 0) assertValid({ id: fail("role.held", { count: holders }) });
    // Deleting takes the role from the API tokens that hold it (api_token_roles cascades): only by someone who could
    // revoke them, so a lesser manager cannot disable a token above them.
    await assertRoleNotAbove(tx, session.userId, before.id, "id");
    await tx.delete(roles).where(roleScope(session.tenantId, before.id));
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "role",
      action: "delete",
      targetId: before.id,
      targetName: before.name,
      changes: diffChanges(describeRole(before), null),
    });
    return null;
  });
}
