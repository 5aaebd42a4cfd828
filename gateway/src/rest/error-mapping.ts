/**
 * Turns vendor API business codes and transport faults into the gateway's GraphQL errors (docs/foundation-contract.md
 * sections 1 and 4).
 */
import type { GraphQLError } from "graphql";
import { z } from "zod";
import {
  CHANNEL_NOT_FOUND_ALT_CODE,
  PROTOCOL_CODES,
  isRuleKey,
  isSystemCode,
  type FieldFailure,
  type RuleParams,
} from "#rules";
import { ErrorCode, apiTokenRateLimited, badUserInput, gatewayError, rateLimited } from "../errors";

// The protocol's codes and the messages the gateway falls back to when a vendor API sends none: the vendor API's own
// (rules/protocol.ts), so both servers word a refusal alike.
const {
  systemError,
  staleVersion,
  validation,
  unauthorized,
  tenantMismatch,
  accountDisabled,
  forbidden,
  personOnly,
  passwordChangeRequired: passwordChange,
  tooManyLoginAttempts,
  tooManyTokenRequests,
  twoFactorRequired: secondFactor,
  twoFactorEnrolmentRequired,
  twoFactorLocked,
  channelNotFound,
} = PROTOCOL_CODES;

/** Refusals that say the session can no longer be used: whatever was kept for it is dropped. */
export const endsSession = (code: number): boolean =>
  code === unauthorized.code || code === tenantMismatch.code || code === accountDisabled.code;

/** What a session under a forced password change is told of any call but the change (the vendor API's 21428). */
export const passwordChangeRequired = () => gatewayError(ErrorCode.PASSWORD_CHANGE_REQUIRED, passwordChange.msg);

/** 21401's result: the challenge that `completeTwoFactorLogin` trades with a code for the session. */
const challengeSchema = z.object({ challenge: z.string().min(1), expiresAt: z.string().nullish() });

export interface UpstreamFailure {
  code: number;
  msg?: string | null;
  /** The refusal's message key and its values, when the vendor API names them (docs/rules.md). */
  key?: string | null;
  params?: RuleParams | null;
  result: unknown;
  traceId: string | undefined;
}

export function mapUpstreamError({ code, msg, key, params, result, traceId }: UpstreamFailure): GraphQLError {
  const upstream = { upstreamCode: code };
  if (code === staleVersion.code) {
    return gatewayError(ErrorCode.STALE_DATA, msg || staleVersion.msg, upstream);
  }
  if (isSystemCode(code)) {
    return gatewayError(ErrorCode.UPSTREAM_SYSTEM_ERROR, msg || systemError.msg, {
      ...upstream,
      traceId: traceId ?? null,
    });
  }
  // 21430, 21434 and 21199 alike: the session is over, in the vendor API's words (unauthorized's when it sends none).
  if (endsSession(code)) return gatewayError(ErrorCode.UNAUTHENTICATED, msg || unauthorized.msg, upstream);
  // The vendor API checks permissions itself; a refusal there means the same as one here.
  if (code === forbidden.code) return gatewayError(ErrorCode.FORBIDDEN, msg || forbidden.msg, upstream);
  // What only a person may do, asked with an API token (docs/system-contract.md section 11).
  if (code === personOnly.code)
    return gatewayError(ErrorCode.FORBIDDEN, msg || personOnly.msg, { ...upstream, key: personOnly.key });
  if (code === passwordChange.code) {
    return gatewayError(ErrorCode.PASSWORD_CHANGE_REQUIRED, msg || passwordChange.msg, upstream);
  }
  // The vendor API throttles logins with the gateway's policy (docs/login-policy.md): the same answer as ours.
  if (code === tooManyLoginAttempts.code) return rateLimited(retryAfterMs(result), upstream);
  // The vendor API counts an API token's requests itself too (docs/system-contract.md section 11): the same answer.
  if (code === tooManyTokenRequests.code) return apiTokenRateLimited(retryAfterMs(result), upstream);
  if (code === secondFactor.code) return twoFactorRequired(msg, result);
  if (code === twoFactorEnrolmentRequired.code) {
    return gatewayError(ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED, msg || twoFactorEnrolmentRequired.msg, upstream);
  }
  if (code === twoFactorLocked.code) {
    const retryAfterSeconds = Number(params?.seconds) || null;
    const keyed = isRuleKey(key) ? { key, params: params ?? {} } : {};
    return gatewayError(ErrorCode.RATE_LIMITED, msg || "Too many incorrect codes", {
      ...upstream,
      ...keyed,
      retryAfterSeconds,
    });
  }
  if (code === channelNotFound.code || code === CHANNEL_NOT_FOUND_ALT_CODE) {
    return gatewayError(ErrorCode.CHANNEL_NOT_FOUND, channelNotFound.msg, {
      ...upstream,
      upstreamMessage: msg ?? null,
    });
  }
  const fields = validationFields(result);
  if (code === validation.code && fields) return badUserInput(fields, code);
  // A key the rule set knows lets clients word the refusal themselves; an unknown one is not passed on as a key.
  const keyed = isRuleKey(key) ? { key, params: params ?? {} } : {};
  return gatewayError(ErrorCode.UPSTREAM_ERROR, msg || `Request failed (code ${code})`, { ...upstream, ...keyed });
}

/** `result.retryAfterSeconds` of a 21429 or 21431 answer; a vendor API that sends none is taken to mean a minute. */
function retryAfterMs(result: unknown): number {
  const seconds = (result as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? seconds * 1000 : 60_000;
}

/**
 * The password was right and the user has a second factor: no session yet, but the challenge for the second step in
 * `extensions.challenge` (docs/foundation-contract.md section 4). A challenge that cannot be read is a fault.
 */
function twoFactorRequired(msg: string | null | undefined, result: unknown): GraphQLError {
  const parsed = challengeSchema.safeParse(result);
  if (!parsed.success) return upstreamUnavailable("malformed-body");
  return gatewayError(ErrorCode.TWO_FACTOR_REQUIRED, msg || secondFactor.msg, {
    upstreamCode: secondFactor.code,
    challenge: parsed.data.challenge,
    challengeExpiresAt: parsed.data.expiresAt ?? null,
  });
}

/** The values a refusal's message needs (docs/rules.md). */
export const ruleParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

const keyedFieldSchema = z.object({
  field: z.string(),
  rule: z.string(),
  params: ruleParamsSchema.nullish(),
  message: z.string().nullish(),
});

/**
 * `result.fields` of a 20001 answer: our vendor API's `[{field, rule, params, message}]`, or a `{field: message}`
 * map from a vendor API that names no rules (then each field's rule is `upstream` and its message the one sent).
 */
function validationFields(result: unknown): (FieldFailure & { message?: string })[] | null {
  const fields = (result as { fields?: unknown } | null | undefined)?.fields;
  if (Array.isArray(fields)) {
    const entries = fields.flatMap((entry) => {
      const parsed = keyedFieldSchema.safeParse(entry);
      if (!parsed.success) return [];
      const { field, rule, params, message } = parsed.data;
      return isRuleKey(rule)
        ? [{ field, rule, params: params ?? undefined, message: message ?? undefined }]
        : [{ field, rule: "upstream" as const, params: { message: message ?? rule }, message: message ?? rule }];
    });
    return entries.length ? entries : null;
  }
  if (!fields || typeof fields !== "object") return null;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length
    ? entries.map(([field, message]) => ({ field, rule: "upstream" as const, params: { message }, message }))
    : null;
}

/**
 * `too-large`: the answer passed UPSTREAM_MAX_BODY_BYTES (or a file the file limit); `busy`: too many calls to the same
 * upstream path are waiting already (UPSTREAM_MAX_PER_PATH, UPSTREAM_QUEUE_PER_PATH); `cancelled`: the client went
 * away, so nobody reads this one.
 */
export type TransportFault =
  "timeout" | "network" | "http-status" | "malformed-body" | "too-large" | "busy" | "cancelled";

/** Client-facing text for a transport fault: says what happened, never the upstream URL or body. */
export function upstreamUnavailable(fault: TransportFault, statusCode?: number): GraphQLError {
  const message = {
    timeout: "The vendor API did not answer in time, please try again.",
    network: "The vendor API cannot be reached, please try again later.",
    "http-status": `The vendor API answered with HTTP ${statusCode ?? "error"}, please try again later.`,
    "malformed-body": "The vendor API sent an answer that could not be read, please try again later.",
    "too-large": "The vendor API sent an answer larger than the gateway accepts, please narrow the request.",
    busy: "Too many requests of this kind are waiting for the vendor API, please try again shortly.",
    cancelled: "The request was cancelled.",
  }[fault];
  return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, message, {
    fault,
    ...(statusCode === undefined ? {} : { httpStatus: statusCode }),
  });
}

/**
 * A vendor API that cannot reach its database answers HTTP 503 with 10503 (docs/foundation-contract.md section 1): the
 * same retryable transport fault as any 503, said in words the operator and the user can act on.
 */
export function databaseUnavailable(): GraphQLError {
  return gatewayError(
    ErrorCode.UPSTREAM_UNAVAILABLE,
    "The vendor API cannot reach its database right now, please try again shortly.",
    { fault: "http-status", httpStatus: 503, upstreamCode: PROTOCOL_CODES.databaseUnavailable.code },
  );
}

/**
 * A vendor API answer of another shape than the protocol's (a field missing, an unknown code, a reference to nothing):
 * as unusable as garbage, so reported as such; the detail rides on the error (`upstreamShapeError`), not in its message.
 */
export function upstreamShapeFault(detail: string): GraphQLError {
  return Object.assign(upstreamUnavailable("malformed-body"), { upstreamShapeError: detail });
}
