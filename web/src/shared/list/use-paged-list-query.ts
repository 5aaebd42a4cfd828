import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, type FragmentType } from "@/gql";
import type { TableSorting } from "./DataTable";
import { DEFAULT_PAGE_SIZE } from "./list-state";
import { nextSortChoice, sortedColumnOf, type ListSortOptions } from "./list-sort";
import { useListParams, type ListParams } from "./use-list-params";

type Filters<K extends string> = Record<K, string>;

export interface PagedListOptions<K extends string, TData, TVariables, TRow> {
  /** The screen's `<Screen>Query`. */
  query: TypedDocumentNode<TData, TVariables>;
  /** The row fragment `<Screen>Row_<type>` its columns render: each row is unmasked with it. */
  row: DocumentTypeDecoration<TRow, unknown>;
  /** The URL params of the list (`<area>-filters.ts`). */
  filterKeys: readonly K[];
  /** The query's variables for the filters and page in the URL. */
  variables(filters: Filters<K>, page: { number: number; size: number }): TVariables;
  /** The answer's page: its rows, how many there are in all, and whether that is only "at least" (large lists). */
  page(data: TData): {
    items: readonly FragmentType<DocumentTypeDecoration<TRow, unknown>>[];
    total: number;
    totalIsLowerBound?: boolean;
  };
  /** The console's own rules for the search in the URL: a search that breaks one is not sent, the messages go under
   * the inputs (as the server's BAD_USER_INPUT messages do). */
  check?(filters: Filters<K>): Partial<Filters<K>>;
  /** Server-side sorting from a param, synced with the table's sortable headers. */
  sort?: ListSortOptions<K>;
  /** Params that say whose list it is (e.g. the trip whose passengers are listed): nothing is asked for until they
   * are set; Reset and "Clear filters" keep them; they do not count as filters. */
  subject?: readonly K[];
  /** Whether the list is narrowed (the empty state then offers to clear the filters); by default any param but the
   * sort and the subject. */
  isFiltered?(filters: Filters<K>): boolean;
  /** False when one request holds the whole list (no pages); `where` then filters it here. */
  paged?: boolean;
  where?(row: NoInfer<TRow>, filters: Filters<K>): boolean;
  /** Reads the page again every `interval` ms while `while` holds for its rows (e.g. a job still running); never
   * after the screen is left. */
  poll?: { interval: number; while(rows: readonly NoInfer<TRow>[]): boolean };
}

export interface PagedListQuery<K extends string, TRow> extends ListParams<K> {
  /** The rows to show: undefined while the first answer loads, none when the search cannot run. */
  rows: readonly TRow[] | undefined;
  /** Every row of the answer, before `where`. */
  items: readonly TRow[] | undefined;
  total: number | undefined;
  /** More than `total` rows match: the server stopped counting there. */
  totalIsLowerBound: boolean;
  /** Undefined for a list without pages. */
  pageSize: number | undefined;
  /** The rows shown belong to the previous search or page while the next answer is on its way. */
  stale: boolean;
  /** Why nothing could be loaded (the list says "not found", or offers a retry); undefined otherwise. */
  failure: unknown;
  /** Why the search in the URL cannot run, by param (the console's rules, then the server's); undefined when it can. */
  searchErrors: Partial<Filters<K>> | undefined;
  filtered: boolean;
  sorting: TableSorting | undefined;
  refetch(): void;
}

/**
 * The data side of every list screen: filters and page from the URL (`useListParams`), the query with the previous
 * answer kept while the next loads, rows unmasked from their fragment, search problems, sorting and reset.
 */
export function usePagedListQuery<K extends string, TData, TVariables, TRow>(
  options: PagedListOptions<K, TData, TVariables, TRow>,
): PagedListQuery<K, TRow> {
  const { filterKeys, sort, subject = [], paged = true } = options;
  const params = useListParams(filterKeys);
  const { filters } = params;
  const ownErrors = options.check?.(filters) ?? {};
  const searchable = Object.keys(ownErrors).length === 0;

  const pageSize = paged ? DEFAULT_PAGE_SIZE : undefined;
  const variables = options.variables(filters, { number: params.page, size: DEFAULT_PAGE_SIZE });
  // The variables' type is the screen's; Apollo's overloads cannot tell from a type parameter whether they are needed.
  const { data, previousData, error, refetch, loading, startPolling, stopPolling } = useQuery(
    options.query as TypedDocumentNode<TData, OperationVariables>,
    {
      variables: variables as OperationVariables,
      skip: !searchable || subject.some((key) => filters[key] === ""),
      fetchPolicy: "cache-and-network",
      notifyOnNetworkStatusChange: true,
    },
  );

  const serverErrors = fieldErrorsOf(error) as Partial<Filters<K>> | undefined;
  const searchErrors = searchable && !serverErrors ? undefined : { ...serverErrors, ...ownErrors };
  const shown = searchErrors ? undefined : (data ?? previousData);
  const page = shown === undefined ? undefined : options.page(shown);
  const items = page && getFragmentData(options.row, page.items);
  const { where } = options;
  const rows = searchErrors ? [] : where ? items?.filter((row) => where(row, filters)) : items;
  // Started and stopped explicitly: a `pollInterval` option set back to undefined would leave the polling running.
  const pollEvery = options.poll && items && options.poll.while(items) ? options.poll.interval : 0;
  useEffect(() => {
    if (!pollEvery) return;
    startPolling(pollEvery);
    return stopPolling;
  }, [pollEvery, startPolling, stopPolling]);

  const { setFilters } = params;
  const cleared = Object.fromEntries(filterKeys.filter((key) => !subject.includes(key)).map((key) => [key, ""]));
  const reset = subject.length ? () => setFilters(cleared as Partial<Filters<K>>) : params.reset;

  const narrowing = (key: K) => key !== sort?.param && !subject.includes(key);
  const filtered = options.isFiltered
    ? options.isFiltered(filters)
    : filterKeys.some((key) => narrowing(key) && filters[key] !== "");

  const sorting: TableSorting | undefined = sort && {
    sortable: Object.keys(sort.columns),
    current: sortedColumnOf(filters[sort.param], sort),
    onSort: (column) =>
      setFilters({ [sort.param]: nextSortChoice(filters[sort.param], sort.columns[column], sort.choices) } as Partial<
        Filters<K>
      >),
  };

  return {
    ...params,
    reset,
    rows,
    items,
    total: searchErrors ? undefined : page?.total,
    totalIsLowerBound: !searchErrors && page?.totalIsLowerBound === true,
    pageSize,
    stale: loading && shown !== undefined && data === undefined,
    failure: shown === undefined && searchErrors === undefined ? error : undefined,
    searchErrors,
    filtered,
    sorting,
    refetch: () => void refetch(),
  };
}
