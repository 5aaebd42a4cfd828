import { refusalOf } from "@/apollo/error-catalogue";
import { GraphQLResponseError } from "@/apollo/persisted-request";

/** A login the console refuses after the server accepted it (no page permission). */
export class LoginRefusedError extends Error {}

/** The message of a failed login, from the server, or 'Request error' when the request itself failed. */
export function loginFailureMessage(error: unknown, requestError: string): string {
  if (error instanceof LoginRefusedError) return error.message;
  const first = error instanceof GraphQLResponseError ? error.errors[0] : undefined;
  return (first?.message && refusalOf(first)) || requestError;
}
