import { Drawer } from "@mantine/core";
import type { AuditArea } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { HistoryPanel } from "@/shared/history/HistoryPanel";

type Area = Extract<AuditArea, "USER" | "ROLE">;

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
  return (
    <Drawer
      opened={target !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("access.historyOf", { name: target?.name ?? "" })}
    >
      {target ? <HistoryPanel area={area} targetId={target.id} /> : null}
    </Drawer>
  );
}
