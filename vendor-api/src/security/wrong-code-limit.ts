import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { Codes } from "../protocol/codes";
import { BusinessError } from "../protocol/errors";

/** Wrong second-factor codes per user before codes are refused for the rest of the window (docs/login-policy.md). */
const MAX_WRONG_CODES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Counts a user's wrong codes (sign-in, confirming an enrolment, turning two-factor off) so the code cannot be guessed
 * the way a password is limited. Behind this interface so the store can move with the login limiter's.
 */
export interface WrongCodeLimit {
  /** Refuses (21006, with the seconds to wait) when the user's wrong codes are spent. */
  assertOpen(userId: number): Promise<void>;
  recordWrong(userId: number): Promise<void>;
}

const locked = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new BusinessError(Codes.twoFactorLocked, { params: { seconds }, result: { retryAfterSeconds: seconds } });
};

export function createWrongCodeLimit(): WrongCodeLimit {
  const limiter = new RateLimiterMemory({ keyPrefix: "two-factor", points: MAX_WRONG_CODES, duration: WINDOW_SECONDS });
  return {
    async assertOpen(userId) {
      const state = await limiter.get(String(userId));
      if (state && state.consumedPoints >= MAX_WRONG_CODES) throw locked(state.msBeforeNext);
    },
    async recordWrong(userId) {
      try {
        await limiter.consume(String(userId));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw locked(error.msBeforeNext);
        throw error;
      }
    },
  };
}
