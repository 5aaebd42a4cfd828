import { createContext, useContext } from "react";
import type { CmdUrl } from "#rules";
import type { ShellQuery as ShellQueryResult } from "@/gql/graphql";
import { canOpen, findRouteByPath } from "@/routes/access";

export interface ShellState {
  me: ShellQueryResult["me"];
  /** Route keys the user may open. */
  pageKeys: ReadonlySet<string>;
  /** Action (cmd) urls the user may call. */
  actionUrls: ReadonlySet<string>;
  /** How the server's e-mail leaves: the screens that send mail warn when it is not configured. */
  mailStatus: ShellQueryResult["mailStatus"];
}

export const ShellContext = createContext<ShellState | undefined>(undefined);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell must be used inside the console shell");
  return shell;
}

/**
 * Whether the user holds the action permission of a call (e.g. "/trip/publish"). The gateway enforces it anyway; the
 * console only uses it not to offer what would be refused.
 */
export function useCan(): (actionUrl: CmdUrl) => boolean {
  const { actionUrls } = useShell();
  return (actionUrl) => actionUrls.has(actionUrl);
}

/**
 * Whether the user may open a console path (its route's page permission), so that nothing links to a screen that
 * would answer "no permission". A path of no route is the router's to answer, and counts as allowed; outside the shell
 * (the sign-in screens) nothing is known of the user, and everything counts as allowed.
 */
export function useCanOpen(): (path: string) => boolean {
  const shell = useContext(ShellContext);
  return (path) => {
    const route = findRouteByPath(path.split(/[?#]/)[0]);
    return !shell || !route || canOpen(route, shell.pageKeys);
  };
}
