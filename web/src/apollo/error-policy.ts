/**
 * Maps a failed GraphQL operation to the console's reaction (the error catalogue: docs/foundation-contract.md,
 * sections 1 and 4). Pure but for the language server messages are shown in: the error link performs the effects,
 * the tests check the mapping.
 */
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
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

/** When several errors arrive together, the one that changes the session wins. */
const PRIORITY: ErrorAction["kind"][] = [
  "sessionExpired",
  "sessionRefused",
  "unauthenticated",
  "channelNotFound",
  "forbidden",
  "systemError",
  "staleData",
  "notFound",
  "toast",
  "form",
];

const SESSION_EXPIRED_CODES = new Set(["21430"]);
const SESSION_REFUSED_CODES = new Set(["21434", "21199"]);
const NOT_FOUND_CODE = "20404";

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
const refusalOf = (error: GraphQLErrorLike): string =>
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

/** GraphQL errors of a result, including those a non-2xx response carried in its body. */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorLike[] | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLErrorLike[] };
      if (Array.isArray(body.errors) && body.errors.length > 0) return body.errors;
    } catch {
      // Not a GraphQL body: a transport fault.
    }
  }
  return undefined;
}

export function actionForError(error: unknown): ErrorAction {
  const errors = graphQLErrorsOf(error);
  if (!errors) {
    // fetch() itself failed (offline, refused): an empty message lets the console say so in the user's language.
    if (error instanceof TypeError) return { kind: "toast", message: "" };
    const message = error instanceof Error && error.message ? error.message : String(error);
    return { kind: "toast", message };
  }
  const actions = errors.map(actionForGraphQLError);
  return (
    actions.sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind))[0] ?? { kind: "toast", message: "" }
  );
}

/**
 * Whether a read failed because what it asked for does not exist: the record is not found (20404), or its id is not
 * even an id (a hand-edited link: every refused field is an id). The screen then says "not found", with no retry.
 */
export function isRecordMissing(error: unknown): boolean {
  const errors = graphQLErrorsOf(error);
  if (!errors?.length) return false;
  return errors.every((graphQLError) => {
    const action = actionForGraphQLError(graphQLError);
    if (action.kind === "notFound") return true;
    const fields = graphQLError.extensions?.fields;
    return (
      action.kind === "form" &&
      Array.isArray(fields) &&
      fields.length > 0 &&
      fields.every((field: { rule?: unknown }) => field?.rule === "id")
    );
  });
}

/** BAD_USER_INPUT field messages of a failed mutation, for `form.setErrors`. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const formAction = graphQLErrorsOf(error)
    ?.map(actionForGraphQLError)
    .find((action) => action.kind === "form");
  return formAction?.kind === "form" && Object.keys(formAction.fields).length > 0 ? formAction.fields : undefined;
}

/** The message to show for a failure the caller reports itself (e.g. the login form). */
export function messageOf(error: unknown, fallback: string): string {
  const first = graphQLErrorsOf(error)?.[0];
  return (first?.message && refusalOf(first)) || fallback;
}

/** How an operation asks the link to stay out of its error reporting (set in the operation context). */
export type ErrorHandlingMode = "global" | "local" | "silent";

/**
 * "local": the caller shows the operation's own message (inline, next to the form) instead of a toast; session,
 * permission and system-wide reactions still happen. "silent": nothing at all (logout of an ending session).
 * A query's not-found is the screen's to show (one not-found state, not a toast per query that asked).
 */
export function handledByLink(action: ErrorAction, mode: ErrorHandlingMode, operationType: string): boolean {
  if (mode === "silent" || action.kind === "form") return false;
  if (action.kind === "notFound") return mode === "global" && operationType !== "query";
  return mode === "global" || action.kind !== "toast";
}
