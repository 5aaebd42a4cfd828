import { useApolloClient } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useNavigate } from "react-router-dom";
import { getFragmentData, type FragmentType } from "@/gql";
import { translate } from "@/i18n/i18n";
import { ShellQuery } from "@/layout/shell-query";
import { resolveLoginTarget } from "@/routes/access";
import { PATHS } from "@/routes/route-model";
import { useScreenPreload } from "@/routes/screen-preload";
import { clearSession, getToken, saveSession } from "./session-store";
import { LogoutUserMutation, Session_session } from "./session-operations";

/** A login the console refuses after the server accepted it (no page permission). */
export class LoginRefusedError extends Error {}

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

export function useSessionActions() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const preloadScreen = useScreenPreload();

  /** After login or auth-code login: permissions once, then guide, requested route or first permitted route. */
  async function completeLogin(sessionRef: FragmentType<typeof Session_session>, requestedPath?: string | null) {
    const session = getFragmentData(Session_session, sessionRef);
    saveSession({ token: session.token, expiresAt: session.expiresAt, user: session.user });
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

  async function logout({ callServer = true }: { callServer?: boolean } = {}) {
    await navigate(PATHS.login, { replace: true });
    await endSession(client, { callServer });
  }

  return { completeLogin, logout };
}
