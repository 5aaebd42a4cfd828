import { useQuery } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { Navigate, useSearchParams } from "react-router-dom";
import { ScreenLoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";

interface DetailProps<TData, P extends string> {
  /** Where a link without its `?id=` (or `param`) goes back to. */
  listPath: string;
  /** The search param naming the record, and the query's variable of the same name; `id` by default. */
  param?: P;
  /** A value of the param that cannot name a record goes back to the list too. */
  accepts?(value: string): boolean;
  /** The screen's query, by that variable. */
  query: TypedDocumentNode<TData, Record<P, string>>;
  /** The screen once its data is there; `reload` fetches it again (e.g. after an action). */
  render(data: TData, reload: () => void): React.ReactNode;
}

/**
 * A detail screen opened with `?id=` (or another param): without one it goes back to its list; another value mounts
 * a fresh detail (no state of the previous one survives). A skeleton while the data loads; "not found", or a retry,
 * when it could not.
 */
export function DetailById<TData, P extends string = "id">({
  listPath,
  param = "id" as P,
  accepts,
  ...props
}: DetailProps<TData, P>) {
  const [params] = useSearchParams();
  const value = params.get(param);
  if (!value || (accepts && !accepts(value))) return <Navigate to={listPath} replace />;
  return <Detail key={value} variables={{ [param]: value } as Record<P, string>} {...props} />;
}

function Detail<TData, P extends string>({
  variables,
  query,
  render,
}: Pick<DetailProps<TData, P>, "query" | "render"> & { variables: Record<P, string> }) {
  const { data, error, refetch } = useQuery(query as TypedDocumentNode<TData, Record<string, string>>, {
    variables,
    fetchPolicy: "cache-and-network",
  });
  const reload = () => void refetch();
  if (error && !data) return <ScreenLoadError error={error} onRetry={reload} />;
  if (!data) return <PageSkeleton />;
  return render(data, reload);
}
