import { IconHistory, IconPencil, IconTrash } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { PermittedRowActions, type PermittedAction } from "@/shared/list";
import { ACCESS_KINDS, type AccessKind } from "./access-kinds";

/** What every user and role row offers; `AccessList` opens History and Delete itself. */
export type AccessRowAction = "edit" | "history" | "delete";

/**
 * A user's or role's row menu: Edit, the kind's own actions, History and Delete, each offered only with the cmd it
 * needs.
 */
export function AccessRowActions<A extends string>({
  kind,
  name,
  actions,
  onAction,
}: {
  kind: AccessKind;
  /** The row's name, for the menu button's accessible name. */
  name: string;
  /** The kind's own actions, between Edit and History. */
  actions: readonly PermittedAction<A>[];
  onAction(action: A | AccessRowAction): void;
}) {
  const { t } = useI18n();
  const cmds = ACCESS_KINDS[kind];
  return (
    <PermittedRowActions<A | AccessRowAction>
      label={t(`${kind}.rowActions`, { name })}
      onAction={onAction}
      actions={[
        {
          action: "edit",
          label: t(`${kind}.action.edit`),
          permission: cmds.edit,
          icon: <IconPencil size={16} aria-hidden />,
        },
        ...actions,
        {
          action: "history",
          label: t(`${kind}.action.history`),
          permission: "/audit/list",
          icon: <IconHistory size={16} aria-hidden />,
        },
        {
          action: "delete",
          label: t(`${kind}.action.delete`),
          permission: cmds.delete,
          icon: <IconTrash size={16} aria-hidden />,
          destructive: true,
        },
      ]}
    />
  );
}
