import type { ReactNode } from "react";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ListToolbar, PagedList, type DataColumn, type PagedListQuery, type RowDialogs } from "@/shared/list";
import { ACCESS_KINDS, type AccessKind } from "./access-kinds";
import { DeleteAccessDialog } from "./DeleteAccessDialog";
import { HistoryDrawer } from "./HistoryDrawer";

interface AccessListProps<K extends string, R extends { id: string }> {
  kind: AccessKind;
  list: PagedListQuery<K, R>;
  /** The list's dialogs: Add, Delete and History open here, the kind's own ones in `children`. */
  dialogs: RowDialogs<"create" | "delete" | "history", R>;
  /** How the texts name a record (a user by user name). */
  nameOf(record: R): string;
  columns: readonly DataColumn<R>[];
  /** In the header, before Add. */
  actions?: ReactNode;
  /** The toolbar's filters. */
  filters: ReactNode;
  onSearch(): void;
  rowActions(record: R): ReactNode;
  minWidth: number;
  skeletonRows?: number;
  emptyIcon: ReactNode;
  /** The delete mutation, reporting its errors locally. */
  remove(record: R): Promise<unknown>;
  /** Known beforehand to be refused: why the record cannot be deleted (a role its users hold). */
  removeBlocked?(record: R): string | undefined;
  /** The kind's own dialogs. */
  children: ReactNode;
}

/**
 * The User List and Role List screens: Add (with its cmd) in the header and in the empty list, the filters, the rows
 * with their menus, and the dialogs both kinds have, Delete and the change history.
 */
export function AccessList<K extends string, R extends { id: string }>({
  kind,
  list,
  dialogs,
  nameOf,
  columns,
  actions,
  filters,
  onSearch,
  rowActions,
  minWidth,
  skeletonRows,
  emptyIcon,
  remove,
  removeBlocked,
  children,
}: AccessListProps<K, R>) {
  const { t } = useI18n();
  const can = useCan();
  const { add, audit } = ACCESS_KINDS[kind];
  const createButton = can(add) ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialogs.open("create")}>
      {t(`${kind}.create`)}
    </Button>
  ) : undefined;

  const deleting = dialogs.rowOf("delete");
  const inHistory = dialogs.rowOf("history");
  return (
    <>
      <PagedList
        list={list}
        columns={columns}
        actions={
          actions || createButton ? (
            <>
              {actions}
              {createButton}
            </>
          ) : undefined
        }
        toolbar={(columnChooser) => (
          <ListToolbar onSearch={onSearch} onReset={list.reset} extra={columnChooser}>
            {filters}
          </ListToolbar>
        )}
        rowActions={rowActions}
        minWidth={minWidth}
        skeletonRows={skeletonRows}
        empty={{
          icon: emptyIcon,
          title: t(`${kind}.emptyTitle`),
          description: t(`${kind}.emptyText`),
          action: createButton,
        }}
      />
      {children}
      <DeleteAccessDialog
        kind={kind}
        record={deleting}
        name={deleting ? nameOf(deleting) : ""}
        blocked={deleting ? removeBlocked?.(deleting) : undefined}
        remove={remove}
        onClose={dialogs.close}
        onDeleted={list.refetch}
      />
      <HistoryDrawer
        area={audit}
        target={inHistory ? { id: inHistory.id, name: nameOf(inHistory) } : undefined}
        onClose={dialogs.close}
      />
    </>
  );
}
