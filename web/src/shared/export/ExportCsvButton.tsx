import { Button, Loader } from "@mantine/core";
import { IconDownload, IconX } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { DownloadError, useDownload } from "./download";
import { showErrorToast, showSuccessToast } from "@/shared/notify";

/**
 * Downloads a filtered list (`/exports/*.csv`) with the rows counted as they stream in ("1 200 of 5 000"); while it
 * runs the button cancels it.
 */
export function ExportCsvButton({ url, disabled }: { url: string; disabled?: boolean }) {
  const { t } = useI18n();
  const download = useDownload();
  const { progress } = download;

  const start = async () => {
    try {
      const result = await download.start(url);
      if (result) showSuccessToast(t("export.exported", { rows: result.rows, file: result.fileName }));
    } catch (error) {
      showErrorToast((error instanceof DownloadError && error.message) || t("error.network"));
    }
  };

  if (progress) {
    return (
      <Button
        variant="default"
        onClick={download.cancel}
        leftSection={<Loader size={14} />}
        rightSection={<IconX size={14} aria-hidden />}
        aria-label={t("export.cancelExport")}
      >
        {progress.totalRows === undefined
          ? t("export.exportingRows", { rows: progress.rows })
          : t("export.exportingOf", { rows: progress.rows, total: progress.totalRows })}
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
      {t("export.export")}
    </Button>
  );
}
