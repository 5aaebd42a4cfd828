import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Modal } from "@mantine/core";
import { useUnsavedChanges } from "@/shared/unsaved-changes";

/** What the form inside a `FormModal` is given. */
export interface ModalFormProps {
  /** Cancel: closes after asking when something changed. */
  requestClose(): void;
  /** Tells the dialog whether the form has changes (`useModalFormDirty`). */
  dirtyRef: RefObject<() => boolean>;
}

/**
 * A dialog holding one form (create, edit, assign): a fresh form per opening, and closing it with unsaved changes
 * (its ×, Escape, a click outside, Cancel, or leaving the screen) asks first.
 */
export function FormModal({
  opened,
  onClose,
  title,
  formKey,
  size,
  children,
}: {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  /** Which record the form edits: another one (or a new opening) starts a new form. */
  formKey: string;
  size?: string;
  children(props: ModalFormProps): ReactNode;
}) {
  // The form lives in the keyed child; the dialog's own close asks it about changes.
  const dirtyRef = useRef<() => boolean>(() => false);
  const unsaved = useUnsavedChanges(() => opened && dirtyRef.current());
  const requestClose = () => unsaved.confirmLeave(onClose);
  return (
    <Modal opened={opened} onClose={requestClose} title={title} size={size} centered>
      <ModalFormSlot key={`${formKey}-${String(opened)}`}>{children({ requestClose, dirtyRef })}</ModalFormSlot>
    </Modal>
  );
}

function ModalFormSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Keeps the dialog told whether the form has changes. */
export function useModalFormDirty(dirtyRef: RefObject<() => boolean>, isDirty: () => boolean) {
  useEffect(() => {
    dirtyRef.current = isDirty;
  });
}
