import { IconTools } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "./EmptyNotice";
import { PageHeader } from "./PageHeader";

/** The one placeholder for screens a later release fills: title from the route table and an empty state. */
export function ComingSoonScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  return (
    <>
      <PageHeader title={title} />
      <EmptyNotice
        icon={<IconTools size={28} aria-hidden />}
        title={t("common.comingSoonTitle")}
        description={t("common.comingSoonText", { title })}
      />
    </>
  );
}
