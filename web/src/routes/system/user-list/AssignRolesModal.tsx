import { Checkbox, Group } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { userRolesFailures } from "#rules";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { ModalFormFrame, RowFormModal, useModalForm, type FieldInputProps, type ModalFormProps } from "@/shared/form";
import { wordFailures } from "@/shared/validation";
import type { UserRow } from "./user-columns";

const AssignUserRolesMutation = graphql(`
  mutation AssignUserRoles($id: ID!, $version: Int!, $roleIds: [ID!]!) {
    assignUserRoles(id: $id, version: $version, roleIds: $roleIds) {
      ...UserRow_user
    }
  }
`);

export interface RoleOption {
  value: string;
  label: string;
}

/** The roles to give a user, as checkboxes (a tenant has a handful), at least one. */
export function RoleChoices({ options, ...input }: { options: readonly RoleOption[] } & FieldInputProps) {
  const { t } = useI18n();
  return (
    <Checkbox.Group
      label={t("users.roles")}
      withAsterisk
      value={Array.isArray(input.value) ? (input.value as string[]) : []}
      onChange={input.onChange}
      error={input.error}
    >
      <Group gap="md" mt="xs">
        {options.map((role) => (
          <Checkbox key={role.value} value={role.value} label={role.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

interface AssignRolesModalProps {
  user: UserRow | undefined;
  roleOptions: readonly RoleOption[];
  onClose(): void;
  onSaved(): void;
}

/** Assign Roles: at least one ('Please select permissions'); refusals (grant only what you hold, keep your own
 * management) under the choices. */
export function AssignRolesModal({ user, roleOptions, onClose, onSaved }: AssignRolesModalProps) {
  const { t } = useI18n();
  return (
    <RowFormModal row={user} onClose={onClose} title={t("users.assignTitle", { name: user?.username ?? "" })}>
      {(modal, row) => <AssignRolesForm modal={modal} user={row} roleOptions={roleOptions} onSaved={onSaved} />}
    </RowFormModal>
  );
}

function AssignRolesForm({
  modal,
  user,
  roleOptions,
  onSaved,
}: {
  modal: ModalFormProps;
  user: UserRow;
  roleOptions: readonly RoleOption[];
  onSaved(): void;
}) {
  const { t } = useI18n();
  const [assign] = useMutation(AssignUserRolesMutation, { context: { errorHandling: "local" } });
  const form = useForm({
    initialValues: { roleIds: user.roles.map((role) => role.id) },
    validate: ({ roleIds }) => wordFailures(userRolesFailures(roleIds)),
  });
  const modalForm = useModalForm(form, modal, {
    fields: ["roleIds"],
    save: ({ roleIds }) => assign({ variables: { id: user.id, version: user.version, roleIds } }),
    savedText: () => t("users.rolesAssigned", { name: user.username }),
    onSaved,
  });

  return (
    <ModalFormFrame modalForm={modalForm} saveLabel={t("users.save")}>
      <RoleChoices options={roleOptions} {...form.getInputProps("roleIds")} />
    </ModalFormFrame>
  );
}
