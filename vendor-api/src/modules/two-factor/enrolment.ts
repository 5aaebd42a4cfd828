import { and, eq, isNull } from "drizzle-orm";
import { fail } from "#rules";
import type { AppContext } from "../../context";
import { recoveryCodes, twoFactors } from "../../db/schema";
import { moveAccessEpoch } from "../../protocol/access-epoch";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { mustEnrolTwoFactor } from "./enrolment-rule";
import { remainingRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes";
import { assertSecondFactor, confirmedTwoFactor } from "./second-factor";
import { acceptedTimeStep, newTotpSecret, otpauthUri } from "./totp";

export async function twoFactorStatus(context: AppContext, session: OperatorSession) {
  const factor = await confirmedTwoFactor(context, session.userId);
  return {
    enabled: factor !== undefined,
    required: factor !== undefined || (await mustEnrolTwoFactor(context.db, session.userId, session.tenantId)),
    recoveryCodesLeft: factor ? await remainingRecoveryCodes(context.db, session.userId) : 0,
  };
}

/**
 * A new secret for the session's user, pending until a code from it is confirmed; starting again replaces a pending
 * one. The only answer that carries the secret: it is stored encrypted and never read back out.
 */
export async function startEnrolment(context: AppContext, session: OperatorSession) {
  if (await confirmedTwoFactor(context, session.userId)) assertValid({ code: fail("twoFactor.alreadyEnabled") });
  const secret = newTotpSecret();
  const stored = {
    secret: context.secrets.encrypt(secret),
    confirmedAt: null,
    lastTimeStep: null,
    createdAt: context.now(),
  };
  await context.db
    .insert(twoFactors)
    .values({ userId: session.userId, ...stored })
    .onConflictDoUpdate({ target: twoFactors.userId, set: stored });
  return { secret, otpauthUri: otpauthUri(secret, session.username) };
}

/** The first right code turns the pending second factor on and answers the ten recovery codes, this once. */
export async function confirmEnrolment(context: AppContext, session: OperatorSession, code: string) {
  const [pending] = await context.db
    .select()
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, session.userId), isNull(twoFactors.confirmedAt)))
    .limit(1);
  if (!pending) assertValid({ code: fail("twoFactor.noPendingEnrolment") });
  await context.wrongCodeLimit.assertOpen(session.userId);
  const secret = context.secrets.decrypt(pending!.secret);
  const timeStep = await acceptedTimeStep(secret, code.trim(), context.now(), null);
  if (timeStep === null) {
    await context.wrongCodeLimit.recordWrong(session.userId);
    throw new BusinessError(Codes.wrongTwoFactorCode);
  }
  const codes = await context.db.transaction(async (tx) => {
    await tx
      .update(twoFactors)
      .set({ confirmedAt: context.now(), lastTimeStep: timeStep })
      .where(eq(twoFactors.userId, session.userId));
    await moveAccessEpoch(tx, session.tenantId);
    return replaceRecoveryCodes(tx, session.userId);
  });
  return { recoveryCodes: codes };
}

/** Removes the user's second factor and recovery codes, in the caller's transaction. */
export async function removeTwoFactor(context: AppContext, userId: number, tenantId: number): Promise<void> {
  await context.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await context.db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await moveAccessEpoch(context.db, tenantId);
}

/** Turning one's own second factor off takes a current code (or a recovery code), like signing in does. */
export async function disableTwoFactor(context: AppContext, session: OperatorSession, code: string): Promise<void> {
  const factor = await confirmedTwoFactor(context, session.userId);
  if (!factor) assertValid({ code: fail("twoFactor.notEnabled") });
  await assertSecondFactor(context, factor!, code);
  await context.db.transaction((tx) => removeTwoFactor({ ...context, db: tx }, session.userId, session.tenantId));
}
