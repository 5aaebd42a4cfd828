import DataLoader from "dataloader";
import type { SessionPayload } from "./auth/session-token";
import type { GatewayServices } from "./context";
import type { RestClient } from "./rest/client";

/**
 * A per-request loader for a value with no key besides "the session". DataLoader's request-scoped cache is what makes
 * each upstream call happen at most once per GraphQL request, however many fields ask for it.
 */
export function onceLoader<T>(load: () => Promise<T>): DataLoader<"session", T> {
  return new DataLoader<"session", T>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });
}

/**
 * A per-request loader of one upstream page per key: the same page asked for twice in one request (aliases,
 * fragments) costs one call. `cacheKey` names a page by everything its call sends.
 */
export function pageLoader<K, V>(
  fetchPage: (key: K) => Promise<V>,
  cacheKey: (key: K) => string,
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>((keys) => Promise.all(keys.map(fetchPage)), { cacheKeyFn: cacheKey });
}

/** What a module's loaders are built from, once per request: they live and die with it. */
export interface LoaderScope {
  rest: RestClient;
  session: SessionPayload | null;
  services: GatewayServices;
}
