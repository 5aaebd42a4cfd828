import { and, eq } from "drizzle-orm";
import { fail } from "#rules";
import type { AppContext } from "../../context";
import { twoFactors, users } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { revokeUserSessions } from "../../protocol/user-sessions";
import { diffChanges, recordAudit } from "../../audit-trail/record";
import { assertNotAbove, lockTenantAccess } from "../role/holdings";
import { removeTwoFactor } from "./enrolment";

/**
 * An administrator takes away another user's second factor (a lost phone): the user signs in with the password alone
 * and sets it up again, or is asked to at once where the tenant requires it. Never one's own (that takes a code), never
 * a user who holds more than the caller; their sessions end, and the trail records who did it.
 */
export async function resetUserTwoFactor(context: AppContext, session: OperatorSession, userId: number): Promise<null> {
  if (userId === session.userId) assertValid({ id: fail("user.selfTwoFactorReset") });
  return context.db.transaction(async (tx) => {
    await lockTenantAccess(tx, session.tenantId);
    // The user of the caller's tenant with their factor, if any (another tenant's user is not found).
    const [target] = await tx
      .select({ id: users.id, username: users.username, confirmedAt: twoFactors.confirmedAt })
      .from(users)
      .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
      .where(and(eq(users.tenantId, session.tenantId), eq(users.id, userId)))
      .limit(1);
    if (!target) throw notFound();
    await assertNotAbove(tx, session.userId, { userIds: [target.id] }, "id");
    if (!target.confirmedAt) assertValid({ id: fail("twoFactor.notEnabled") });
    await removeTwoFactor({ ...context, db: tx }, target.id, session.tenantId);
    await revokeUserSessions({ ...context, db: tx }, target.id);
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "user",
      action: "resetTwoFactor",
      targetId: target.id,
      targetName: target.username,
      changes: diffChanges({ twoFactorEnabled: true }, { twoFactorEnabled: false }),
    });
    return null;
  });
}
