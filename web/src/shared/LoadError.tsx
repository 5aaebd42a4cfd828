import { Button } from "@mantine/core";
import { IconAlertCircle, IconMapQuestion, IconRefresh } from "@tabler/icons-react";
import { isRecordMissing } from "@/apollo/error-policy";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "./EmptyNotice";
import { PageHeader } from "./PageHeader";

/**
 * What a screen shows when its data could not be loaded (the error link already reported whatever needs a toast): a
 * record that does not exist is "not found", for good, so nothing to retry; anything else may pass, so a retry.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useI18n();
  if (isRecordMissing(error)) {
    return (
      <EmptyNotice
        icon={<IconMapQuestion size={28} aria-hidden />}
        color="gray"
        title={t("common.notFound")}
        description={t("common.notFoundText")}
      />
    );
  }
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

/** LoadError in place of a whole screen: the screen's title stays, so the user still sees where they are. */
export function ScreenLoadError(props: { error: unknown; onRetry(): void }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t(useCurrentRoute().title)} />
      <LoadError {...props} />
    </>
  );
}
