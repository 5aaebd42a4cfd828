import { createContext, useContext } from "react";
import type { ShellQuery as ShellQueryResult } from "@/gql/graphql";

export interface ShellState {
  me: ShellQueryResult["me"];
  /** Route keys the user may open. */
  pageKeys: ReadonlySet<string>;
}

export const ShellContext = createContext<ShellState | undefined>(undefined);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell must be used inside the console shell");
  return shell;
}
