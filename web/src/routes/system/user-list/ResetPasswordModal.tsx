import { PasswordInput, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { resetPasswordFailures } from "#rules";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { ModalFormFrame, RowFormModal, useModalForm, type ModalFormProps } from "@/shared/form";
import { wordFailures } from "@/shared/validation";

const ResetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($id: ID!, $newPassword: String!) {
    resetUserPassword(id: $id, newPassword: $newPassword)
  }
`);

type ResetTarget = { id: string; username: string };

/** Reset password: the user's sessions end and they must choose a new password at their next login. */
export function ResetPasswordModal({ user, onClose }: { user: ResetTarget | undefined; onClose(): void }) {
  const { t } = useI18n();
  return (
    <RowFormModal row={user} onClose={onClose} title={t("users.resetTitle", { name: user?.username ?? "" })}>
      {(modal, row) => <ResetPasswordForm modal={modal} user={row} onDone={onClose} />}
    </RowFormModal>
  );
}

function ResetPasswordForm({ modal, user, onDone }: { modal: ModalFormProps; user: ResetTarget; onDone(): void }) {
  const { t } = useI18n();
  const [reset] = useMutation(ResetUserPasswordMutation, { context: { errorHandling: "local" } });
  const form = useForm({
    initialValues: { newPassword: "" },
    validate: ({ newPassword }) => wordFailures(resetPasswordFailures(newPassword)),
    validateInputOnBlur: true,
  });
  const modalForm = useModalForm(form, modal, {
    fields: ["newPassword"],
    save: ({ newPassword }) => reset({ variables: { id: user.id, newPassword } }),
    savedText: () => t("users.passwordReset", { name: user.username }),
    onSaved: onDone,
  });

  return (
    <ModalFormFrame
      modalForm={modalForm}
      saveLabel={t("users.action.resetPassword")}
      saveColor="red"
      intro={<Text size="sm">{t("users.resetText", { name: user.username })}</Text>}
    >
      <PasswordInput
        label={t("changePassword.newPassword")}
        description={t("changePassword.newPasswordHint")}
        withAsterisk
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps("newPassword")}
      />
    </ModalFormFrame>
  );
}
