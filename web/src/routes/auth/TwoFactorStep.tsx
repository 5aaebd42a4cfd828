import { useState, type FormEvent } from "react";
import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { FormAlert } from "@/shared/FormAlert";
import { useI18n } from "@/i18n/i18n";
import { requestPersisted } from "@/apollo/persisted-request";
import { enterAfterLogin } from "@/app/console-loader";
import { CompleteTwoFactorLoginMutation } from "@/session/session-operations";
import { loginFailureMessage } from "./login-failure";
import type { TwoFactorChallenge } from "./two-factor-challenge";

/** The login's second step: a code of the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({
  challenge,
  redirect,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  redirect: string | null;
  onBack(): void;
}) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [missing, setMissing] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) return setMissing(t("login.twoFactorCodeRequired"));
    setPending(true);
    setFailure(undefined);
    try {
      await enterAfterLogin(
        requestPersisted(CompleteTwoFactorLoginMutation, { ...challenge, code }).then(
          (data) => data.completeTwoFactorLogin,
        ),
        redirect,
      );
    } catch (error) {
      setFailure(loginFailureMessage(error, t("login.requestError")));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t("login.twoFactorIntro")}
        </Text>
        <FormAlert message={failure} />
        <TextInput
          label={t("login.twoFactorCode")}
          description={t("login.twoFactorCodeHint")}
          autoComplete="one-time-code"
          leftSection={<IconShieldLock size={16} aria-hidden />}
          autoFocus
          name="code"
          error={missing}
          onChange={() => setMissing(undefined)}
        />
        <Button type="submit" fullWidth mt="xs" loading={pending}>
          {t("login.twoFactorSubmit")}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t("login.twoFactorBack")}
        </Anchor>
      </Stack>
    </form>
  );
}
