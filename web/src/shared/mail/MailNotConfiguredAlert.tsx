import { Alert } from "@mantine/core";
import { IconMailOff } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";

/**
 * On every screen that makes e-mail: says so when the server has no mail server in production, as the server reports
 * it (`mailStatus`, docs/system-contract.md section 10); nothing otherwise.
 */
export function MailNotConfiguredAlert() {
  const { t } = useI18n();
  const { mailStatus } = useShell();
  if (mailStatus.delivery !== "NOT_CONFIGURED") return null;
  return (
    <Alert color="yellow" icon={<IconMailOff size={18} aria-hidden />} title={t("mail.notConfiguredTitle")} mb="md">
      {t("mail.notConfiguredText")}
    </Alert>
  );
}
