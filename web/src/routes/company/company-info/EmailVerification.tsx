import { useState } from "react";
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconCircleCheck, IconExternalLink, IconMailForward } from "@tabler/icons-react";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { graphql } from "@/gql";
import type { VerifyCompanyEmailMutation as VerifyCompanyEmailResult } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { showSuccessToast } from "@/shared/notify";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { MailNotConfiguredAlert } from "@/shared/mail/MailNotConfiguredAlert";
import { useShell } from "@/layout/shell-context";
import { ROUTES } from "@/routes/route-model";
import { getSession } from "@/session/session-store";
import { dropPendingCode, keepPendingCode, readPendingCode, type SentCode } from "./pending-code";

const DEV_MAIL_PATH = ROUTES.find((route) => route.key === "dev_mail")!.path;

const SendCompanyEmailVerificationMutation = graphql(`
  mutation SendCompanyEmailVerification {
    sendCompanyEmailVerification {
      sentTo
      expiresAt
    }
  }
`);

const VerifyCompanyEmailMutation = graphql(`
  mutation VerifyCompanyEmail($code: String!) {
    verifyCompanyEmail(code: $code) {
      ...CompanyInfoForm_companyInfo
    }
  }
`);

interface EmailVerificationProps {
  /** The contact e-mail as saved; verification is about that address. */
  savedEmail: string | null;
  /** Whether the form's address differs from the saved one (then it must be saved before it can be verified). */
  edited: boolean;
  verified: boolean;
  verifiedAt: string | null;
  /** The record after a successful verification. */
  onVerified(record: VerifyCompanyEmailResult["verifyCompanyEmail"]): void;
}

/**
 * The contact e-mail's verification: its state, then Verify (a 6-digit code is mailed, valid 10 minutes) → the code
 * → verified. Not a guide step (docs/company-contract.md section 5), so it sits beside the field, outside the save.
 */
export function EmailVerification({ savedEmail, edited, verified, verifiedAt, onVerified }: EmailVerificationProps) {
  const { t } = useI18n();
  const time = useTenantTime();
  const { pageKeys } = useShell();
  const tenantId = getSession()?.user.tenantId ?? "";
  const [sentHere, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [send, sending] = useMutation(SendCompanyEmailVerificationMutation);
  const [verify, verifying] = useMutation(VerifyCompanyEmailMutation);

  if (!savedEmail || edited) {
    return (
      <Text size="sm" c="dimmed">
        {t("company.emailSaveFirst")}
      </Text>
    );
  }
  if (verified) {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {t("company.emailVerified")}
        </Badge>
        {verifiedAt ? (
          <Text size="sm" c="dimmed">
            {t("company.emailVerifiedAt", { time: time.format(verifiedAt) ?? "" })}
          </Text>
        ) : null}
      </Group>
    );
  }

  // A code sent before this screen was left is still the one to type (pending-code.ts).
  const sent = sentHere ?? readPendingCode(tenantId, savedEmail);

  const sendCode = async () => {
    setSendError(null);
    setCodeError(null);
    try {
      const { data } = await send();
      if (!data) return;
      setSent(data.sendCompanyEmailVerification);
      keepPendingCode(tenantId, savedEmail, data.sendCompanyEmailVerification);
      setCode("");
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setSendError(Object.values(fields).join(" "));
    }
  };

  const confirm = async () => {
    setCodeError(null);
    try {
      const { data } = await verify({ variables: { code: code.trim() } });
      if (!data) return;
      showSuccessToast(t("company.emailVerifiedToast"));
      setSent(null);
      dropPendingCode();
      onVerified(data.verifyCompanyEmail);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setCodeError(Object.values(fields).join(" "));
    }
  };

  return (
    <Stack gap="xs">
      <MailNotConfiguredAlert />
      <Group gap="xs">
        <Badge color="orange" variant="light">
          {t("company.emailNotVerified")}
        </Badge>
        {sent ? null : (
          <Button
            size="xs"
            variant="light"
            loading={sending.loading}
            leftSection={<IconMailForward size={14} aria-hidden />}
            onClick={() => void sendCode()}
          >
            {t("company.emailVerify")}
          </Button>
        )}
      </Group>
      {sendError ? (
        <Text size="sm" c="red" role="alert">
          {sendError}
        </Text>
      ) : null}
      {sent ? (
        <Alert variant="light" color="blue" p="sm">
          <Stack gap="xs">
            <Text size="sm">
              {t("company.emailCodeSent", { email: sent.sentTo, time: time.format(sent.expiresAt) ?? "" })}
            </Text>
            {/* Where development shows mail instead of sending it: read the code in another tab, this one keeps the field. */}
            {pageKeys.has("dev_mail") ? (
              <Anchor href={DEV_MAIL_PATH} target="_blank" rel="noopener" size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  {t("company.emailOpenDevMail")}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : null}
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={t("company.emailCode")}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                onKeyDown={(event) => {
                  // The code sits inside the company form: Enter confirms the code, it does not save the form.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void confirm();
                  }
                }}
                error={codeError}
                inputMode="numeric"
                autoComplete="one-time-code"
                w={200}
              />
              <Button mt={25} loading={verifying.loading} onClick={() => void confirm()}>
                {t("company.emailConfirm")}
              </Button>
              <Button mt={25} variant="subtle" loading={sending.loading} onClick={() => void sendCode()}>
                {t("company.emailResend")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
