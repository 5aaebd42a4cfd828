import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { ScreenLoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";

interface RecordScreenProps<TData, TVariables extends OperationVariables> {
  /** The screen's query: the record with what its form needs. */
  query: TypedDocumentNode<TData, TVariables>;
  /** Which record, for a query that needs to be told (e.g. the `?id=` of an edit screen). */
  variables?: TVariables;
  children(data: TData): React.ReactNode;
}

/**
 * Loads the one record a screen edits in place (company, tax and bank info, the vendor page): the skeleton until it
 * is there, the load error with a retry, then the form. Read from the network every time the screen opens: the
 * version a save is checked against must be the current one, not a cached one.
 */
export function RecordScreen<TData, TVariables extends OperationVariables = Record<string, never>>({
  query,
  variables,
  children,
}: RecordScreenProps<TData, TVariables>) {
  // The variables' type is the screen's; Apollo's overloads cannot tell from a type parameter whether they are needed.
  const { data, error, refetch } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    fetchPolicy: "network-only",
  });
  if (error && !data) return <ScreenLoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSkeleton />;
  return children(data);
}
