import { useEffect, useRef } from "react";
import { Loader, Stack, Text } from "@mantine/core";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { requestPersisted } from "@/apollo/persisted-request";
import { enterAfterLogin } from "@/app/console-loader";
import { LoginUserWithAuthCodeMutation } from "@/session/session-operations";
import { PATHS } from "../route-model";
import { AuthPage } from "./AuthPage";
import { loginFailureMessage } from "./login-failure";

/** /auth-redirect?authCode=…&userName=…: signs in with a one-time code, or returns to /login with the reason. */
export default function AuthRedirectPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once only: a code is usable once, and StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const authCode = searchParams.get("authCode");
    const userName = searchParams.get("userName");
    const fail = (error: string) => void navigate(PATHS.login, { replace: true, state: { error } });
    if (!authCode || !userName) {
      fail(t("authRedirect.missingParams"));
      return;
    }
    enterAfterLogin(
      requestPersisted(LoginUserWithAuthCodeMutation, { authCode, userName }).then((data) => data.loginWithAuthCode),
      searchParams.get("redirect"),
    ).catch((error: unknown) => fail(loginFailureMessage(error, t("login.requestError"))));
  }, []);

  return (
    <AuthPage title={t("authRedirect.signingIn")}>
      <Stack align="center" py="md" aria-busy="true">
        <Loader />
        <Text size="sm" c="dimmed">
          {t("authRedirect.signingIn")}
        </Text>
      </Stack>
    </AuthPage>
  );
}
