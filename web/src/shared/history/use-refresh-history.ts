import { useApolloClient } from "@apollo/client/react";

/** After a save the History panels on screen read their trail again, so the change just made is listed at once. */
export function useRefreshHistory(): () => Promise<void> {
  const client = useApolloClient();
  return async () => {
    await client.refetchQueries({ include: ["HistoryPanel"] }).then(
      () => undefined,
      () => undefined,
    );
  };
}
