/**
 * The error catalogue (docs/foundation-contract.md, sections 1 and 4): what one GraphQL error of the gateway means to
 * the console. Free of Apollo Client, so the login form, which runs before the console part loads, words its refusals
 * the same way (error-policy.ts applies it to Apollo's errors).
 */
import { PROTOCOL_CODES } from "#rules";
import { refusalText } from "@/i18n/rule-text";

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

export type ErrorAction =
  /** 21430: the session is gone. */
  | { kind: "sessionExpired" }
  /** 21434, 21199: the server's message, then logout. */
  | { kind: "sessionRefused"; message: string }
  /** No token or a bad one. */
  | { kind: "unauthenticated" }
  | { kind: "channelNotFound" }
  | { kind: "forbidden" }
  /**
   * The user must change a password an administrator set, or set up the second factor their tenant requires, before
   * anything else: the shell reads `me` again and opens the dialog for it.
   */
  | { kind: "accountStepRequired" }
  | { kind: "systemError"; traceId?: string }
  | { kind: "staleData" }
  /**
   * 20404: the record does not exist for this tenant (deleted, a wrong link, another tenant's). A screen that reads it
   * shows its not-found state instead (`isRecordMissing`); an action on it reports the message like any refusal.
   */
  | { kind: "notFound"; message: string }
  | { kind: "toast"; message: string }
  /** BAD_USER_INPUT: the form shows the field messages. */
  | { kind: "form"; fields: Record<string, string> };

// The protocol's codes (rules/protocol.ts), compared as text: `upstreamCode` is read with String() below.
const { unauthorized, tenantMismatch, accountDisabled, notFound } = PROTOCOL_CODES;
const SESSION_EXPIRED_CODES = new Set([String(unauthorized.code)]);
const SESSION_REFUSED_CODES = new Set([String(tenantMismatch.code), String(accountDisabled.code)]);
const NOT_FOUND_CODE = String(notFound.code);

export function actionForGraphQLError(error: GraphQLErrorLike): ErrorAction {
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === "string" ? extensions.code : undefined;
  const upstreamCode = extensions.upstreamCode == null ? undefined : String(extensions.upstreamCode);
  switch (code) {
    case "UNAUTHENTICATED":
      if (upstreamCode && SESSION_EXPIRED_CODES.has(upstreamCode)) return { kind: "sessionExpired" };
      if (upstreamCode && SESSION_REFUSED_CODES.has(upstreamCode))
        return { kind: "sessionRefused", message: refusalOf(error) };
      return { kind: "unauthenticated" };
    case "CHANNEL_NOT_FOUND":
      return { kind: "channelNotFound" };
    case "FORBIDDEN":
      return { kind: "forbidden" };
    case "PASSWORD_CHANGE_REQUIRED":
    case "TWO_FACTOR_ENROLMENT_REQUIRED":
      return { kind: "accountStepRequired" };
    case "UPSTREAM_SYSTEM_ERROR":
      return { kind: "systemError", traceId: typeof extensions.traceId === "string" ? extensions.traceId : undefined };
    case "STALE_DATA":
      return { kind: "staleData" };
    case "BAD_USER_INPUT":
      return { kind: "form", fields: fieldMessages(extensions.fields) };
    case "UPSTREAM_ERROR":
      if (upstreamCode === NOT_FOUND_CODE) return { kind: "notFound", message: refusalOf(error) };
      return { kind: "toast", message: refusalOf(error) };
    default:
      // UPSTREAM_ERROR, UPSTREAM_UNAVAILABLE, RATE_LIMITED and anything unforeseen: the server's message.
      return { kind: "toast", message: refusalOf(error) };
  }
}

/** The server's message, or the console's own words for it when the error names its key (docs/rules.md). */
export const refusalOf = (error: GraphQLErrorLike): string =>
  refusalText({ key: error.extensions?.key, params: error.extensions?.params, message: error.message });

/** `extensions.fields` (`[{field, rule, params, message}]`) as messages by field, worded from each rule. */
function fieldMessages(fields: unknown): Record<string, string> {
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    fields
      .filter(
        (entry): entry is { field: string; rule?: unknown; params?: unknown; message?: unknown } =>
          typeof entry === "object" && entry !== null && typeof entry.field === "string",
      )
      .map((entry) => [
        entry.field,
        refusalText({ key: entry.rule, params: entry.params, message: String(entry.message ?? "") }),
      ]),
  );
}
