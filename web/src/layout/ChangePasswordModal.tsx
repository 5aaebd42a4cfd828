import { useState } from "react";
import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { changePasswordFailures } from "#rules";
import { FormAlert } from "@/shared/FormAlert";
import { useI18n } from "@/i18n/i18n";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { ChangePasswordMutation } from "@/session/session-operations";
import { useSessionActions } from "@/session/use-session-actions";
import { showSuccessToast } from "@/shared/notify";
import { wordFailures } from "@/shared/validation";
import { useUnsavedChanges } from "@/shared/unsaved-changes";

interface ChangePasswordModalProps {
  opened: boolean;
  onClose(): void;
  /**
   * An administrator reset the password: the dialog cannot be dismissed (Logout instead of Cancel) and says why, since
   * the console offers nothing else until the password is changed.
   */
  forced?: boolean;
}

/** Old and new password; success ends every session of the user, so the console logs out. */
export function ChangePasswordModal({ opened, onClose, forced = false }: ChangePasswordModalProps) {
  const { t } = useI18n();
  const { logout } = useSessionActions();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation, { context: { errorHandling: "local" } });
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", newPassword: "" },
    // The server's rule (rules/access.ts): once both are typed, a new password equal to the current one is refused here.
    validate: (values) => wordFailures(changePasswordFailures(values)),
    validateInputOnChange: true,
  });

  const unsaved = useUnsavedChanges(() => opened && form.isDirty());
  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(undefined);
    try {
      await changePassword({ variables: values });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
      else setFailure(messageOf(error, t("login.requestError")));
      return;
    }
    close();
    showSuccessToast(t("changePassword.success"));
    await logout({ callServer: false });
  });

  return (
    <Modal
      opened={opened}
      onClose={() => (forced ? undefined : unsaved.confirmLeave(close))}
      title={t("changePassword.title")}
      centered
      withCloseButton={!forced}
      closeOnEscape={!forced}
      closeOnClickOutside={!forced}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {forced ? (
            <Alert variant="light" color="orange" icon={<IconLock size={18} aria-hidden />}>
              {t("changePassword.required")}
            </Alert>
          ) : null}
          <FormAlert message={failure} />
          <PasswordInput
            label={t("changePassword.oldPassword")}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("changePassword.newPassword")}
            description={t("changePassword.newPasswordHint")}
            autoComplete="new-password"
            withAsterisk
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
          />
          <Group justify="flex-end" mt="sm">
            {forced ? (
              <Button variant="default" onClick={() => void logout()}>
                {t("shell.logout")}
              </Button>
            ) : (
              <Button variant="default" onClick={() => unsaved.confirmLeave(close)}>
                {t("common.cancel")}
              </Button>
            )}
            <Button type="submit" loading={loading}>
              {t("common.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
