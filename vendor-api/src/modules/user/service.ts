import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  isBlank,
  resetPasswordFailures,
  userFailures,
  userRolesFailures,
  fail,
  type FieldFailures,
  type UserStatusValue,
} from "#rules";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { roles, userRoles, users } from "../../db/schema";
import { assertValid, notFound, staleVersion, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import { revokeUserSessions } from "../../protocol/user-sessions";
import { hashPassword } from "../../security/passwords";
import { revokeCreatorTokens } from "../api-token/service";
import { diffChanges, recordAudit, type AuditRecord } from "../../audit-trail/record";
import { usersWithTwoFactor } from "../two-factor/second-factor";
import {
  assertGrantsHeld,
  assertKeepsOwnManagement,
  assertNotAbove,
  lockTenantAccess,
  roleHoldings,
  tenantAccessGuard,
  userHoldings,
} from "../role/holdings";
import type { User, UserAddInput, UserEditInput } from "./schemas";

type UserRow = typeof users.$inferSelect;

const userScope = (tenantId: number, id: number) => and(eq(users.tenantId, tenantId), eq(users.id, id));
/** `%` and `_` typed in a filter are looked for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const orNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());
const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

async function rolesOf(db: Db, userIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const byUser = new Map<number, Array<{ id: number; name: string }>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

const toUser = (row: UserRow, userRoleList: Array<{ id: number; name: string }>, twoFactorEnabled: boolean): User => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneCode: row.phoneCode,
  phone: row.phone,
  status: row.status,
  roles: userRoleList,
  creator: row.creator,
  lastLoginTime: row.lastLoginAt?.toISOString() ?? null,
  mustChangePassword: row.mustChangePassword,
  twoFactorEnabled,
  version: row.version,
  createTime: row.createdAt.toISOString(),
});

async function userAnswer(db: Db, row: UserRow): Promise<User> {
  const withTwoFactor = await usersWithTwoFactor(db, [row.id]);
  return toUser(row, (await rolesOf(db, [row.id])).get(row.id) ?? [], withTwoFactor.has(row.id));
}

export async function findUserRow(db: Db, tenantId: number, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(userScope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A tenant's users, newest first, counted exactly (a tenant's staff). */
const userList = defineList({
  name: "user-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(users),
});

export async function listUsers(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; username?: string; name?: string; status?: UserStatusValue },
): Promise<{ list: User[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(users.tenantId, bind("tenantId", tenantId)),
    query.username ? ilike(users.username, bind("username", likeText(query.username))) : undefined,
    query.name
      ? or(
          ilike(users.firstName, bind("name", likeText(query.name))),
          ilike(users.lastName, bind("name", likeText(query.name))),
        )
      : undefined,
    query.status ? eq(users.status, bind("status", query.status)) : undefined,
  );
  const { rows, total } = await userList.read(db, { binder, filter, page: query });
  const ids = rows.map((row) => row.id);
  const byUser = await rolesOf(db, ids);
  const withTwoFactor = await usersWithTwoFactor(db, ids);
  return { list: rows.map((row) => toUser(row, byUser.get(row.id) ?? [], withTwoFactor.has(row.id))), total };
}

export async function findUser(db: Db, tenantId: number, id: number): Promise<User> {
  return userAnswer(db, await findUserRow(db, tenantId, id));
}

/** Uniqueness the shared rules cannot know: the login name across tenants, the phone within the tenant. */
async function uniquenessFailures(
  db: Db,
  tenantId: number,
  input: { username?: string; phoneCode?: string | null; phone?: string | null },
  exceptId?: number,
): Promise<FieldFailures> {
  const failures: FieldFailures = {};
  if (input.username) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, input.username)).limit(1);
    if (taken) failures.username = fail("account.userNameExists");
  }
  if (input.phone) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          isNotNull(users.phone),
          input.phoneCode ? eq(users.phoneCode, input.phoneCode) : sql`${users.phoneCode} is null`,
          sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') = ${phoneDigits(input.phone)}`,
          exceptId ? ne(users.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) failures.phone = fail("user.phoneExists");
  }
  return failures;
}

/** Each unique index of users with the field and message its violation answers (a concurrent save got there first). */
const UNIQUE_FIELDS: Record<string, [field: string, failure: ReturnType<typeof fail>]> = {
  users_username_unique: ["username", fail("account.userNameExists")],
  users_tenant_phone_unique: ["phone", fail("user.phoneExists")],
};

async function withUniqueUsers<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
      const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
      const unique = code === "23505" && typeof constraint === "string" ? UNIQUE_FIELDS[constraint] : undefined;
      if (unique) throw new ValidationError({ [unique[0]]: unique[1] });
    }
    throw error;
  }
}

/** The roles of the tenant named by `roleIds`; another tenant's or an unknown id answers 20404. */
async function tenantRoles(db: Db, tenantId: number, roleIds: readonly number[]) {
  const wanted = [...new Set(roleIds)];
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, wanted)))
    .orderBy(asc(roles.id));
  if (rows.length !== wanted.length) throw notFound();
  return rows;
}

/** Escalation: every role newly given must hold nothing the acting user does not hold. */
async function assertRolesGrantable(tx: Db, actorId: number, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const actorHolds = await userHoldings(tx, actorId);
  for (const keys of (await roleHoldings(tx, roleIds)).values()) assertGrantsHeld(actorHolds, keys, "roleIds");
}

const auditRecord = (row: UserRow, roleNames: string[]): AuditRecord => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneCode: row.phoneCode,
  phone: row.phone,
  status: row.status,
  roles: roleNames,
});

export async function addUser(context: AppContext, session: OperatorSession, input: UserAddInput): Promise<User> {
  const username = input.username.trim();
  const fields = {
    ...input,
    username,
    email: orNull(input.email),
    phoneCode: orNull(input.phoneCode),
    phone: orNull(input.phone),
  };
  const failures = userFailures(fields, { creating: true });
  assertValid(failures);
  const passwordHash = await hashPassword(input.password);
  return withUniqueUsers(() =>
    context.db.transaction(async (tx) => {
      await lockTenantAccess(tx, session.tenantId);
      const roleRows = await tenantRoles(tx, session.tenantId, input.roleIds);
      assertValid(await uniquenessFailures(tx, session.tenantId, fields));
      await assertRolesGrantable(
        tx,
        session.userId,
        roleRows.map((role) => role.id),
      );
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: session.tenantId,
          username,
          passwordHash,
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          email: fields.email,
          phoneCode: fields.phoneCode,
          phone: fields.phone,
          status: input.status as UserStatusValue,
          creator: session.username,
        })
        .returning();
      await tx.insert(userRoles).values(roleRows.map((role) => ({ userId: row.id, roleId: role.id })));
      await recordAudit(tx, {
        tenantId: session.tenantId,
        actor: session.username,
        area: "user",
        action: "add",
        targetId: row.id,
        targetName: row.username,
        changes: diffChanges(
          null,
          {
            username: row.username,
            ...auditRecord(
              row,
              roleRows.map((role) => role.name),
            ),
            password: "set",
          },
          { secretFields: ["password"] },
        ),
      });
      return toUser(row, roleRows, false);
    }),
  );
}

export async function editUser(context: AppContext, session: OperatorSession, input: UserEditInput): Promise<User> {
  const fields = {
    ...input,
    email: orNull(input.email),
    phoneCode: orNull(input.phoneCode),
    phone: orNull(input.phone),
  };
  const failures = userFailures(fields, { creating: false });
  if (!failures.status && input.id === session.userId && input.status === "forbidden")
    failures.status = fail("user.selfForbidOrDelete");
  assertValid(failures);
  return withUniqueUsers(() =>
    context.db.transaction(async (tx) => {
      await lockTenantAccess(tx, session.tenantId);
      const before = await findUserRow(tx, session.tenantId, input.id);
      if (before.version !== input.version) throw staleVersion();
      await assertNotAbove(tx, session.userId, { userIds: [before.id] }, "id");
      assertValid(await uniquenessFailures(tx, session.tenantId, fields, input.id));
      const forbidding = before.status !== "forbidden" && input.status === "forbidden";
      const access = forbidding ? await tenantAccessGuard(tx, session.tenantId) : undefined;
      const row = await updateVersioned(tx, users, userScope(session.tenantId, input.id), input.version, {
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email,
        phoneCode: fields.phoneCode,
        phone: fields.phone,
        status: input.status as UserStatusValue,
      });
      if (access) {
        await access.check();
        await revokeUserSessions({ ...context, db: tx }, row.id);
        await revokeCreatorTokens(context, tx, session, row.id);
      }
      const roleNames = ((await rolesOf(tx, [row.id])).get(row.id) ?? []).map((role) => role.name);
      await recordAudit(tx, {
        tenantId: session.tenantId,
        actor: session.username,
        area: "user",
        action: "edit",
        targetId: row.id,
        targetName: row.username,
        changes: diffChanges(auditRecord(before, roleNames), auditRecord(row, roleNames)),
      });
      return userAnswer(tx, row);
    }),
  );
}

export async function deleteUser(
  context: AppContext,
  session: OperatorSession,
  input: { id: number; version: number },
): Promise<null> {
  if (input.id === session.userId) assertValid({ id: fail("user.selfForbidOrDelete") });
  return context.db.transaction(async (tx) => {
    await lockTenantAccess(tx, session.tenantId);
    const before = await findUserRow(tx, session.tenantId, input.id);
    if (before.version !== input.version) throw staleVersion();
    await assertNotAbove(tx, session.userId, { userIds: [before.id] }, "id");
    const access = await tenantAccessGuard(tx, session.tenantId);
    const roleNames = ((await rolesOf(tx, [before.id])).get(before.id) ?? []).map((role) => role.name);
    // The user's sessions, roles and auth codes go with the row (ON DELETE CASCADE): their token answers 21430 next.
    // The API tokens they made keep their row, revoked and audited, so the trail still names them.
    await revokeCreatorTokens(context, tx, session, before.id);
    await tx.delete(users).where(userScope(session.tenantId, input.id));
    await access.check();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "user",
      action: "delete",
      targetId: before.id,
      targetName: before.username,
      changes: diffChanges({ username: before.username, ...auditRecord(before, roleNames) }, null),
    });
    return null;
  });
}

export async function assignUserRoles(
  context: AppContext,
  session: OperatorSession,
  input: { id: number; version: number; roleIds: number[] },
): Promise<User> {
  assertValid(userRolesFailures(input.roleIds));
  return context.db.transaction(async (tx) => {
    await lockTenantAccess(tx, session.tenantId);
    const before = await findUserRow(tx, session.tenantId, input.id);
    if (before.version !== input.version) throw staleVersion();
    await assertNotAbove(tx, session.userId, { userIds: [before.id] }, "id");
    const access = await tenantAccessGuard(tx, session.tenantId);
    const roleRows = await tenantRoles(tx, session.tenantId, input.roleIds);
    const previous = (await rolesOf(tx, [before.id])).get(before.id) ?? [];
    const previousIds = new Set(previous.map((role) => role.id));
    await assertRolesGrantable(
      tx,
      session.userId,
      roleRows.filter((role) => !previousIds.has(role.id)).map((role) => role.id),
    );
    const row = await updateVersioned(tx, users, userScope(session.tenantId, input.id), input.version, {});
    await tx.delete(userRoles).where(eq(userRoles.userId, row.id));
    await tx.insert(userRoles).values(roleRows.map((role) => ({ userId: row.id, roleId: role.id })));
    if (row.id === session.userId) await assertKeepsOwnManagement(tx, session.userId, "roleIds");
    await access.check();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "user",
      action: "assignRoles",
      targetId: row.id,
      targetName: row.username,
      changes: diffChanges({ roles: previous.map((role) => role.name) }, { roles: roleRows.map((role) => role.name) }),
    });
    return toUser(row, roleRows, (await usersWithTwoFactor(tx, [row.id])).has(row.id));
  });
}

/**
 * A new password chosen by an administrator: the user must change it at the next login, and is logged out now. Never
 * one's own (that is a change with the current password) nor that of a user who holds more than the caller.
 */
export async function resetUserPassword(
  context: AppContext,
  session: OperatorSession,
  input: { id: number; newPassword: string },
): Promise<null> {
  if (input.id === session.userId) assertValid({ id: fail("user.selfReset") });
  assertValid(resetPasswordFailures(input.newPassword));
  const passwordHash = await hashPassword(input.newPassword);
  return context.db.transaction(async (tx) => {
    await lockTenantAccess(tx, session.tenantId);
    const before = await findUserRow(tx, session.tenantId, input.id);
    await assertNotAbove(tx, session.userId, { userIds: [before.id] }, "id");
    await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(userScope(session.tenantId, input.id));
    await revokeUserSessions({ ...context, db: tx }, before.id);
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "user",
      action: "resetPassword",
      targetId: before.id,
      targetName: before.username,
      changes: diffChanges(
        { password: before.passwordHash, mustChangePassword: before.mustChangePassword },
        { password: passwordHash, mustChangePassword: true },
        { secretFields: ["password"] },
      ),
    });
    return null;
  });
}
