/**
 * Maps a failed Apollo operation to the console's reaction, by the error catalogue (error-catalogue.ts). Pure but for
 * the language server messages are shown in: the error link performs the effects, the tests check the mapping.
 */
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { actionForGraphQLError, refusalOf, type ErrorAction, type GraphQLErrorLike } from "./error-catalogue";

/** When several errors arrive together, the one that changes the session wins. */
const PRIORITY: ErrorAction["kind"][] = [
  "sessionExpired",
  "sessionRefused",
  "unauthenticated",
  "channelNotFound",
  "forbidden",
  "accountStepRequired",
  "systemError",
  "staleData",
  "notFound",
  "toast",
  "form",
];

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
