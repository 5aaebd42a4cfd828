import { useState } from "react";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconLock, IconUser } from "@tabler/icons-react";
import { useLocation, useSearchParams } from "react-router-dom";
import { FormAlert } from "@/shared/FormAlert";
import { useI18n } from "@/i18n/i18n";
import { LoginUserMutation } from "@/session/session-operations";
import { useSessionActions } from "@/session/use-session-actions";
import { useDocumentTitle } from "../guards";
import { required } from "@/shared/validation";
import { AuthPage } from "./AuthPage";
import { loginFailureMessage } from "./login-failure";

export default function LoginPage() {
  const { t } = useI18n();
  useDocumentTitle(t("login.submit"));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { completeLogin } = useSessionActions();
  const [login] = useMutation(LoginUserMutation, { context: { errorHandling: "local" } });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>((location.state as { error?: string } | null)?.error);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { username: "", password: "" },
    validate: { username: required(), password: required() },
  });

  const submit = form.onSubmit(async (values) => {
    setPending(true);
    setFailure(undefined);
    try {
      const { data } = await login({ variables: { username: values.username.trim(), password: values.password } });
      await completeLogin(data!.login, searchParams.get("redirect"));
    } catch (error) {
      setFailure(loginFailureMessage(error, t("login.requestError")));
      setPending(false);
    }
  });

  return (
    <AuthPage title={t("login.title")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <TextInput
            label={t("login.userName")}
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            autoFocus
            key={form.key("username")}
            {...form.getInputProps("username")}
          />
          <PasswordInput
            label={t("login.password")}
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Button type="submit" fullWidth mt="xs" loading={pending}>
            {t("login.submit")}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
