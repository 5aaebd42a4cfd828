import { Button, Loader, Menu } from "@mantine/core";
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv, IconX } from "@tabler/icons-react";
import { useI18n, type Translate } from "@/i18n/i18n";
import { DownloadError, useDownload, xlsxUrlOf, type DownloadProgress } from "./download";
import { showErrorToast, showSuccessToast } from "@/shared/notify";

/**
 * Every list's export: a menu offering the filtered list (`url`, its `/exports/<list>.csv` route) as CSV or as an
 * Excel workbook (`xlsxUrl`, by default the same route as `.xlsx`). A CSV's rows are counted as they stream in
 * ("1 200 of 5 000"); while a download runs, the button cancels it.
 */
export function ExportButton({
  url,
  xlsxUrl,
  disabled,
  label,
}: {
  url: string;
  xlsxUrl?: string;
  disabled?: boolean;
  /** The button's text when the screen exports more than one thing (e.g. "Export codes"). */
  label?: string;
}) {
  const { t } = useI18n();
  const download = useDownload();
  const { progress } = download;

  const start = async (fileUrl: string) => {
    try {
      const result = await download.start(fileUrl);
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
        {progressLabel(progress, t)}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={disabled}
        >
          {label ?? t("export.exportAs")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void start(url)}>
          {t("export.csv")}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void start(xlsxUrl ?? xlsxUrlOf(url))}
        >
          {t("export.xlsx")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A CSV's rows are counted as its lines arrive; a zipped workbook's cannot be, so it shows the rows announced. */
function progressLabel(progress: DownloadProgress, t: Translate): string {
  if (!progress.counting) {
    return progress.totalRows === undefined
      ? t("export.exporting")
      : t("export.exportingTotal", { total: progress.totalRows });
  }
  return progress.totalRows === undefined
    ? t("export.exportingRows", { rows: progress.rows })
    : t("export.exportingOf", { rows: progress.rows, total: progress.totalRows });
}
