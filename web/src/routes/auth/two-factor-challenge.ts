import { GraphQLResponseError } from "@/apollo/persisted-request";

/** The second step a login asks for: the user name it was made with and the challenge the code goes with. */
export interface TwoFactorChallenge {
  username: string;
  challenge: string;
}

/** The login's TWO_FACTOR_REQUIRED refusal (docs/foundation-contract.md section 4) as its challenge, else undefined. */
export function twoFactorChallengeOf(error: unknown, username: string): TwoFactorChallenge | undefined {
  const first = error instanceof GraphQLResponseError ? error.errors[0] : undefined;
  const challenge = first?.extensions?.code === "TWO_FACTOR_REQUIRED" ? first.extensions.challenge : undefined;
  return typeof challenge === "string" ? { username, challenge } : undefined;
}
