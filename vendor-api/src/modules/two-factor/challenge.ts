import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { loginChallenges } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { BusinessError } from "../../protocol/errors";
import { newSecret, sha256 } from "../../security/tokens";

/** Long enough to open the authenticator app and type a code, short enough that a stolen challenge goes stale. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The right password of a user with a second factor opens no session: the answer is 21401 with a one-time challenge
 * that `/vendor/account/two-factor/login` trades, with a code, for the session (docs/foundation-contract.md section 1).
 */
export async function challengeSecondFactor(context: AppContext, userId: number): Promise<never> {
  const challenge = newSecret();
  const expiresAt = new Date(context.now().getTime() + CHALLENGE_TTL_MS);
  await context.db
    .insert(loginChallenges)
    .values({ userId, tokenHash: sha256(challenge), expiresAt, createdAt: context.now() });
  throw new BusinessError(Codes.twoFactorRequired, { result: { challenge, expiresAt: expiresAt.toISOString() } });
}

const liveChallenge = (context: AppContext, challenge: string) =>
  and(
    eq(loginChallenges.tokenHash, sha256(challenge)),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, context.now()),
  );

/** The user a live challenge was issued to; an unknown, used or expired one answers 21005. */
export async function challengedUserId(context: AppContext, challenge: string): Promise<number> {
  const [row] = await context.db
    .select({ userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(liveChallenge(context, challenge))
    .limit(1);
  if (!row) throw new BusinessError(Codes.loginChallengeExpired);
  return row.userId;
}

/** Uses the challenge up; of two completions racing with right codes, one opens a session. */
export async function spendChallenge(context: AppContext, challenge: string): Promise<void> {
  const spent = await context.db
    .update(loginChallenges)
    .set({ usedAt: context.now() })
    .where(liveChallenge(context, challenge))
    .returning({ id: loginChallenges.id });
  if (spent.length === 0) throw new BusinessError(Codes.loginChallengeExpired);
}
