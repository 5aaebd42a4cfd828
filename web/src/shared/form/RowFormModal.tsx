import type { ReactNode } from "react";
import { FormModal, type ModalFormProps } from "./FormModal";

/** A `FormModal` for an action on one row of a list: open while it has the row, a new form for each row. */
export function RowFormModal<R extends { id: string }>({
  row,
  onClose,
  title,
  size,
  children,
}: {
  /** Undefined while closed. */
  row: R | undefined;
  onClose(): void;
  title: string;
  size?: string;
  children(modal: ModalFormProps, row: R): ReactNode;
}) {
  return (
    <FormModal opened={row !== undefined} onClose={onClose} title={title} formKey={row?.id ?? "none"} size={size}>
      {(modal) => (row ? children(modal, row) : null)}
    </FormModal>
  );
}
