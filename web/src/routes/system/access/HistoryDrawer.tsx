import { Drawer } from "@mantine/core";
import type { AuditArea } from "@/gql/graphql";
import { useI18n, type Translate } from "@/i18n/i18n";
import { HistoryPanel } from "@/shared/history/HistoryPanel";

type Area = Extract<AuditArea, "USER" | "ROLE">;

/** The changed fields of users and roles in the console's words (the audit trail names them as the API does). */
const FIELD_LABELS: Record<Area, Record<string, Parameters<Translate>[0]>> = {
  USER: {
    username: "users.username",
    firstName: "users.firstName",
    lastName: "users.lastName",
    email: "users.email",
    phoneCode: "form.areaCode",
    phone: "users.phone",
    status: "users.status",
    roles: "users.roles",
    roleIds: "users.roles",
    password: "users.password",
  },
  ROLE: {
    name: "roles.name",
    description: "roles.description",
    permissions: "roles.resources",
  },
};

/** A user's or role's change history (who changed what, when) beside the list. */
export function HistoryDrawer({
  area,
  target,
  onClose,
}: {
  area: Area;
  target: { id: string; name: string } | undefined;
  onClose(): void;
}) {
  const { t } = useI18n();
  const labels = FIELD_LABELS[area];
  return (
    <Drawer
      opened={target !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("access.historyOf", { name: target?.name ?? "" })}
    >
      {target ? (
        <HistoryPanel
          area={area}
          targetId={target.id}
          fieldLabel={(field) => (field in labels ? t(labels[field]) : undefined)}
        />
      ) : null}
    </Drawer>
  );
}
