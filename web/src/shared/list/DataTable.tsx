import { Box, Checkbox, Paper, Skeleton, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useI18n } from "@/i18n/i18n";
import classes from "./data-table.module.css";

export interface DataColumn<T> {
  key: string;
  /** Header text, also the column chooser's label. */
  label: string;
  cell(row: T): React.ReactNode;
  /** Money and counts are right-aligned. */
  align?: "left" | "right" | "center";
  /** Fixed width (e.g. badges, numbers); other columns share the rest. */
  width?: number;
  /** Narrower than this the table scrolls sideways instead of squeezing (e.g. names). */
  minWidth?: number;
  /** Always shown and not offered in the column chooser (e.g. the key column). */
  fixed?: boolean;
}

/** Server-side sorting from the headers: which columns sort, the current sort (as `aria-sort` says it), a click. */
export interface TableSorting {
  sortable: readonly string[];
  /** Null when the list is sorted by no shown column. */
  current: { key: string; direction: "ascending" | "descending" } | null;
  onSort(key: string): void;
}

/**
 * Rows picked for an action on many (the order list's bulk actions): a checkbox per row and one in the header for
 * the rows shown. A table given none has no such column.
 */
export interface TableSelection<T> {
  isSelected(row: T): boolean;
  onToggle(row: T, selected: boolean): void;
  /** The header's checkbox: every row shown picked, or none. */
  onTogglePage(selected: boolean): void;
  /** The row's checkbox's accessible name (e.g. "Select BK00000012"). */
  rowLabel(row: T): string;
}

interface DataTableProps<T> {
  /** Accessible name of the table (usually the page title). */
  label: string;
  columns: readonly DataColumn<T>[];
  /** Keys of the columns to show (from `useColumnVisibility`). */
  visible: readonly string[];
  /** Undefined while the first page loads: skeleton rows of the same height as real ones, no layout jump. */
  rows: readonly T[] | undefined;
  rowKey(row: T): string;
  /** Rows shown are being replaced (new filters or page): dimmed until the answer arrives. */
  stale?: boolean;
  skeletonRows?: number;
  /** Shown inside the table body when there are no rows. */
  empty: React.ReactNode;
  /** A trailing cell per row, usually a `RowActions` menu. */
  rowActions?(row: T): React.ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  sorting?: TableSorting;
  selection?: TableSelection<T>;
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * Whether the table's scroll area must take the keyboard focus itself: it scrolls (a wide table on a narrow window)
 * and holds no link or button through which the keyboard would reach it (a report's figures, a ticket list), so
 * that its arrow keys can scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
function useScrollNeedsFocus(deps: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [needsFocus, setNeedsFocus] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () =>
      setNeedsFocus(
        (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) && !box.querySelector(FOCUSABLE),
      );
    measure();
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured again when what the table shows changes
  }, deps);
  return [ref, needsFocus] as const;
}

/**
 * The dense list table: sticky header inside its own scroll area (so it stays visible and the page around it does
 * not move), right-aligned numbers, skeleton rows while loading, an empty state in place of the rows.
 */
export function DataTable<T>({
  label,
  columns,
  visible,
  rows,
  rowKey,
  stale = false,
  skeletonRows = 8,
  empty,
  rowActions,
  minWidth = 720,
  sorting,
  selection,
}: DataTableProps<T>) {
  const { t } = useI18n();
  const shown = columns.filter((column) => visible.includes(column.key));
  const [scrollRef, scrollNeedsFocus] = useScrollNeedsFocus([rows, visible, minWidth]);
  const span = shown.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const picked = selection && rows ? rows.filter((row) => selection.isSelected(row)).length : 0;

  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
      <Box
        className={classes.scroll}
        style={{ maxHeight: "max(320px, calc(100dvh - 330px))" }}
        data-testid="data-table-scroll"
        ref={scrollRef}
        tabIndex={scrollNeedsFocus ? 0 : undefined}
      >
        <Table
          aria-label={label}
          aria-busy={rows === undefined || stale}
          stickyHeader
          highlightOnHover
          verticalSpacing={8}
          horizontalSpacing="sm"
          tabularNums
          className={classes.table}
          miw={minWidth}
          style={{ opacity: stale ? 0.55 : 1, transition: "opacity 120ms" }}
        >
          <Table.Thead style={{ zIndex: 2 }}>
            <Table.Tr>
              {selection ? (
                <Table.Th w={40} bg="gray.0">
                  <Checkbox
                    size="sm"
                    aria-label={t("list.selectPage")}
                    checked={picked > 0 && picked === rows?.length}
                    indeterminate={picked > 0 && picked < (rows?.length ?? 0)}
                    disabled={!rows?.length}
                    onChange={(event) => selection.onTogglePage(event.currentTarget.checked)}
                  />
                </Table.Th>
              ) : null}
              {shown.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  w={column.width}
                  fz="xs"
                  fw={600}
                  c="gray.7"
                  bg="gray.0"
                  style={{ whiteSpace: "nowrap", minWidth: column.minWidth }}
                  aria-sort={sorting?.sortable.includes(column.key) ? ariaSortOf(column.key, sorting) : undefined}
                >
                  {sorting?.sortable.includes(column.key) ? (
                    <UnstyledButton onClick={() => sorting.onSort(column.key)} style={sortButton}>
                      {column.label}
                      <SortIcon direction={ariaSortOf(column.key, sorting)} />
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
              {rowActions ? (
                <Table.Th w={52} style={{ ...stickyEnd, backgroundColor: "var(--mantine-color-gray-0)" }}>
                  <Box component="span" style={visuallyHidden}>
                    {t("list.actions")}
                  </Box>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <Table.Tr key={index}>
                    {Array.from({ length: span }, (_, cell) => (
                      <Table.Td key={cell}>
                        <Skeleton h={14} my={4} w={cell === 0 ? "80%" : "60%"} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : null}
            {rows?.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={span} p={0} style={{ borderBottom: 0 }}>
                  {empty}
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows?.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                // The page background's gray, on which dimmed text and links still read (web/src/app/theme.ts).
                bg={selection?.isSelected(row) ? "var(--mantine-color-gray-0)" : undefined}
              >
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      size="sm"
                      aria-label={selection.rowLabel(row)}
                      checked={selection.isSelected(row)}
                      onChange={(event) => selection.onToggle(row, event.currentTarget.checked)}
                    />
                  </Table.Td>
                ) : null}
                {shown.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={column.align}
                    style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {rowActions ? (
                  <Table.Td ta="right" py={0} style={{ ...stickyEnd, backgroundColor: "var(--mantine-color-body)" }}>
                    {rowActions(row)}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  );
}

type AriaSort = "ascending" | "descending" | "none";
const ariaSortOf = (key: string, { current }: TableSorting): AriaSort =>
  current?.key === key ? current.direction : "none";

function SortIcon({ direction }: { direction: AriaSort }) {
  if (direction === "ascending") return <IconArrowUp size={13} aria-hidden />;
  if (direction === "descending") return <IconArrowDown size={13} aria-hidden />;
  return <IconSelector size={13} aria-hidden style={{ opacity: 0.45 }} />;
}

const sortButton: React.CSSProperties = {
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  font: "inherit",
  color: "inherit",
};

/**
 * The row actions stay reachable when a narrow screen scrolls the table sideways; a shadow on their left edge shows
 * that columns pass beneath them.
 */
const stickyEnd: React.CSSProperties = {
  position: "sticky",
  right: 0,
  boxShadow: "inset 1px 0 0 var(--table-border-color), -6px 0 8px -6px rgba(0, 0, 0, 0.18)",
};

const visuallyHidden: React.CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};
