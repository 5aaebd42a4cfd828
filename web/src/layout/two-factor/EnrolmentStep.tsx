import type { ReactNode } from "react";
import { Code, Image, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useI18n } from "@/i18n/i18n";
import { CodeForm } from "./CodeForm";
import { ConfirmTwoFactorEnrolmentMutation } from "./two-factor-operations";

/** The QR code and the key of a set-up in progress, and the code that turns it on. */
export function EnrolmentStep({
  enrolment,
  secondary,
  onConfirmed,
}: {
  enrolment: { secret: string; qrCodeDataUrl: string };
  secondary: ReactNode;
  onConfirmed(recoveryCodes: string[]): void;
}) {
  const { t } = useI18n();
  const [confirm] = useMutation(ConfirmTwoFactorEnrolmentMutation, { context: { errorHandling: "local" } });
  return (
    <Stack>
      <Text size="sm">{t("twoFactor.scan")}</Text>
      <Image src={enrolment.qrCodeDataUrl} alt={t("twoFactor.qrCode")} w={200} h={200} mx="auto" />
      <Text size="sm">
        {t("twoFactor.manualKey")} <Code data-testid="two-factor-secret">{enrolment.secret}</Code>
      </Text>
      <CodeForm
        label={t("twoFactor.confirmCode")}
        submitLabel={t("twoFactor.confirm")}
        secondary={secondary}
        onSubmit={async (code) => {
          const { data } = await confirm({ variables: { code } });
          if (data) onConfirmed(data.confirmTwoFactorEnrolment.recoveryCodes);
        }}
      />
    </Stack>
  );
}
