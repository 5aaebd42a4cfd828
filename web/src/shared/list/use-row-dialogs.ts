import { useState } from "react";

/**
 * Which dialog of a list is open, and for which row: one at a time (create, edit, a row action). A save closes it and
 * reads the list again.
 */
export function useRowDialogs<A extends string, R>(onSaved: () => void) {
  const [open, setOpen] = useState<{ action: A; row?: R } | null>(null);
  return {
    open: (action: A, row?: R) => setOpen({ action, row }),
    close: () => setOpen(null),
    saved: () => {
      setOpen(null);
      onSaved();
    },
    isOpen: (...actions: A[]) => open !== null && actions.includes(open.action),
    /** The row the action's dialog is open for, or undefined while it is closed. */
    rowOf: (action: A) => (open?.action === action ? open.row : undefined),
  };
}

export type RowDialogs<A extends string, R> = ReturnType<typeof useRowDialogs<A, R>>;
