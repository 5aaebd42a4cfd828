/** Turns vendor API business codes and transport faults into the gateway's GraphQL errors (ARCHITECTURE.md table). */
import type { GraphQLError } from "graphql";
import { ErrorCode, badUserInput, gatewayError } from "../errors";

export const UpstreamCode = {
  SYSTEM_ERROR: 10000,
  STALE_DATA: 10008,
  VALIDATION_FAILED: 20001,
  SESSION_INVALID: 21430,
  TENANT_MISMATCH: 21434,
  ACCOUNT_DISABLED: 21199,
  CHANNEL_NOT_FOUND: 30046,
  CHANNEL_NOT_FOUND_ALT: 29021,
} as const;

const MESSAGES = {
  systemError: "System error",
  staleData: "Data is out of date, please refresh and repeat.",
  sessionInvalid: "Authorization failure, please login again.",
  channelNotFound: "Channel key error, please contact the administrator",
};

export interface UpstreamFailure {
  code: number;
  msg: string | null | undefined;
  result: unknown;
  traceId: string | undefined;
}

export function mapUpstreamError({ code, msg, result, traceId }: UpstreamFailure): GraphQLError {
  const upstream = { upstreamCode: code };
  if (code === UpstreamCode.STALE_DATA) {
    return gatewayError(ErrorCode.STALE_DATA, msg || MESSAGES.staleData, upstream);
  }
  if (code >= 10000 && code <= 19999) {
    return gatewayError(ErrorCode.UPSTREAM_SYSTEM_ERROR, msg || MESSAGES.systemError, {
      ...upstream,
      traceId: traceId ?? null,
    });
  }
  if (code === UpstreamCode.SESSION_INVALID) {
    return gatewayError(ErrorCode.UNAUTHENTICATED, msg || MESSAGES.sessionInvalid, upstream);
  }
  if (code === UpstreamCode.TENANT_MISMATCH || code === UpstreamCode.ACCOUNT_DISABLED) {
    return gatewayError(ErrorCode.UNAUTHENTICATED, msg || MESSAGES.sessionInvalid, upstream);
  }
  if (code === UpstreamCode.CHANNEL_NOT_FOUND || code === UpstreamCode.CHANNEL_NOT_FOUND_ALT) {
    return gatewayError(ErrorCode.CHANNEL_NOT_FOUND, MESSAGES.channelNotFound, {
      ...upstream,
      upstreamMessage: msg ?? null,
    });
  }
  const fields = validationFields(result);
  if (code === UpstreamCode.VALIDATION_FAILED && fields) return badUserInput(fields, code);
  return gatewayError(ErrorCode.UPSTREAM_ERROR, msg || `Request failed (code ${code})`, upstream);
}

/** `result.fields` of a 20001 answer, when it has the documented `{field: message}` shape. */
function validationFields(result: unknown): Record<string, string> | null {
  const fields = (result as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return null;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : null;
}

export type TransportFault = "timeout" | "network" | "http-status" | "malformed-body";

/** Client-facing text for a transport fault: says what happened, never the upstream URL or body. */
export function upstreamUnavailable(fault: TransportFault, statusCode?: number): GraphQLError {
  const message = {
    timeout: "The vendor API did not answer in time, please try again.",
    network: "The vendor API cannot be reached, please try again later.",
    "http-status": `The vendor API answered with HTTP ${statusCode ?? "error"}, please try again later.`,
    "malformed-body": "The vendor API sent an answer that could not be read, please try again later.",
  }[fault];
  return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, message, {
    fault,
    ...(statusCode === undefined ? {} : { httpStatus: statusCode }),
  });
}
