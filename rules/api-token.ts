/**
 * The rules of an integrator's API token (docs/system-contract.md section 11) that need no database: the vendor API,
 * the gateway and the console's create form hold the same input to them. Which roles a creator may give is the vendor
 * API's alone (it reads what the creator holds).
 */
import { fail, type FieldFailures } from "./failure";
import { maxLength, required, validateFields } from "./checks";

/** Every token's secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "vct_";
/** How much of the secret the list shows: the prefix and 8 more characters. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 8;
export const API_TOKEN_NAME_MAX = 50;

/** Whether a bearer credential is an API token rather than a console session. */
export const isApiTokenSecret = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

export interface ApiTokenRuleInput {
  name?: unknown;
  roleIds?: readonly unknown[] | null;
  /** ISO 8601 time, or absent for a token that does not expire. */
  expiresAt?: unknown;
}

export function apiTokenFailures(input: ApiTokenRuleInput, now: Date): FieldFailures {
  const failures = validateFields({ name: [input.name, [required, maxLength(API_TOKEN_NAME_MAX)]] });
  if (!Array.isArray(input.roleIds) || input.roleIds.length === 0) failures.roleIds = fail("user.rolesRequired");
  if (input.expiresAt !== undefined && input.expiresAt !== null && input.expiresAt !== "") {
    const time = typeof input.expiresAt === "string" ? Date.parse(input.expiresAt) : Number.NaN;
    if (Number.isNaN(time)) failures.expiresAt = fail("date");
    else if (time <= now.getTime()) failures.expiresAt = fail("apiToken.expiryPast");
  }
  return failures;
}
