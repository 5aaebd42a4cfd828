import DataLoader from "dataloader";

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
