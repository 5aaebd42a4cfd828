import { useQuery } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { Navigate, useSearchParams } from "react-router-dom";
import { ScreenLoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";

interface DetailProps<TData> {
  /** Where a link without `?id=` goes back to. */
  listPath: string;
  /** The screen's query, by `id`. */
  query: TypedDocumentNode<TData, { id: string }>;
  /** The screen once its data is there; `reload` fetches it again (e.g. after an action). */
  render(data: TData, reload: () => void): React.ReactNode;
}

/**
 * A detail screen opened with `?id=`: without an id it goes back to its list; another id mounts a fresh detail (no
 * state of the previous one survives). A skeleton while the data loads; "not found", or a retry, when it could not.
 */
export function DetailById<TData>({ listPath, ...props }: DetailProps<TData>) {
  const [params] = useSearchParams();
  const id = params.get("id");
  if (!id) return <Navigate to={listPath} replace />;
  return <Detail key={id} id={id} {...props} />;
}

function Detail<TData>({ id, query, render }: Omit<DetailProps<TData>, "listPath"> & { id: string }) {
  const { data, error, refetch } = useQuery(query, { variables: { id }, fetchPolicy: "cache-and-network" });
  const reload = () => void refetch();
  if (error && !data) return <ScreenLoadError error={error} onRetry={reload} />;
  if (!data) return <PageSkeleton />;
  return render(data, reload);
}
