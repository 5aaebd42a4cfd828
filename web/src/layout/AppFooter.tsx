import { AppShell, Group, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";

export const AppFooter_tenant = graphql(`
  fragment AppFooter_tenant on TenantConfiguration {
    timeZone
  }
`);

export const AppFooter_serverInfo = graphql(`
  fragment AppFooter_serverInfo on ServerInfo {
    version
    environment
  }
`);

interface AppFooterProps {
  tenant: FragmentType<typeof AppFooter_tenant>;
  serverInfo: FragmentType<typeof AppFooter_serverInfo>;
}

export function AppFooter(props: AppFooterProps) {
  const { t } = useI18n();
  const tenant = getFragmentData(AppFooter_tenant, props.tenant);
  const serverInfo = getFragmentData(AppFooter_serverInfo, props.serverInfo);
  return (
    <AppShell.Footer px="md">
      <Group h="100%" justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconClock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed" truncate>
            {t("shell.timeZone", { timeZone: tenant.timeZone })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {t("shell.serverVersion", { version: serverInfo.version })} ·{" "}
          {t("shell.environment", { environment: serverInfo.environment })}
        </Text>
      </Group>
    </AppShell.Footer>
  );
}
