import { createContext, useContext } from "react";
import type { ConsoleRoute } from "./route-model";

export const CurrentRouteContext = createContext<ConsoleRoute | undefined>(undefined);

/** The route-table entry of the screen being shown (title, keys, flags). */
export function useCurrentRoute(): ConsoleRoute {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error("useCurrentRoute must be used inside a console route");
  return route;
}
