import { useState } from "react";
import type { OrderFilter, OrderSelectionInput } from "@/gql/graphql";
import type { TableSelection } from "@/shared/list";

/**
 * The order list's picked rows (docs/sales-contract.md, jobs): order ids picked row by row (across pages), or every
 * order the filter matches. A new search starts with nothing picked: a selection never outlives the filter it was
 * made under.
 */
export interface OrderSelection {
  ids: ReadonlySet<string>;
  allMatching: boolean;
}

const NOTHING: OrderSelection = { ids: new Set(), allMatching: false };

/** What a job or an export is given: the filter itself when everything it matches is picked, else the ids. */
export const selectionInput = (selection: OrderSelection, filter: OrderFilter): OrderSelectionInput =>
  selection.allMatching ? { filter } : { orderIds: [...selection.ids] };

/** How many orders the selection holds: all the list counts when everything matching is picked. */
export const selectionCount = (selection: OrderSelection, total: number | undefined): number =>
  selection.allMatching ? (total ?? 0) : selection.ids.size;

export interface OrderSelectionState extends OrderSelection {
  count: number;
  /** Every row of the page is picked: all that match may be picked next. */
  pageAllPicked: boolean;
  /** Rows on the page. */
  pageRows: number;
  table: TableSelection<{ id: string; orderNumber: string }>;
  selectAllMatching(): void;
  clear(): void;
}

export function useOrderSelection(
  filter: OrderFilter,
  rows: readonly { id: string }[] | undefined,
  total: number | undefined,
  rowLabel: (orderNumber: string) => string,
): OrderSelectionState {
  const key = JSON.stringify(filter);
  const [state, setState] = useState<OrderSelection & { key: string }>({ ...NOTHING, key });
  const current: OrderSelection = state.key === key ? state : NOTHING;
  const update = (next: OrderSelection) => setState({ ...next, key });
  const pick = (ids: readonly string[], picked: boolean) => {
    const next = new Set(current.allMatching ? [] : current.ids);
    for (const id of ids) {
      if (picked) next.add(id);
      else next.delete(id);
    }
    update({ ids: next, allMatching: false });
  };
  const pageIds = (rows ?? []).map((row) => row.id);
  const isSelected = (row: { id: string }) => current.allMatching || current.ids.has(row.id);
  const pageAllPicked = Boolean(rows?.length) && rows!.every(isSelected);

  return {
    ...current,
    count: selectionCount(current, total),
    pageAllPicked,
    pageRows: pageIds.length,
    table: {
      isSelected,
      onToggle: (row, picked) =>
        current.allMatching
          ? // Unpicking a row of "everything matching" leaves the rest of the page picked, row by row.
            pick(
              pageIds.filter((id) => id !== row.id),
              true,
            )
          : pick([row.id], picked),
      onTogglePage: (picked) => pick(pageIds, picked),
      rowLabel: (row) => rowLabel(row.orderNumber),
    },
    selectAllMatching: () => update({ ids: new Set(), allMatching: true }),
    clear: () => update(NOTHING),
  };
}
