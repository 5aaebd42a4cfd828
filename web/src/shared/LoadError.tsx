import { Button } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { EmptyNotice } from "./EmptyNotice";

/** What a screen shows when its data could not be loaded (the error itself was already reported by the error link). */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useI18n();
  return (
    <EmptyNotice
      icon={<IconAlertCircle size={28} aria-hidden />}
      color="red"
      title={t("common.loadFailed")}
      description={t("common.loadFailedText")}
      action={
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
