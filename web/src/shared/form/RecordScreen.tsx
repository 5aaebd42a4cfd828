import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { ScreenLoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";

interface RecordScreenProps<TData> {
  /** The screen's query: the record with what its form needs, no variables. */
  query: TypedDocumentNode<TData, Record<string, never>>;
  children(data: TData): React.ReactNode;
}

/**
 * Loads the one record a screen edits in place (company, tax and bank info, the vendor page): the skeleton until it
 * is there, the load error with a retry, then the form. Read from the network every time the screen opens: the
 * version a save is checked against must be the current one, not a cached one.
 */
export function RecordScreen<TData>({ query, children }: RecordScreenProps<TData>) {
  const { data, error, refetch } = useQuery(query, { fetchPolicy: "network-only" });
  if (error && !data) return <ScreenLoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSkeleton />;
  return children(data);
}
