import { useCallback, useState } from "react";
import { readHiddenColumns, toggleHidden, visibleColumnKeys, writeHiddenColumns } from "./list-state";

export interface ColumnVisibility {
  visible: string[];
  setVisible(key: string, visible: boolean): void;
}

/** Which columns of a list show, remembered in localStorage per list key. */
export function useColumnVisibility(
  listKey: string,
  columns: readonly { key: string; fixed?: boolean }[],
): ColumnVisibility {
  const [hidden, setHidden] = useState(() => readHiddenColumns(listKey));
  const setVisible = useCallback(
    (key: string, visible: boolean) =>
      setHidden((current) => {
        const next = toggleHidden(current, key, visible);
        writeHiddenColumns(listKey, next);
        return next;
      }),
    [listKey],
  );
  return { visible: visibleColumnKeys(columns, hidden), setVisible };
}
