import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { resetPasswordFailures } from "#rules";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { FormAlert } from "@/shared/FormAlert";
import { FormModal, useDialogCall, useModalFormDirty, type ModalFormProps } from "@/shared/form";
import { showSuccessToast } from "@/shared/notify";
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
    <FormModal
      opened={user !== undefined}
      onClose={onClose}
      title={t("users.resetTitle", { name: user?.username ?? "" })}
      formKey={user?.id ?? "none"}
    >
      {(modal) => (user ? <ResetPasswordForm {...modal} user={user} onDone={onClose} /> : null)}
    </FormModal>
  );
}

function ResetPasswordForm({
  user,
  onDone,
  requestClose,
  dirtyRef,
}: ModalFormProps & { user: ResetTarget; onDone(): void }) {
  const { t } = useI18n();
  const [reset, { loading }] = useMutation(ResetUserPasswordMutation, { context: { errorHandling: "local" } });
  const form = useForm({
    initialValues: { newPassword: "" },
    validate: ({ newPassword }) => wordFailures(resetPasswordFailures(newPassword)),
    validateInputOnBlur: true,
  });
  const { refusal, run } = useDialogCall(form, ["newPassword"]);
  useModalFormDirty(dirtyRef, form.isDirty);

  const submit = form.onSubmit(async ({ newPassword }) => {
    const done = await run(() => reset({ variables: { id: user.id, newPassword } }));
    if (!done) return;
    showSuccessToast(t("users.passwordReset", { name: user.username }));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t("users.resetText", { name: user.username })}</Text>
        <FormAlert message={refusal} />
        <PasswordInput
          label={t("changePassword.newPassword")}
          description={t("changePassword.newPasswordHint")}
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps("newPassword")}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {t("users.action.resetPassword")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
