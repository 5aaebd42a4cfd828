import { AppShell, Burger, Button, Group, Skeleton, Stack } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { PageSkeleton } from "@/shared/PageSkeleton";
import { Brand, shellConfiguration } from "./shell-frame";

interface FrameProps {
  sidebar: { collapsed: boolean; narrowOpened: boolean; opened: boolean; toggle(): void };
  children: React.ReactNode;
}

/** The shell's frame at its final size, so nothing jumps when `me` arrives. */
function ShellFrame({ sidebar, children }: FrameProps) {
  const { t } = useI18n();
  return (
    <AppShell {...shellConfiguration(sidebar)}>
      <AppShell.Header px="md">
        <Group h="100%" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={sidebar.opened} onClick={sidebar.toggle} size="sm" aria-label={t("shell.toggleSidebar")} />
            <Brand />
            <Skeleton h={14} w={180} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Skeleton h={34} w={96} />
            <Skeleton h={34} w={110} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">
        <Stack gap="md">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} h={18} w={`${90 - (index % 3) * 15}%`} />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">{children}</AppShell.Main>
      <AppShell.Footer px="md">
        <Group h="100%">
          <Skeleton h={10} w={200} />
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}

export function ShellSkeleton({ sidebar }: Pick<FrameProps, "sidebar">) {
  return (
    <ShellFrame sidebar={sidebar}>
      <PageSkeleton />
    </ShellFrame>
  );
}

export function ShellError({ sidebar, onRetry }: Pick<FrameProps, "sidebar"> & { onRetry(): void }) {
  const { t } = useI18n();
  return (
    <ShellFrame sidebar={sidebar}>
      <EmptyNotice
        icon={<IconAlertCircle size={28} aria-hidden />}
        color="red"
        title={t("shell.loadFailed")}
        action={
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            {t("common.retry")}
          </Button>
        }
      />
    </ShellFrame>
  );
}
