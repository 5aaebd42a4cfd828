import { eq } from "drizzle-orm";
import { fail } from "#rules";
import type { AppContext } from "../../context";
import { twoFactors } from "../../db/schema";
import { assertValid } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { revokeUserSessions } from "../account/service";
import { diffChanges, recordAudit } from "../audit/service";
import { assertNotAbove, lockTenantAccess } from "../role/holdings";
import { findUserRow } from "../user/service";
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
    const target = await findUserRow(tx, session.tenantId, userId);
    await assertNotAbove(tx, session.userId, { userIds: [target.id] }, "id");
    const [factor] = await tx
      .select({ confirmedAt: twoFactors.confirmedAt })
      .from(twoFactors)
      .where(eq(twoFactors.userId, target.id));
    if (!factor?.confirmedAt) assertValid({ id: fail("twoFactor.notEnabled") });
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
