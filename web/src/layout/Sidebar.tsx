import { useState } from "react";
import { AppShell, NavLink, ScrollArea } from "@mantine/core";
import { IconExternalLink, IconPoint } from "@tabler/icons-react";
import { NavLink as RouterLink, useLocation } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { isExternalLink, type MenuEntry } from "@/routes/access";
import { ROUTES, type ConsoleRoute } from "@/routes/route-model";
import { GROUP_ICONS } from "./group-icons";
import { NAVBAR_WIDTH } from "./shell-frame";

interface SidebarProps {
  menu: MenuEntry[];
  /** Called after a link is followed (closes the sidebar on narrow screens). */
  onNavigate(): void;
  /** Narrow screens: a fixed-width panel over the content instead of Mantine's full-width one. */
  overlay: boolean;
  /** Closed sidebars are hidden for real (not only moved away), so nobody tabs or reads into them. */
  closed: boolean;
}

function MenuLink({ route, icon, onNavigate }: { route: ConsoleRoute; icon: React.ReactNode; onNavigate(): void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const label = t(route.title);
  if (isExternalLink(route.path)) {
    return (
      <NavLink
        component="a"
        href={route.path}
        target="_blank"
        rel="noopener noreferrer"
        label={label}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-hidden />}
      />
    );
  }
  return (
    <NavLink
      component={RouterLink}
      to={route.path}
      label={label}
      leftSection={icon}
      active={pathname === route.path}
      onClick={onNavigate}
    />
  );
}

/** The sidebar: permitted, non-hidden routes, grouped as in the route table; the active group stays open. */
export function Sidebar({ menu, onNavigate, overlay, closed }: SidebarProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  // A hidden screen (an edit or detail page) keeps the group it belongs to open, as its listed pages do.
  const activeGroup = ROUTES.find((route) => route.path === pathname)?.group;
  // Only the user's own toggles are state; a group they never touched is open when it holds the current page.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (key: string) => toggled[key] ?? key === activeGroup;

  return (
    <AppShell.Navbar
      aria-label={t("shell.mainNavigation")}
      style={{
        ...(overlay ? { width: NAVBAR_WIDTH, boxShadow: "var(--mantine-shadow-lg)" } : {}),
        ...(closed ? { visibility: "hidden" } : {}),
      }}
    >
      <AppShell.Section grow component={ScrollArea} p="xs" type="scroll">
        {menu.map((entry) => {
          const GroupIcon = GROUP_ICONS[entry.group.key];
          const icon = <GroupIcon size={18} stroke={1.6} aria-hidden />;
          if (entry.kind === "item") {
            return <MenuLink key={entry.route.key} route={entry.route} icon={icon} onNavigate={onNavigate} />;
          }
          const key = entry.group.key;
          return (
            <NavLink
              key={key}
              // A group toggles, it does not navigate: a real button is focusable and announced as such.
              component="button"
              type="button"
              label={t(entry.group.title)}
              leftSection={icon}
              opened={isOpen(key)}
              onChange={(value) => setToggled((current) => ({ ...current, [key]: value }))}
              childrenOffset={18}
              keepMounted
              aria-expanded={isOpen(key)}
              active={activeGroup === key && !isOpen(key)}
              variant="subtle"
            >
              {entry.children.map((route) => (
                <MenuLink
                  key={route.key}
                  route={route}
                  icon={<IconPoint size={12} aria-hidden />}
                  onNavigate={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
