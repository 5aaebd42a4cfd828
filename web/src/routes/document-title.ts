import { useEffect } from "react";
import { useI18n } from "@/i18n/i18n";

export function useDocumentTitle(title: string) {
  const { t } = useI18n();
  const appName = t("app.name");
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
