import { TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconShieldLock } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { filterInputProps, useFilterDraft, usePagedListQuery, useRowDialogs } from "@/shared/list";
import { AccessList } from "./access/AccessList";
import { AssignResourcesModal } from "./role-list/AssignResourcesModal";
import { RoleActions, type RoleAction } from "./role-list/RoleActions";
import { roleColumns, RoleRow_role, type RoleRow } from "./role-list/role-columns";
import { ROLE_FILTER_KEYS, toRoleFilter } from "./role-list/role-filters";
import { RoleFormModal } from "./role-list/RoleFormModal";

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

  return (
    <AccessList
      kind="roles"
      list={list}
      dialogs={dialogs}
      nameOf={(role) => role.name}
      columns={roleColumns(t)}
      filters={
        <TextInput
          {...filterInputProps(draft, setDraft, "name")}
          label={t("roles.name")}
          placeholder={t("roles.namePlaceholder")}
          w={220}
        />
      }
      onSearch={() => list.setFilters(draft)}
      rowActions={(role) => <RoleActions role={role} onAction={(action) => dialogs.open(action, role)} />}
      minWidth={520}
      skeletonRows={5}
      emptyIcon={<IconShieldLock size={28} aria-hidden />}
      remove={(role) => deleteRole({ variables: { id: role.id, version: role.version } })}
      removeBlocked={(role) => (role.userCount ? t("roles.held", { count: role.userCount }) : undefined)}
    >
      <RoleFormModal
        opened={dialogs.isOpen("create", "edit")}
        role={dialogs.rowOf("edit")}
        onClose={dialogs.close}
        onSaved={dialogs.saved}
      />
      <AssignResourcesModal role={dialogs.rowOf("assignResources")} onClose={dialogs.close} onSaved={dialogs.saved} />
    </AccessList>
  );
}
