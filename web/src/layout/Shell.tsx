import { useState } from "react";
import { AppShell, Burger, Group, Overlay } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { useI18n } from "@/i18n/i18n";
import { actionUrls, buildMenu, firstPermittedPath, pageKeys } from "@/routes/access";
import { useSessionActions } from "@/session/use-session-actions";
import { UnsavedChangesPrompt } from "@/shared/unsaved-changes";
import { AppBreadcrumb } from "./AppBreadcrumb";
import { AppFooter } from "./AppFooter";
import { ChangePasswordModal } from "./ChangePasswordModal";
import { CommandPalette, CommandPaletteButton } from "./command-palette/CommandPalette";
import { GuideButton } from "./GuideButton";
import { LanguageMenu } from "./LanguageMenu";
import { ShellContext } from "./shell-context";
import { ShellQuery } from "./shell-query";
import { ShellError, ShellSkeleton } from "./ShellSkeleton";
import { Sidebar } from "./Sidebar";
import { TwoFactorModal } from "./two-factor/TwoFactorModal";
import { useSidebar } from "./use-sidebar";
import { Brand, shellConfiguration } from "./shell-frame";
import { UserMenu } from "./UserMenu";
import { WebsiteButton } from "./WebsiteButton";

/** The signed-in console: header, sidebar, content and footer, built from `me` (loaded once per session). */
export function Shell() {
  const { t } = useI18n();
  const sidebar = useSidebar();
  const { logout } = useSessionActions();
  const [changingPassword, setChangingPassword] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const { data, error, refetch } = useQuery(ShellQuery);

  if (!data) {
    return error ? (
      <ShellError sidebar={sidebar} onRetry={() => void refetch()} />
    ) : (
      <ShellSkeleton sidebar={sidebar} />
    );
  }

  // After an administrator's reset the console offers nothing but a new password (and Logout); where the tenant
  // requires a second factor the user has not set up, nothing but that (the vendor API holds every other call).
  const mustChangePassword = data.me.user.mustChangePassword;
  const mustEnrolTwoFactor = !mustChangePassword && data.me.twoFactor.required && !data.me.twoFactor.enabled;
  const restricted = mustChangePassword || mustEnrolTwoFactor;
  // The set-up stays open until its Done: turning the factor on moves the access epoch, and the shell's `me` read
  // again at once (docs/system-contract.md section 6) would otherwise close it over the recovery codes.
  if (mustEnrolTwoFactor && !twoFactorOpen) setTwoFactorOpen(true);
  const keys = pageKeys(restricted ? [] : data.me.permissions);
  // The development mail screen exists only where the server says its mailbox does (docs/system-contract.md
  // section 10): elsewhere it is neither in the menu nor open, whatever the role holds.
  if (!data.mailStatus.mailboxAvailable) keys.delete("dev_mail");
  const menu = buildMenu(keys);

  return (
    <ShellContext.Provider
      value={{
        me: data.me,
        pageKeys: keys,
        actionUrls: actionUrls(data.me.permissions),
        mailStatus: data.mailStatus,
      }}
    >
      <AppShell {...shellConfiguration(sidebar)}>
        <AppShell.Header px="md">
          <Group h="100%" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={sidebar.opened}
                onClick={sidebar.toggle}
                size="sm"
                aria-label={t("shell.toggleSidebar")}
              />
              <Brand to={firstPermittedPath(keys)} />
              <AppBreadcrumb />
            </Group>
            <Group gap="xs" wrap="nowrap">
              {restricted ? null : <CommandPaletteButton compact={sidebar.narrow} />}
              <GuideButton initState={data.me.initState} compact={sidebar.narrow} />
              <WebsiteButton tenant={data.me.tenant} compact={sidebar.narrow} />
              <LanguageMenu />
              <UserMenu
                user={data.me.user}
                onChangePassword={() => setChangingPassword(true)}
                onTwoFactor={() => setTwoFactorOpen(true)}
                onLogout={() => void logout()}
              />
            </Group>
          </Group>
        </AppShell.Header>
        <Sidebar menu={menu} onNavigate={sidebar.closeOnNarrow} overlay={sidebar.narrow} closed={!sidebar.opened} />
        {sidebar.narrow && sidebar.narrowOpened ? (
          <Overlay fixed zIndex={99} opacity={0.35} onClick={sidebar.closeOnNarrow} aria-hidden />
        ) : null}
        <AppShell.Main bg="var(--mantine-color-gray-0)">{restricted ? null : <Outlet />}</AppShell.Main>
        <AppFooter tenant={data.me.tenant} serverInfo={data.serverInfo} />
        <ChangePasswordModal
          opened={changingPassword || mustChangePassword}
          forced={mustChangePassword}
          onClose={() => setChangingPassword(false)}
        />
        <TwoFactorModal
          opened={twoFactorOpen || mustEnrolTwoFactor}
          forced={mustEnrolTwoFactor}
          status={data.me.twoFactor}
          onClose={(changed) => {
            // After a change the set-up closes once `me` says so: closed before, a forced one would open again at once
            // over the `me` still read before the factor was on, and stay open.
            if (changed) void refetch().finally(() => setTwoFactorOpen(false));
            else setTwoFactorOpen(false);
          }}
        />
        {/* Nothing to search while the account must change its password or set up two-factor first. */}
        {restricted ? null : <CommandPalette />}
        <UnsavedChangesPrompt />
        {/* A new screen opens at its top (not where the last one was scrolled to); Back returns to where it was. */}
        <ScrollRestoration />
      </AppShell>
    </ShellContext.Provider>
  );
}
