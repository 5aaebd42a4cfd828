import { messageOf } from "@/apollo/error-policy";
import { LoginRefusedError } from "@/session/use-session-actions";

/** The message of a failed login, from the server, or 'Request error' when the request itself failed. */
export function loginFailureMessage(error: unknown, requestError: string): string {
  return error instanceof LoginRefusedError ? error.message : messageOf(error, requestError);
}
