import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconRoute2 } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { NARROW_BREAKPOINT_PX } from "./use-sidebar";

export const HEADER_HEIGHT = 56;
export const FOOTER_HEIGHT = 32;
export const NAVBAR_WIDTH = 240;

export function shellConfiguration(sidebar: { collapsed: boolean; narrowOpened: boolean }) {
  return {
    header: { height: HEADER_HEIGHT },
    footer: { height: FOOTER_HEIGHT },
    navbar: {
      width: NAVBAR_WIDTH,
      breakpoint: NARROW_BREAKPOINT_PX,
      collapsed: { desktop: sidebar.collapsed, mobile: !sidebar.narrowOpened },
    },
    padding: "lg",
  } as const;
}

/** Logo and product name; a link to the user's landing page once it is known. */
export function Brand({ to }: { to?: string }) {
  const { t } = useI18n();
  // The name is hidden below md, so the link carries it itself: otherwise it has no name for a screen reader.
  const linkProps = to ? { component: Link, to, "aria-label": t("app.name") } : {};
  return (
    // On a phone the header's buttons need its width (they covered the logo at 390 px); the menu leads home there.
    <Group gap={8} wrap="nowrap" visibleFrom="xs" {...linkProps} style={{ textDecoration: "none", color: "inherit" }}>
      <ThemeIcon size={30} radius="md" aria-hidden>
        <IconRoute2 size={18} />
      </ThemeIcon>
      <Text fw={700} size="md" visibleFrom="md" style={{ whiteSpace: "nowrap" }}>
        {t("app.name")}
      </Text>
    </Group>
  );
}
