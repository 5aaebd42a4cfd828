import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { PageHeader } from "@/shared/PageHeader";
import { firstPermittedPath } from "../access";
import { useDocumentTitle } from "../document-title";

/** 401 and 404 inside the console: what happened, and a way back to the user's landing page. */
export function ErrorPage({
  code,
  title,
  text,
  icon,
}: {
  code: string;
  title: MessageKey;
  text: MessageKey;
  icon: React.ReactNode;
}) {
  const { t } = useI18n();
  const { pageKeys } = useShell();
  useDocumentTitle(t(title));
  return (
    <>
      <PageHeader title={t(title)} />
      <EmptyNotice
        icon={icon}
        color="gray"
        title={code}
        description={t(text)}
        action={
          <Button
            component={Link}
            to={firstPermittedPath(pageKeys) ?? "/"}
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t("common.backHome")}
          </Button>
        }
      />
    </>
  );
}
