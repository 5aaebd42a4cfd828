/**
 * The gateway's side of the login policy (docs/login-policy.md): the shared throttle (`#login-policy`) around the
 * vendor API's credential check, its refusals answered RATE_LIMITED with `retryAfterSeconds`, an unreachable Redis
 * answered like any other shared-state failure. The vendor API runs the same policy behind it.
 */
import { GraphQLError } from "graphql";
import { LoginStoreUnavailable, LoginThrottled, type LoginThrottle } from "#login-policy";
import { PROTOCOL_CODES } from "#rules";
import { rateLimited, sharedStateUnavailable } from "../errors";

/**
 * 21001 wrong user name or password, 21002 auth code unknown, used or expired, 21003 wrong current password of a
 * password change, 21004 wrong second-factor code (docs/foundation-contract.md).
 */
const CREDENTIAL_REFUSALS: ReadonlySet<unknown> = new Set(
  [
    PROTOCOL_CODES.wrongCredentials,
    PROTOCOL_CODES.invalidAuthCode,
    PROTOCOL_CODES.wrongOldPassword,
    PROTOCOL_CODES.wrongTwoFactorCode,
  ].map((entry) => entry.code),
);

/**
 * A system error, a fault or any other refusal (a disabled account, whose password was right; the vendor API's own
 * throttle) says nothing against the credentials: five correct logins during an outage must not lock the user out.
 */
const isCredentialRefusal = (error: unknown) =>
  error instanceof GraphQLError && CREDENTIAL_REFUSALS.has(error.extensions.upstreamCode);

export class LoginRateLimiter {
  constructor(private readonly throttle: LoginThrottle) {}

  /**
   * Runs the vendor API call `login` (a login, or a password change: it checks the password too) as one attempt of
   * `userName`, or throws RATE_LIMITED without calling it.
   */
  async attempt<T>(userName: string, address: string, login: () => Promise<T>): Promise<T> {
    try {
      return await this.throttle.run(userName, address, isCredentialRefusal, login);
    } catch (error) {
      if (error instanceof LoginThrottled) throw rateLimited(error.retryAfterMs);
      if (error instanceof LoginStoreUnavailable) throw sharedStateUnavailable();
      throw error;
    }
  }
}
