import { AppShell, Group, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconClock } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n, type MessageKey } from "@/i18n/i18n";

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

/** The server's environments (NODE_ENV) in words; another one as the server names it. */
const ENVIRONMENTS: Readonly<Record<string, MessageKey>> = {
  development: "shell.env.development",
  test: "shell.env.test",
  production: "shell.env.production",
};

/** Narrower than this (a phone) the footer says the version and environment in short, so both stay whole. */
const PHONE_QUERY = "(max-width: 36em)";

export function AppFooter(props: AppFooterProps) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const tenant = getFragmentData(AppFooter_tenant, props.tenant);
  const serverInfo = getFragmentData(AppFooter_serverInfo, props.serverInfo);
  const known = Object.hasOwn(ENVIRONMENTS, serverInfo.environment) ? ENVIRONMENTS[serverInfo.environment] : undefined;
  const environment = known ? t(known) : serverInfo.environment;
  return (
    <AppShell.Footer px="md">
      <Group h="100%" justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconClock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed" truncate>
            {t("shell.timeZone", { timeZone: tenant.timeZone })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate style={{ flexShrink: 0 }}>
          {phone ? (
            t("shell.versionShort", { version: serverInfo.version, environment })
          ) : (
            <>
              {t("shell.serverVersion", { version: serverInfo.version })} · {t("shell.environment", { environment })}
            </>
          )}
        </Text>
      </Group>
    </AppShell.Footer>
  );
}
