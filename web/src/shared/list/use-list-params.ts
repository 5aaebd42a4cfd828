import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useCurrentRoute } from "@/routes/current-route";
import {
  listSearchOf,
  parseListSearch,
  rememberSearch,
  searchToRestore,
  withFilters,
  withPage,
  type ListState,
} from "./list-state";

export interface ListParams<K extends string> extends ListState<K> {
  /** Applies new filter values (back to page 1). */
  setFilters(patch: Partial<Record<K, string>>): void;
  setPage(page: number): void;
  /** Clears every filter and the page. */
  reset(): void;
}

/**
 * Filters and page of a list, kept in the URL search params (shareable, survive a reload). A cached route (route
 * table) opened without params, e.g. from the sidebar, comes back with the search of the user's last visit.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  // Decided once, on arrival, and only for that location: a later reset to an empty search must not bring it back.
  const [arrival] = useState(() => ({ key: location.key, search: searchToRestore(route, location.search) }));
  const restoring = location.key === arrival.key ? arrival.search : undefined;
  const search = restoring ?? location.search;

  useEffect(() => {
    if (restoring !== undefined) void navigate({ pathname: location.pathname, search: restoring }, { replace: true });
  }, [restoring, navigate, location.pathname]);

  useEffect(() => {
    if (route.cached && restoring === undefined) rememberSearch(route.path, location.search);
  }, [route.cached, route.path, location.search, restoring]);

  const keyList = keys.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyList stands for keys (callers pass fresh arrays)
  const state = useMemo(() => parseListSearch(search, keys), [search, keyList]);

  // A change made before the last one has rendered (a quick second filter) builds on the search last asked for, so it
  // cannot undo the first one.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const go = useCallback(
    (change: (current: ListState<K>) => ListState<K>) => {
      const next = change(latest.current);
      latest.current = next;
      // Rendered at once, not in a transition (the router's default): the URL is the list's one source of truth, and
      // a transition kept the screen on the old search while the new one rendered in the background. Apollo's
      // useQuery points its one query at the variables of whichever render runs, so the two renders took turns
      // asking for the old and the new filters, and every answer restarted the background render: a report's period
      // change sent dozens of alternating requests and showed the old range for seconds (issue 61). Every caller is
      // an event handler, where flushSync is allowed.
      void navigate({ pathname: location.pathname, search: listSearchOf(next) }, { flushSync: true });
    },
    [navigate, location.pathname],
  );

  return useMemo(
    () => ({
      ...state,
      setFilters: (patch) => go((current) => withFilters(current, patch)),
      setPage: (page) => go((current) => withPage(current, page)),
      reset: () =>
        go((current) => withFilters(current, Object.fromEntries(keys.map((key) => [key, ""])) as Record<K, string>)),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyList stands for keys
    [state, go, keyList],
  );
}
