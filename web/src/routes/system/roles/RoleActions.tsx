import { IconHistory, IconListCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { PermittedRowActions } from "@/shared/list";
import type { RoleRow } from "./role-columns";

export type RoleAction = "edit" | "assignResources" | "history" | "delete";

/** A role row's menu, each action with the cmd it needs (docs/system-contract.md section 9). */
export function RoleActions({ role, onAction }: { role: RoleRow; onAction(action: RoleAction): void }) {
  const { t } = useI18n();
  return (
    <PermittedRowActions<RoleAction>
      label={t("roles.rowActions", { name: role.name })}
      onAction={onAction}
      actions={[
        {
          action: "edit",
          label: t("roles.action.edit"),
          permission: "/role/edit",
          icon: <IconPencil size={16} aria-hidden />,
        },
        {
          action: "assignResources",
          label: t("roles.action.assignResources"),
          permission: "/role/assign/resources",
          icon: <IconListCheck size={16} aria-hidden />,
        },
        {
          action: "history",
          label: t("roles.action.history"),
          permission: "/audit/list",
          icon: <IconHistory size={16} aria-hidden />,
        },
        {
          action: "delete",
          label: t("roles.action.delete"),
          permission: "/role/delete",
          icon: <IconTrash size={16} aria-hidden />,
          destructive: true,
        },
      ]}
    />
  );
}
