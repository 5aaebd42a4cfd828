import { Button, Loader } from "@mantine/core";
import { IconDownload, IconX } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { DownloadError, useDownload } from "@/shared/download";
import { showErrorToast, showSuccessToast } from "@/shared/notify";

/** Downloads the filtered passenger list as CSV, counting rows as they arrive; a second click cancels. */
export function ExportButton({ url, disabled }: { url: string; disabled?: boolean }) {
  const { t } = useI18n();
  const download = useDownload();
  const { progress } = download;

  const start = async () => {
    try {
      const result = await download.start(url);
      if (result) showSuccessToast(t("reservation.exported", { rows: result.rows, file: result.fileName }));
    } catch (error) {
      const message = error instanceof DownloadError ? error.message : "";
      showErrorToast(message || t("error.network"));
    }
  };

  if (progress) {
    return (
      <Button
        variant="default"
        onClick={download.cancel}
        leftSection={<Loader size={14} />}
        rightSection={<IconX size={14} aria-hidden />}
        aria-label={t("reservation.cancelExport")}
      >
        {progress.totalRows === undefined
          ? t("reservation.exportingRows", { rows: progress.rows })
          : t("reservation.exportingOf", { rows: progress.rows, total: progress.totalRows })}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void start()}
      disabled={disabled}
    >
      {t("reservation.export")}
    </Button>
  );
}
