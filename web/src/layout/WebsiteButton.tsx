import { ActionIcon, Button } from "@mantine/core";
import { IconWorldWww } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { showErrorToast } from "@/shared/notify";

export const WebsiteButton_tenant = graphql(`
  fragment WebsiteButton_tenant on TenantConfiguration {
    websiteUrl
  }
`);

/** Opens the tenant's public site in a new tab, or says it is not configured. */
export function WebsiteButton(props: { tenant: FragmentType<typeof WebsiteButton_tenant>; compact?: boolean }) {
  const { t } = useI18n();
  const { websiteUrl } = getFragmentData(WebsiteButton_tenant, props.tenant);
  const open = () => {
    if (!websiteUrl) showErrorToast(t("shell.websiteNotSet"));
    else window.open(websiteUrl, "_blank", "noopener,noreferrer");
  };
  if (props.compact) {
    return (
      <ActionIcon variant="default" size="lg" onClick={open} aria-label={t("shell.website")} title={t("shell.website")}>
        <IconWorldWww size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button variant="default" size="sm" onClick={open} leftSection={<IconWorldWww size={16} aria-hidden />}>
      {t("shell.website")}
    </Button>
  );
}
