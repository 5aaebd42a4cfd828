import { IconHistory, IconKey, IconPencil, IconShieldOff, IconTrash, IconUserShield } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { useShell } from "@/layout/shell-context";
import { PermittedRowActions } from "@/shared/list";
import type { UserRow } from "./user-columns";

export type UserAction = "edit" | "assignRoles" | "resetPassword" | "resetTwoFactor" | "history" | "delete";

/**
 * A user row's menu, each action with the cmd it needs (docs/system-contract.md section 9). One's own password is
 * changed from the user menu with the current one, never reset here (section 3); likewise one's own second factor,
 * and another user's is reset only when they have one.
 */
export function UserActions({ user, onAction }: { user: UserRow; onAction(action: UserAction): void }) {
  const { t } = useI18n();
  const own = useShell().me.user.id === user.id;
  return (
    <PermittedRowActions<UserAction>
      label={t("users.rowActions", { name: user.username })}
      onAction={onAction}
      actions={[
        {
          action: "edit",
          label: t("users.action.edit"),
          permission: "/user/edit",
          icon: <IconPencil size={16} aria-hidden />,
        },
        {
          action: "assignRoles",
          label: t("users.action.assignRoles"),
          permission: "/user/assign/roles",
          icon: <IconUserShield size={16} aria-hidden />,
        },
        ...(own
          ? []
          : [
              {
                action: "resetPassword" as const,
                label: t("users.action.resetPassword"),
                permission: "/user/edit" as const,
                icon: <IconKey size={16} aria-hidden />,
              },
              ...(user.twoFactorEnabled
                ? [
                    {
                      action: "resetTwoFactor" as const,
                      label: t("users.action.resetTwoFactor"),
                      permission: "/user/edit" as const,
                      icon: <IconShieldOff size={16} aria-hidden />,
                    },
                  ]
                : []),
            ]),
        {
          action: "history",
          label: t("users.action.history"),
          permission: "/audit/list",
          icon: <IconHistory size={16} aria-hidden />,
        },
        {
          action: "delete",
          label: t("users.action.delete"),
          permission: "/user/delete",
          icon: <IconTrash size={16} aria-hidden />,
          destructive: true,
        },
      ]}
    />
  );
}
