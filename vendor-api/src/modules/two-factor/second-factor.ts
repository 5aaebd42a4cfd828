import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { twoFactors } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { BusinessError } from "../../protocol/errors";
import { claimRecoveryCode } from "./recovery-codes";
import { acceptedTimeStep, isTotpCode } from "./totp";

type TwoFactorRow = typeof twoFactors.$inferSelect;

/** The user's second factor once confirmed; a pending enrolment does not count. */
export async function confirmedTwoFactor(context: AppContext, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await context.db
    .select()
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt)))
    .limit(1);
  return row;
}

/**
 * Records `timeStep` as the last accepted one unless a code of that step or a later one was accepted meanwhile: two
 * requests carrying the same code at once cannot both pass.
 */
async function claimTimeStep(context: AppContext, userId: number, timeStep: number): Promise<boolean> {
  const claimed = await context.db
    .update(twoFactors)
    .set({ lastTimeStep: timeStep })
    .where(
      and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTimeStep), lt(twoFactors.lastTimeStep, timeStep))),
    )
    .returning({ userId: twoFactors.userId });
  return claimed.length > 0;
}

async function codeIsRight(context: AppContext, factor: TwoFactorRow, code: string): Promise<boolean> {
  const typed = code.trim();
  if (!isTotpCode(typed)) return claimRecoveryCode(context.db, factor.userId, typed, context.now());
  const secret = context.secrets.decrypt(factor.secret);
  const timeStep = await acceptedTimeStep(secret, typed, context.now(), factor.lastTimeStep);
  return timeStep !== null && (await claimTimeStep(context, factor.userId, timeStep));
}

/**
 * Accepts a current authenticator code or an unused recovery code of the user's confirmed second factor; anything
 * else is a wrong code (21004), counted against the user's limit (21006 once spent, docs/login-policy.md).
 */
export async function assertSecondFactor(context: AppContext, factor: TwoFactorRow, code: string): Promise<void> {
  await context.wrongCodeLimit.assertOpen(factor.userId);
  if (await codeIsRight(context, factor, code)) return;
  await context.wrongCodeLimit.recordWrong(factor.userId);
  throw new BusinessError(Codes.wrongTwoFactorCode);
}

/** Which of the users have a confirmed second factor (the users list shows it). */
export async function usersWithTwoFactor(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: twoFactors.userId })
    .from(twoFactors)
    .where(and(inArray(twoFactors.userId, [...userIds]), isNotNull(twoFactors.confirmedAt)));
  return new Set(rows.map((row) => row.userId));
}
