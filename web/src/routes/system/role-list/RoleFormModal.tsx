import { TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { ROLE_DESCRIPTION_MAX, roleFailures } from "#rules";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { FormModal, ModalFormFrame, useModalForm, type ModalFormProps } from "@/shared/form";
import { wordFailures } from "@/shared/validation";
import type { RoleRow } from "./role-columns";

const CreateRoleMutation = graphql(`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      ...RoleRow_role
    }
  }
`);

const UpdateRoleMutation = graphql(`
  mutation UpdateRole($id: ID!, $version: Int!, $input: RoleInput!) {
    updateRole(id: $id, version: $version, input: $input) {
      ...RoleRow_role
    }
  }
`);

const roleInput = (values: { name: string; description: string }) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});

interface RoleFormModalProps {
  opened: boolean;
  role: RoleRow | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a role's name and description (its resources have their own dialog). */
export function RoleFormModal({ opened, role, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}
      formKey={role?.id ?? "new"}
    >
      {(modal) => <RoleForm modal={modal} role={role} onSaved={onSaved} />}
    </FormModal>
  );
}

function RoleForm({ modal, role, onSaved }: { modal: ModalFormProps } & Pick<RoleFormModalProps, "role" | "onSaved">) {
  const { t } = useI18n();
  const [createRole] = useMutation(CreateRoleMutation, { context: { errorHandling: "local" } });
  const [updateRole] = useMutation(UpdateRoleMutation, { context: { errorHandling: "local" } });
  const form = useForm({
    initialValues: { name: role?.name ?? "", description: role?.description ?? "" },
    validate: (values) => wordFailures(roleFailures(roleInput(values))),
    validateInputOnBlur: true,
  });
  const modalForm = useModalForm(form, modal, {
    fields: ["name", "description"],
    save: (values) => {
      const input = roleInput(values);
      return role
        ? updateRole({ variables: { id: role.id, version: role.version, input } })
        : createRole({ variables: { input } });
    },
    savedText: (values) => t(role ? "roles.saved" : "roles.created", { name: roleInput(values).name }),
    onSaved,
  });

  return (
    <ModalFormFrame modalForm={modalForm} saveLabel={t("roles.save")}>
      <TextInput
        label={t("roles.name")}
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...form.getInputProps("name")}
      />
      <Textarea
        label={t("roles.description")}
        description={t("roles.descriptionHint", { max: ROLE_DESCRIPTION_MAX })}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps("description")}
      />
    </ModalFormFrame>
  );
}
