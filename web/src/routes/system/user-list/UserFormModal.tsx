import { PasswordInput, SegmentedControl, Input, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { FormModal, ModalFormFrame, PhoneWithCodeInput, useModalForm, type ModalFormProps } from "@/shared/form";
import { RoleChoices } from "./AssignRolesModal";
import type { UserRow } from "./user-columns";
import { USER_STATUS_NAMES } from "./user-filters";
import { userCreateInput, userEditInput, userValuesOf, validateUser, type UserValues } from "./user-values";

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UserRow_user
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $version: Int!, $input: UpdateUserInput!) {
    updateUser(id: $id, version: $version, input: $input) {
      ...UserRow_user
    }
  }
`);

const FIELDS = ["username", "firstName", "lastName", "email", "phoneCode", "phone", "password", "status", "roleIds"];

interface UserFormModalProps {
  opened: boolean;
  /** Undefined: a new user. */
  user: UserRow | undefined;
  /** The roles a new user may be given. */
  roleOptions: readonly { value: string; label: string }[];
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a user: names, e-mail, phone and status; a new user also gets a user name, a password and roles. */
export function UserFormModal({ opened, user, roleOptions, onClose, onSaved }: UserFormModalProps) {
  const { t } = useI18n();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={user ? t("users.editTitle", { name: user.username }) : t("users.createTitle")}
      formKey={user?.id ?? "new"}
      size="lg"
    >
      {(modal) => <UserForm modal={modal} user={user} roleOptions={roleOptions} onSaved={onSaved} />}
    </FormModal>
  );
}

function UserForm({
  modal,
  user,
  roleOptions,
  onSaved,
}: { modal: ModalFormProps } & Pick<UserFormModalProps, "user" | "roleOptions" | "onSaved">) {
  const { t } = useI18n();
  const creating = !user;
  const [createUser] = useMutation(CreateUserMutation, { context: { errorHandling: "local" } });
  const [updateUser] = useMutation(UpdateUserMutation, { context: { errorHandling: "local" } });
  const form = useForm<UserValues>({
    initialValues: userValuesOf(user),
    validate: (values) => validateUser(values, creating),
    validateInputOnBlur: true,
  });
  const modalForm = useModalForm(form, modal, {
    fields: FIELDS,
    save: (values) =>
      user
        ? updateUser({ variables: { id: user.id, version: user.version, input: userEditInput(values) } })
        : createUser({ variables: { input: userCreateInput(values) } }),
    savedText: (values) => t(user ? "users.saved" : "users.created", { name: values.username.trim() }),
    onSaved,
  });

  return (
    <ModalFormFrame modalForm={modalForm} saveLabel={t("users.save")}>
      <TextInput
        label={t("users.username")}
        description={creating ? t("users.usernameHint") : undefined}
        withAsterisk={creating}
        disabled={!creating}
        autoComplete="off"
        data-autofocus={creating || undefined}
        {...form.getInputProps("username")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t("users.firstName")}
          withAsterisk
          autoComplete="off"
          data-autofocus={creating ? undefined : true}
          {...form.getInputProps("firstName")}
        />
        <TextInput label={t("users.lastName")} withAsterisk autoComplete="off" {...form.getInputProps("lastName")} />
      </SimpleGrid>
      <TextInput label={t("users.email")} type="email" autoComplete="off" {...form.getInputProps("email")} />
      <PhoneWithCodeInput
        label={t("users.phone")}
        code={form.getInputProps("phoneCode")}
        number={form.getInputProps("phone")}
      />
      {creating ? (
        <PasswordInput
          label={t("users.password")}
          description={t("changePassword.newPasswordHint")}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
      ) : null}
      <Input.Wrapper label={t("users.status")} error={form.errors.status}>
        <div>
          <SegmentedControl
            aria-label={t("users.status")}
            data={USER_STATUS_NAMES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
            {...form.getInputProps("status")}
          />
        </div>
      </Input.Wrapper>
      {creating ? <RoleChoices options={roleOptions} {...form.getInputProps("roleIds")} /> : null}
    </ModalFormFrame>
  );
}
