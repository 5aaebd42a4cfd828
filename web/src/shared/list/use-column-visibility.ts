import { useCallback, useState } from "react";
import { useShell } from "@/layout/shell-context";
import { readHiddenColumns, toggleHidden, visibleColumnKeys, writeHiddenColumns } from "./list-state";

export interface ColumnVisibility {
  visible: string[];
  setVisible(key: string, visible: boolean): void;
}

/** Which columns of a list show, remembered in localStorage per signed-in user and list key. */
export function useColumnVisibility(
  listKey: string,
  columns: readonly { key: string; fixed?: boolean }[],
): ColumnVisibility {
  const { user, tenant } = useShell().me;
  const owner = `${tenant.tid}:${user.id}`;
  const [hidden, setHidden] = useState(() => readHiddenColumns(owner, listKey));
  const setVisible = useCallback(
    (key: string, visible: boolean) =>
      setHidden((current) => {
        const next = toggleHidden(current, key, visible);
        writeHiddenColumns(owner, listKey, next);
        return next;
      }),
    [owner, listKey],
  );
  return { visible: visibleColumnKeys(columns, hidden), setVisible };
}
