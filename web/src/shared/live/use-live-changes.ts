import { useState } from "react";
import { useSubscription } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";

/**
 * Counts the changes a subscription reports while a screen is open (docs/system-contract.md section 13), for a notice
 * that offers to show them; `clear` after the screen read its data again. A subscription that fails (the socket
 * refused, the permission gone) counts nothing and says nothing: the screen still works without it.
 */
export function useLiveChanges<TData>(subscription: TypedDocumentNode<TData, Record<string, never>>) {
  const [count, setCount] = useState(0);
  useSubscription(subscription, {
    ignoreResults: true,
    context: { errorHandling: "silent" },
    onData: () => setCount((previous) => previous + 1),
  });
  return { count, clear: () => setCount(0) };
}
