import { Button, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconPlus, IconShieldLock } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery, useRowDialogs } from "@/shared/list";
import { showSuccessToast } from "@/shared/notify";
import { HistoryDrawer } from "./access/HistoryDrawer";
import { AssignResourcesModal } from "./roles/AssignResourcesModal";
import { RoleActions, type RoleAction } from "./roles/RoleActions";
import { roleColumns, RoleRow_role, type RoleRow } from "./roles/role-columns";
import { ROLE_FILTER_KEYS, toRoleFilter } from "./roles/role-filters";
import { RoleFormModal } from "./roles/RoleFormModal";

const RoleListQuery = graphql(`
  query RoleList($filter: RoleFilter, $page: PageInput) {
    roles(filter: $filter, page: $page) {
      items {
        ...RoleRow_role
      }
      total
    }
  }
`);

const DeleteRoleMutation = graphql(`
  mutation DeleteRole($id: ID!, $version: Int!) {
    deleteRole(id: $id, version: $version)
  }
`);

/**
 * Role List: search by name; add, edit, assign resources, see the history of and delete a role. A role held by users
 * is not deleted: the dialog says by how many.
 */
export default function RoleListScreen() {
  const { t } = useI18n();
  const can = useCan();
  const list = usePagedListQuery({
    query: RoleListQuery,
    row: RoleRow_role,
    filterKeys: ROLE_FILTER_KEYS,
    variables: (filters, page) => ({ filter: toRoleFilter(filters), page }),
    page: (data) => data.roles,
  });
  const [draft, setDraft] = useFilterDraft(list.filters);
  const dialogs = useRowDialogs<RoleAction | "create", RoleRow>(list.refetch);
  const [deleteRole] = useMutation(DeleteRoleMutation, { context: { errorHandling: "local" } });

  const createButton = can("/role/add") ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialogs.open("create")}>
      {t("roles.create")}
    </Button>
  ) : undefined;

  const deleting = dialogs.rowOf("delete");
  const inHistory = dialogs.rowOf("history");
  return (
    <>
      <PagedList
        list={list}
        columns={roleColumns(t)}
        actions={createButton}
        toolbar={(columnChooser) => (
          <ListToolbar onSearch={() => list.setFilters(draft)} onReset={list.reset} extra={columnChooser}>
            <TextInput
              label={t("roles.name")}
              placeholder={t("roles.namePlaceholder")}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              w={220}
            />
          </ListToolbar>
        )}
        rowActions={(role) => <RoleActions role={role} onAction={(action) => dialogs.open(action, role)} />}
        minWidth={520}
        skeletonRows={5}
        empty={{
          icon: <IconShieldLock size={28} aria-hidden />,
          title: t("roles.emptyTitle"),
          description: t("roles.emptyText"),
          action: createButton,
        }}
      />
      <RoleFormModal
        opened={dialogs.isOpen("create", "edit")}
        role={dialogs.rowOf("edit")}
        onClose={dialogs.close}
        onSaved={dialogs.saved}
      />
      <AssignResourcesModal role={dialogs.rowOf("assignResources")} onClose={dialogs.close} onSaved={dialogs.saved} />
      <ConfirmDialog
        opened={deleting !== undefined}
        onClose={dialogs.close}
        title={t("roles.deleteTitle")}
        confirmLabel={t("roles.action.delete")}
        blocked={deleting?.userCount ? t("roles.held", { count: deleting.userCount }) : undefined}
        action={() => deleteRole({ variables: { id: deleting?.id ?? "", version: deleting?.version ?? 0 } })}
        onDone={() => {
          showSuccessToast(t("roles.deleted", { name: deleting?.name ?? "" }));
          list.refetch();
        }}
      >
        {t("roles.deleteText", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
      <HistoryDrawer
        area="ROLE"
        target={inHistory && { id: inHistory.id, name: inHistory.name }}
        onClose={dialogs.close}
      />
    </>
  );
}
