import type { ReactNode } from "react";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { ExportButton } from "@/shared/export";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import { ColumnChooser } from "./ColumnChooser";
import { DataTable, type DataColumn, type TableSelection } from "./DataTable";
import { ListEmpty, type ListEmptyProps } from "./ListEmpty";
import { ListPagination } from "./ListPagination";
import type { PagedListQuery } from "./use-paged-list-query";
import { useColumnVisibility } from "./use-column-visibility";

interface PagedListProps<K extends string, TRow extends { id: string }> {
  /** From `usePagedListQuery`. */
  list: PagedListQuery<K, TRow>;
  columns: readonly DataColumn<TRow>[];
  /** The filters (usually a `ListToolbar`), given the column chooser for their far end. */
  toolbar(columnChooser: ReactNode): ReactNode;
  /** What the list says when it has no rows at all; "nothing matches" and "clear filters" come with it. */
  empty: Pick<ListEmptyProps, "icon" | "title" | "description" | "action"> & {
    /** Said instead when the search in the URL cannot run (`list.searchErrors`). */
    problem?: ListEmptyProps["problem"];
  };
  /** The CSV export of the list as filtered (left out where the user may not export); off while the search cannot run. */
  exportUrl?: string;
  /** Further header actions, after the export. */
  actions?: ReactNode;
  /** Between the header and the filters (e.g. a limit reached). */
  notice?: ReactNode;
  /** Shown instead of the table, e.g. while the list needs a choice first (`skip`). */
  placeholder?: ReactNode;
  rowActions?(row: TRow): ReactNode;
  /** Rows picked for actions on many, with what is done to them (`selectionBar`) between the filters and the table. */
  selection?: TableSelection<TRow>;
  selectionBar?: ReactNode;
  minWidth?: number;
  skeletonRows?: number;
  /** Where the hidden columns are stored per user; the route key by default. */
  columnsKey?: string;
}

/**
 * A list screen's whole page: header with the route's title and the export, the filters with the column chooser, then
 * the table (skeleton, stale rows dimmed, empty and search problem states, sorting headers) and its pagination, or
 * what went wrong when nothing could be loaded.
 */
export function PagedList<K extends string, TRow extends { id: string }>({
  list,
  columns,
  toolbar,
  empty,
  exportUrl,
  actions,
  notice,
  placeholder,
  rowActions,
  selection,
  selectionBar,
  minWidth,
  skeletonRows,
  columnsKey,
}: PagedListProps<K, TRow>) {
  const { t } = useI18n();
  const route = useCurrentRoute();
  const title = t(route.title);
  const visibility = useColumnVisibility(columnsKey ?? route.key, columns);

  const table = list.failure ? (
    <LoadError error={list.failure} onRetry={list.refetch} />
  ) : (
    <>
      <DataTable<TRow>
        label={title}
        columns={columns}
        visible={visibility.visible}
        rows={list.rows}
        rowKey={(row) => row.id}
        stale={list.stale}
        skeletonRows={skeletonRows}
        rowActions={rowActions}
        minWidth={minWidth}
        sorting={list.sorting}
        selection={selection}
        empty={
          <ListEmpty
            {...empty}
            filtered={list.filtered}
            onClearFilters={list.reset}
            problem={list.searchErrors ? empty.problem : undefined}
          />
        }
      />
      {list.pageSize === undefined ? null : (
        <ListPagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          totalIsLowerBound={list.totalIsLowerBound}
          rowCount={list.items?.length}
          onChange={list.setPage}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          exportUrl !== undefined || actions ? (
            <>
              {exportUrl !== undefined ? (
                <ExportButton url={exportUrl} disabled={list.searchErrors !== undefined} />
              ) : null}
              {actions}
            </>
          ) : undefined
        }
      />
      {notice}
      {toolbar(<ColumnChooser columns={columns} visibility={visibility} />)}
      {selectionBar}
      {placeholder ?? table}
    </>
  );
}
