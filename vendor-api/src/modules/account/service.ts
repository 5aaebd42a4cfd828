import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { authCodes, channels, permissions, sessions, users } from "../../db/schema";
import { moveAccessEpoch } from "../../protocol/access-epoch";
import { holdsPermissionRow } from "../../protocol/access-guard";
import { Codes } from "../../protocol/codes";
import { BusinessError, assertValid } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { changePasswordFailures } from "../../protocol/rules";
import { revokeUserSessions } from "../../protocol/user-sessions";
import { throttled } from "../../security/login-throttle";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../security/passwords";
import { newSecret, sha256 } from "../../security/tokens";
import { findTenant, toTenantSummary } from "../tenant/service";
import { challengeSecondFactor } from "../two-factor/challenge";
import { mustEnrolTwoFactor } from "../two-factor/enrolment-rule";
import { confirmedTwoFactor } from "../two-factor/second-factor";
import type { LoginResult, Permission } from "./schemas";

type UserRow = typeof users.$inferSelect;

/** The console is the tenant's web channel; sessions opened through it report that channel. */
const CONSOLE_CHANNEL_KEY = "web";

/**
 * `secondFactor`: the login's second step took a code from the user's second factor, which the session keeps (an API
 * token made from it may then hold what the tenant guards with two-factor, docs/system-contract.md section 11).
 */
export async function openSession(
  context: AppContext,
  user: UserRow,
  { secondFactor = false }: { secondFactor?: boolean } = {},
): Promise<LoginResult> {
  if (user.status === "forbidden") throw new BusinessError(Codes.accountDisabled);
  const { db, now } = context;
  const token = newSecret();
  const expiresAt = new Date(now().getTime() + context.sessionTtlMinutes * 60_000);
  const tenant = await findTenant(db, user.tenantId);
  const [channel] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, tenant.id), eq(channels.key, CONSOLE_CHANNEL_KEY)))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId: user.id,
      tenantId: tenant.id,
      tokenHash: sha256(token),
      expiresAt,
      secondFactor,
      createdAt: now(),
    });
    await tx.update(users).set({ lastLoginAt: now() }).where(eq(users.id, user.id));
  });
  return {
    tenantId: tenant.id,
    originalTenantId: user.tenantId,
    username: user.username,
    id: user.id,
    operatorToken: token,
    tenantInitialized: tenant.initialized,
    channelId: channel?.id ?? null,
    timeZone: tenant.timeZone,
    expiresAt: expiresAt.toISOString(),
    tenant: toTenantSummary(tenant),
    mustChangePassword: user.mustChangePassword,
    mustEnrolTwoFactor: await mustEnrolTwoFactor(db, user.id, tenant.id),
  };
}

async function findUserByName(context: AppContext, username: string): Promise<UserRow | undefined> {
  const [user] = await context.db.select().from(users).where(eq(users.username, username)).limit(1);
  return user;
}

/**
 * Unknown user and wrong password answer alike (21001) and take alike long, so user names cannot be probed. Guesses
 * from `address` are throttled (docs/login-policy.md).
 */
export function login(context: AppContext, username: string, password: string, address: string): Promise<LoginResult> {
  return throttled(context.loginThrottle, username, address, async () => {
    const user = await findUserByName(context, username);
    if (!user) {
      await verifyAgainstDummy(password);
      throw new BusinessError(Codes.wrongCredentials);
    }
    if (!(await verifyPassword(password, user.passwordHash))) throw new BusinessError(Codes.wrongCredentials);
    if (await confirmedTwoFactor(context, user.id)) return challengeSecondFactor(context, user.id);
    return openSession(context, user);
  });
}

/** Guesses of codes from `address` are throttled like passwords (docs/login-policy.md). */
export function loginWithAuthCode(
  context: AppContext,
  authCode: string,
  userName: string,
  address: string,
): Promise<LoginResult> {
  return throttled(context.loginThrottle, userName, address, () => checkAuthCode(context, authCode, userName));
}

async function checkAuthCode(context: AppContext, authCode: string, userName: string): Promise<LoginResult> {
  const user = await findUserByName(context, userName);
  if (!user) throw new BusinessError(Codes.invalidAuthCode);
  // Claiming the code and checking it in one statement makes it single-use even under concurrent logins.
  const [claimed] = await context.db
    .update(authCodes)
    .set({ usedAt: context.now() })
    .where(
      and(
        eq(authCodes.codeHash, sha256(authCode)),
        eq(authCodes.userId, user.id),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, context.now()),
      ),
    )
    .returning({ id: authCodes.id });
  if (!claimed) throw new BusinessError(Codes.invalidAuthCode);
  return openSession(context, user);
}

export async function issueAuthCode(context: AppContext, userName: string) {
  const user = await findUserByName(context, userName);
  if (!user) throw new BusinessError(Codes.notFound, { key: "account.userNotFound" });
  const authCode = newSecret();
  const expiresAt = new Date(context.now().getTime() + context.authCodeTtlMs);
  await context.db
    .insert(authCodes)
    .values({ userId: user.id, codeHash: sha256(authCode), expiresAt, createdAt: context.now() });
  return { authCode, userName: user.username, expiresAt: expiresAt.toISOString() };
}

// An ended session moves the tenant's access epoch with it, so a gateway that keeps the session's permissions asks
// again, and hears that it is gone, on its next request.

export async function revokeSession(context: AppContext, session: OperatorSession): Promise<void> {
  await context.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: context.now() }).where(eq(sessions.id, session.sessionId));
    await moveAccessEpoch(tx, session.tenantId);
  });
}

export async function revokeSessionsByUserName(context: AppContext, userName: string): Promise<number> {
  const user = await findUserByName(context, userName);
  if (!user) throw new BusinessError(Codes.notFound, { key: "account.userNotFound" });
  return context.db.transaction((tx) => revokeUserSessions({ ...context, db: tx }, user.id));
}

/**
 * The permissions the session holds, in catalogue order: its user's roles' (a role with `allPermissions` holds them
 * all), or, for an API token, those its roles and its creator's roles share (docs/system-contract.md section 11), as
 * the request gate decides them (`holdsPermissionRow`).
 */
export async function loadPermissions(context: AppContext, session: OperatorSession): Promise<Permission[]> {
  const { db } = context;
  return db
    .select({ type: permissions.type, name: permissions.name, url: permissions.url })
    .from(permissions)
    .where(holdsPermissionRow(db, session))
    .orderBy(asc(permissions.sortOrder));
}

/**
 * A wrong current password (21003) is a failed login of the session's user from `address` (docs/login-policy.md): a
 * stolen session must not be a way to guess the password outside the login budgets, so past them the answer is
 * 21429 without the password being checked.
 */
export async function changePassword(
  context: AppContext,
  session: OperatorSession,
  input: { password: string; newPassword: string },
  address: string,
): Promise<void> {
  assertValid(changePasswordFailures(input));
  const user = await throttled(context.loginThrottle, session.username, address, async () => {
    const [found] = await context.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
    if (!found || !(await verifyPassword(input.password, found.passwordHash)))
      throw new BusinessError(Codes.wrongOldPassword);
    return found;
  });
  const passwordHash = await hashPassword(input.newPassword);
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
    await revokeUserSessions({ ...context, db: tx }, user.id);
  });
}
