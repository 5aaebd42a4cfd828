import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { BusinessError } from "../../protocol/errors";
import { challengedUserId, spendChallenge } from "../two-factor/challenge";
import { assertSecondFactor, confirmedTwoFactor } from "../two-factor/second-factor";
import type { LoginResult } from "./schemas";
import { openSession } from "./service";

/**
 * The second step of a login (docs/foundation-contract.md section 1): the user name and challenge of the first and a
 * current code or an unused recovery code. The name must be the challenge's, so a gateway that limits attempts per
 * user name counts these under the right one. A wrong code keeps the challenge, so the user can type again until it
 * expires or the wrong-code limit is spent.
 */
export async function completeTwoFactorLogin(
  context: AppContext,
  input: { username: string; challenge: string; code: string },
): Promise<LoginResult> {
  const { challenge, code } = input;
  const userId = await challengedUserId(context, challenge);
  const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const factor = await confirmedTwoFactor(context, userId);
  // Another user's name, or a factor reset by an administrator since the password step.
  if (!user || user.username !== input.username || !factor) throw new BusinessError(Codes.loginChallengeExpired);
  await assertSecondFactor(context, factor, code);
  await spendChallenge(context, challenge);
  return openSession(context, user, { secondFactor: true });
}
