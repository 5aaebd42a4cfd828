import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import { canOpen } from "@/routes/access";
import { useCurrentRoute } from "@/routes/current-route";
import { ROUTES } from "@/routes/route-model";
import { EmptyNotice } from "./EmptyNotice";
import { PageHeader } from "./PageHeader";

/**
 * The one placeholder for screens a later release fills: title from the route table, what is missing, and the menu's
 * screens this user can already work with (from the route table's placeholder flags, so the list stays true).
 */
export function ComingSoonScreen() {
  const { t } = useI18n();
  const { pageKeys } = useShell();
  const title = t(useCurrentRoute().title);
  const ready = ROUTES.filter((route) => !route.hidden && !route.placeholder && canOpen(route, pageKeys));
  return (
    <>
      <PageHeader title={title} />
      <EmptyNotice
        icon={<IconTools size={28} aria-hidden />}
        title={t("common.comingSoonTitle")}
        description={t("common.comingSoonText", { title })}
        action={
          ready.length > 0 ? (
            <Stack gap={6} align="center" maw={520}>
              <Text size="sm" c="dimmed">
                {t("common.comingSoonReady")}
              </Text>
              <Group gap="xs" justify="center" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                {ready.map((route) => (
                  <li key={route.key}>
                    <Anchor component={Link} to={route.path} size="sm">
                      {t(route.title)}
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Stack>
          ) : undefined
        }
      />
    </>
  );
}
