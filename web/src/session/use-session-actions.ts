import { useApolloClient } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useNavigate } from "react-router-dom";
import { getFragmentData, type FragmentType } from "@/gql";
import { translate } from "@/i18n/i18n";
import { ShellQuery } from "@/layout/shell-query";
import { resolveLoginTarget } from "@/routes/access";
import { LoginRefusedError } from "@/routes/auth/login-failure";
import { PATHS } from "@/routes/route-model";
import { clearSession, getToken, saveSession, shareSession } from "./session-store";
import { LogoutUserMutation, Session_session } from "./session-operations";

/** What entering or leaving the console works with: its client, the router's navigation, the screens' preload. */
export interface SessionContext {
  client: ApolloClient;
  navigate: (to: string, options: { replace: boolean }) => Promise<void> | void;
  preloadScreen: (pathname: string) => Promise<unknown>;
}

/** Forgets the session at once; the server is told afterwards, so a slow or failing logout never keeps it alive. */
async function endSession(client: ApolloClient, { callServer }: { callServer: boolean }) {
  const token = getToken();
  clearSession("logout");
  await client.clearStore();
  if (callServer && token) {
    await client
      .mutate({
        mutation: LogoutUserMutation,
        context: { errorHandling: "silent", headers: { authorization: `Bearer ${token}` } },
      })
      .catch(() => undefined);
  }
}

/** After login or auth-code login: permissions once, then guide, requested route or first permitted route. */
export async function completeLogin(
  context: SessionContext,
  sessionRef: FragmentType<typeof Session_session>,
  requestedPath?: string | null,
) {
  const session = getFragmentData(Session_session, sessionRef);
  saveSession({ token: session.token, expiresAt: session.expiresAt, user: session.user });
  await enterSignedIn(context, requestedPath);
  // Announced once the console has let it in: the browser's other tabs enter with it (session-store.ts).
  shareSession();
}

/**
 * Enters the console with the session this tab holds (its own login's, or one another tab shared while this one
 * showed the login): the guide, the requested route or the first permitted one.
 */
export async function enterSignedIn(
  { client, navigate, preloadScreen }: SessionContext,
  requestedPath?: string | null,
) {
  const { data } = await client.query({
    query: ShellQuery,
    fetchPolicy: "network-only",
    context: { errorHandling: "local" },
  });
  if (!data) throw new Error("The session's account could not be loaded");
  const target = resolveLoginTarget({
    permissions: data.me.permissions,
    initialized: data.me.user.initialized,
    requestedPath,
  });
  if (target.kind === "denied") {
    await endSession(client, { callServer: true });
    throw new LoginRefusedError(translate("login.insufficientPermissions"));
  }
  // Fetch the landing screen's code first, so the login form gives way to a complete screen.
  await preloadScreen(target.path.split(/[?#]/)[0]).catch(() => undefined);
  await navigate(target.path, { replace: true });
}

export function useSessionActions() {
  const client = useApolloClient();
  const navigate = useNavigate();

  async function logout({ callServer = true }: { callServer?: boolean } = {}) {
    await navigate(PATHS.login, { replace: true });
    await endSession(client, { callServer });
  }

  return { logout };
}
