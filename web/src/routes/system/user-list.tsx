import { Select, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconUsers } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { ConfirmDialog } from "@/shared/ConfirmDialog";
import { applyChoice, filterInputProps, useFilterDraft, usePagedListQuery, useRowDialogs } from "@/shared/list";
import { showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { AccessList } from "./access/AccessList";
import { AssignRolesModal } from "./user-list/AssignRolesModal";
import { ResetPasswordModal } from "./user-list/ResetPasswordModal";
import { TwoFactorPolicySwitch } from "./user-list/TwoFactorPolicySwitch";
import { UserActions, type UserAction } from "./user-list/UserActions";
import { userColumns, UserRow_user, type UserRow } from "./user-list/user-columns";
import { toUserFilter, USER_FILTER_KEYS, USER_STATUS_NAMES } from "./user-list/user-filters";
import { UserFormModal } from "./user-list/UserFormModal";

const UserListQuery = graphql(`
  query UserList($filter: UserFilter, $page: PageInput) {
    users(filter: $filter, page: $page) {
      items {
        ...UserRow_user
      }
      total
    }
  }
`);

/** The roles a user may be given. */
const AssignableRolesQuery = graphql(`
  query AssignableRoles {
    assignableRoles {
      id
      name
    }
  }
`);

const ResetUserTwoFactorMutation = graphql(`
  mutation ResetUserTwoFactor($id: ID!) {
    resetUserTwoFactor(id: $id)
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!, $version: Int!) {
    deleteUser(id: $id, version: $version)
  }
`);

/**
 * User List: search by user name, name and status (kept in the URL); add, edit, assign roles, reset the password or
 * the second factor, see the history of and delete a user; require two-factor sign-in of managers. The server's safety refusals show in the dialog that asked.
 */
export default function UserListScreen() {
  const { t } = useI18n();
  const time = useTenantTime();
  const list = usePagedListQuery({
    query: UserListQuery,
    row: UserRow_user,
    filterKeys: USER_FILTER_KEYS,
    variables: (filters, page) => ({ filter: toUserFilter(filters), page }),
    page: (data) => data.users,
    isFiltered: (filters) => Object.keys(toUserFilter(filters)).length > 0,
  });
  const [draft, setDraft] = useFilterDraft(list.filters);
  const dialogs = useRowDialogs<UserAction | "create", UserRow>(list.refetch);
  const roles = useQuery(AssignableRolesQuery, { fetchPolicy: "cache-and-network" });
  const roleOptions = (roles.data?.assignableRoles ?? []).map((role) => ({ value: role.id, label: role.name }));
  const [deleteUser] = useMutation(DeleteUserMutation, { context: { errorHandling: "local" } });
  const [resetTwoFactor] = useMutation(ResetUserTwoFactorMutation, { context: { errorHandling: "local" } });

  const resettingTwoFactor = dialogs.rowOf("resetTwoFactor");
  return (
    <AccessList
      kind="users"
      list={list}
      dialogs={dialogs}
      nameOf={(user) => user.username}
      columns={userColumns(t, time.format)}
      actions={<TwoFactorPolicySwitch />}
      filters={
        <>
          <TextInput {...filterInputProps(draft, setDraft, "username")} label={t("users.username")} w={180} />
          <TextInput
            {...filterInputProps(draft, setDraft, "name")}
            label={t("users.name")}
            placeholder={t("users.namePlaceholder")}
            w={180}
          />
          <Select
            label={t("users.status")}
            placeholder={t("users.statusAll")}
            data={USER_STATUS_NAMES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
            value={draft.status || null}
            onChange={(value) => applyChoice(draft, setDraft, list.setFilters, { status: value ?? "" })}
            clearable
            w={150}
          />
        </>
      }
      onSearch={() => list.setFilters(draft)}
      rowActions={(user) => <UserActions user={user} onAction={(action) => dialogs.open(action, user)} />}
      minWidth={760}
      emptyIcon={<IconUsers size={28} aria-hidden />}
      remove={(user) => deleteUser({ variables: { id: user.id, version: user.version } })}
    >
      <UserFormModal
        opened={dialogs.isOpen("create", "edit")}
        user={dialogs.rowOf("edit")}
        roleOptions={roleOptions}
        onClose={dialogs.close}
        onSaved={dialogs.saved}
      />
      <AssignRolesModal
        user={dialogs.rowOf("assignRoles")}
        roleOptions={roleOptions}
        onClose={dialogs.close}
        onSaved={dialogs.saved}
      />
      <ResetPasswordModal user={dialogs.rowOf("resetPassword")} onClose={dialogs.close} />
      <ConfirmDialog
        opened={resettingTwoFactor !== undefined}
        onClose={dialogs.close}
        title={t("users.resetTwoFactorTitle", { name: resettingTwoFactor?.username ?? "" })}
        confirmLabel={t("users.action.resetTwoFactor")}
        action={() => resetTwoFactor({ variables: { id: resettingTwoFactor?.id ?? "" } })}
        onDone={() => {
          showSuccessToast(t("users.twoFactorReset", { name: resettingTwoFactor?.username ?? "" }));
          list.refetch();
        }}
      >
        {t("users.resetTwoFactorText", { name: resettingTwoFactor?.username ?? "" })}
      </ConfirmDialog>
    </AccessList>
  );
}
