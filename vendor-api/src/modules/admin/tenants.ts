import { COUNTER_CHANNEL } from "#rules";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { channels, roles, tenants, userRoles, users } from "../../db/schema";
import { assertValid, ValidationError } from "../../protocol/errors";
import {
  COMPANY_TEXT_MAX,
  email,
  fail,
  maxLength,
  passwordChecks,
  required,
  validateFields,
  type FieldFailures,
} from "../../protocol/rules";
import { hashPassword } from "../../security/passwords";
import { diffChanges, recordAudit } from "../../audit-trail/record";
import { DictionaryIds } from "../dictionary/ids";
import { dictionaryItem } from "../company/company-info";

/** New tenants start in New York time, as the company info's default suggests (docs/company-contract.md). */
const DEFAULT_TIME_ZONE_ID = 101;
const USERNAME_MAX = 50;
const ADMINISTRATOR_ROLE = "Administrator";

export interface NewTenantInput {
  name: string;
  username: string;
  password: string;
  timeZoneId?: number | null;
  /** The administrator's address (two-factor codes, notices); none when absent. */
  email?: string;
}

const isUsernameTaken = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === "users_username_unique";
  }
  return false;
};

/**
 * A fresh tenant as a vendor signs up: channels web and app, an Administrator role holding every permission and one
 * active user of it, nothing set up (the guide's steps all to do). Browser tests take one each, so that no test
 * uses up the demo's Fresh Vendor. `creator` names who made the user (the user's creator and, as for a user added in
 * the console, the actor of an audit line); without it the user is the system's, unaudited, as /admin/tenants makes.
 */
export async function createTenant(
  db: Db,
  input: NewTenantInput,
  { creator }: { creator?: string } = {},
): Promise<{ tid: number; username: string }> {
  const username = input.username.trim();
  const userEmail = input.email?.trim() || null;
  const failures: FieldFailures = validateFields({
    name: [input.name, [required, maxLength(COMPANY_TEXT_MAX)]],
    username: [username, [required, maxLength(USERNAME_MAX)]],
    password: [input.password, passwordChecks],
    email: [userEmail ?? "", [email]],
  });
  const timeZone = await dictionaryItem(db, DictionaryIds.timeZones, input.timeZoneId ?? DEFAULT_TIME_ZONE_ID);
  if (!timeZone) failures.timeZoneId = fail("unknownItem");
  if (!failures.username) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    if (taken) failures.username = fail("account.userNameExists");
  }
  assertValid(failures);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: input.name.trim(), timeZone: timeZone!.code, timeZoneId: timeZone!.id })
        .returning({ id: tenants.id });
      await tx.insert(channels).values([
        { tenantId: tenant.id, key: "web" },
        { tenantId: tenant.id, key: "app" },
        { tenantId: tenant.id, key: COUNTER_CHANNEL },
      ]);
      const [role] = await tx
        .insert(roles)
        .values({
          tenantId: tenant.id,
          name: ADMINISTRATOR_ROLE,
          description: "Every page and action",
          allPermissions: true,
        })
        .returning({ id: roles.id });
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant.id, username, email: userEmail, passwordHash, creator: creator ?? "system" })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
      if (creator)
        await recordAudit(tx, {
          tenantId: tenant.id,
          actor: creator,
          area: "user",
          action: "add",
          targetId: user.id,
          targetName: username,
          changes: diffChanges(
            null,
            { username, email: userEmail, status: "active", roles: [ADMINISTRATOR_ROLE], password: "set" },
            { secretFields: ["password"] },
          ),
        });
      return { tid: tenant.id, username };
    });
  } catch (error) {
    if (isUsernameTaken(error)) throw new ValidationError({ username: fail("account.userNameExists") });
    throw error;
  }
}
