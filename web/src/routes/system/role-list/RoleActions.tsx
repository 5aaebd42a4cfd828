import { IconListCheck } from "@tabler/icons-react";
import { useI18n } from "@/i18n/i18n";
import { AccessRowActions, type AccessRowAction } from "../access/AccessRowActions";
import type { RoleRow } from "./role-columns";

export type RoleAction = AccessRowAction | "assignResources";

/** A role row's menu (docs/system-contract.md section 9). */
export function RoleActions({ role, onAction }: { role: RoleRow; onAction(action: RoleAction): void }) {
  const { t } = useI18n();
  return (
    <AccessRowActions
      kind="roles"
      name={role.name}
      onAction={onAction}
      actions={[
        {
          action: "assignResources",
          label: t("roles.action.assignResources"),
          permission: "/role/assign/resources",
          icon: <IconListCheck size={16} aria-hidden />,
        },
      ]}
    />
  );
}
