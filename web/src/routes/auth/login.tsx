import { useEffect, useState, type FormEvent } from "react";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconLock, IconUser } from "@tabler/icons-react";
import { useLocation, useSearchParams } from "react-router-dom";
import { FormAlert } from "@/shared/FormAlert";
import { useI18n } from "@/i18n/i18n";
import { requestPersisted } from "@/apollo/persisted-request";
import { enterAfterLogin, enterWithSharedSession } from "@/app/console-loader";
import { LoginUserMutation } from "@/session/session-operations";
import { onSessionShared } from "@/session/session-store";
import { useDocumentTitle } from "../document-title";
import { required } from "@/shared/validation";
import { AuthPage } from "./AuthPage";
import { loginFailureMessage } from "./login-failure";
import { twoFactorChallengeOf, type TwoFactorChallenge } from "./two-factor-challenge";
import { TwoFactorStep } from "./TwoFactorStep";

const FIELDS = ["username", "password"] as const;
type Field = (typeof FIELDS)[number];
const isRequired = required();

export default function LoginPage() {
  const { t } = useI18n();
  useDocumentTitle(t("login.submit"));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>((location.state as { error?: string } | null)?.error);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [challenge, setChallenge] = useState<TwoFactorChallenge>();
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));
  const redirect = searchParams.get("redirect");

  // A login in another tab of this browser, or its answer to this tab's question, signs this tab in too.
  useEffect(
    () =>
      onSessionShared(() => {
        enterWithSharedSession(redirect).catch((error: unknown) =>
          setFailure(loginFailureMessage(error, t("login.requestError"))),
        );
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is new on every render; the target is the redirect
    [redirect],
  );

  // Two required fields need no form library (its code would load with /login: docs/scale-contract.md section 1).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = new FormData(event.currentTarget);
    const values = { username: String(entered.get("username") ?? ""), password: String(entered.get("password") ?? "") };
    const found = Object.fromEntries(FIELDS.map((field) => [field, isRequired(values[field]) ?? undefined]));
    setErrors(found);
    if (FIELDS.some((field) => found[field])) return;
    setPending(true);
    setFailure(undefined);
    try {
      await enterAfterLogin(
        requestPersisted(LoginUserMutation, { username: values.username.trim(), password: values.password }).then(
          (data) => data.login,
        ),
        searchParams.get("redirect"),
      );
    } catch (error) {
      const secondStep = twoFactorChallengeOf(error, values.username.trim());
      if (secondStep) setChallenge(secondStep);
      else setFailure(loginFailureMessage(error, t("login.requestError")));
      setPending(false);
    }
  };

  if (challenge)
    return (
      <AuthPage title={t("login.twoFactorTitle")}>
        <TwoFactorStep
          challenge={challenge}
          redirect={searchParams.get("redirect")}
          onBack={() => setChallenge(undefined)}
        />
      </AuthPage>
    );

  return (
    <AuthPage title={t("login.title")}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <TextInput
            label={t("login.userName")}
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            autoFocus
            name="username"
            error={errors.username}
            onChange={() => clearError("username")}
          />
          <PasswordInput
            label={t("login.password")}
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            name="password"
            error={errors.password}
            onChange={() => clearError("password")}
          />
          <Button type="submit" fullWidth mt="xs" loading={pending}>
            {t("login.submit")}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
