import { IconKey, IconShieldOff, IconUserShield } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import type { PermittedAction } from "@/shared/list";
import { AccessRowActions, type AccessRowAction } from "../access/AccessRowActions";
import type { UserRow } from "./user-columns";

type UserOwnAction = "assignRoles" | "resetPassword" | "resetTwoFactor";
export type UserAction = AccessRowAction | UserOwnAction;

/**
 * A user row's menu (docs/system-contract.md section 9). One's own password is changed from the user menu with the
 * current one, never reset here (section 3); likewise one's own second factor, and another user's is reset only when
 * they have one.
 */
export function UserActions({ user, onAction }: { user: UserRow; onAction(action: UserAction): void }) {
  const { t } = useI18n();
  const own = useShell().me.user.id === user.id;
  const assignRoles: PermittedAction<UserOwnAction> = {
    action: "assignRoles",
    label: t("users.action.assignRoles"),
    permission: "/user/assign/roles",
    icon: <IconUserShield size={16} aria-hidden />,
  };
  const resetPassword: PermittedAction<UserOwnAction> = {
    action: "resetPassword",
    label: t("users.action.resetPassword"),
    permission: "/user/edit",
    icon: <IconKey size={16} aria-hidden />,
  };
  const resetTwoFactor: PermittedAction<UserOwnAction> = {
    action: "resetTwoFactor",
    label: t("users.action.resetTwoFactor"),
    permission: "/user/edit",
    icon: <IconShieldOff size={16} aria-hidden />,
  };
  const resets = own ? [] : user.twoFactorEnabled ? [resetPassword, resetTwoFactor] : [resetPassword];
  return <AccessRowActions kind="users" name={user.username} onAction={onAction} actions={[assignRoles, ...resets]} />;
}
