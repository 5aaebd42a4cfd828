import { useState } from "react";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBan, IconMailForward, IconMessage, IconX } from "@tabler/icons-react";
import { ORDER_JOB_IDS_MAX, type CmdUrl } from "#rules";
import type { OrderFilter } from "@/gql/graphql";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { ExportButton, exportUrlOf } from "@/shared/export";
import { ORDERS_CSV_PATH, orderExportUrl } from "../order-filters";
import { OrderJobDialog, type BulkJobKind } from "./OrderJobDialog";
import { selectionInput, type OrderSelectionState } from "./use-order-selection";

/** The jobs offered on a selection, each shown to the users who hold its command (rules/permissions.ts). */
const BULK_JOBS: { kind: BulkJobKind; cmd: CmdUrl; icon: typeof IconBan; label: MessageKey; color?: string }[] = [
  { kind: "RESEND_CONFIRMATIONS", cmd: "/order/job/resend", icon: IconMailForward, label: "orderJobs.resend.open" },
  { kind: "MESSAGE_CUSTOMERS", cmd: "/order/job/message", icon: IconMessage, label: "orderJobs.message.open" },
  { kind: "CANCEL_ORDERS", cmd: "/order/job/cancel", icon: IconBan, label: "orderJobs.cancel.open", color: "red" },
];

/** Whether the user holds any action on a selection: without one the list offers no row checkboxes. */
export function useCanActOnSelection(): boolean {
  const can = useCan();
  return can("/order/export") || BULK_JOBS.some((job) => can(job.cmd));
}

interface OrderBulkBarProps {
  selection: OrderSelectionState;
  filter: OrderFilter;
  /** The list's count, and whether it is only "at least" (the server stopped counting). */
  total: number | undefined;
  totalIsLowerBound: boolean;
  onStarted(jobId: string): void;
}

/**
 * What is done to the picked orders (docs/sales-contract.md, jobs): their count, the offer to pick every order the
 * filter matches once the whole page is picked, and the actions the user holds; each job asks first, naming the count.
 */
export function OrderBulkBar({ selection, filter, total, totalIsLowerBound, onStarted }: OrderBulkBarProps) {
  const { t } = useI18n();
  const can = useCan();
  const [kind, setKind] = useState<BulkJobKind>();
  if (selection.count === 0) return null;
  const exportUrl = selection.allMatching
    ? orderExportUrl(filter)
    : exportUrlOf(ORDERS_CSV_PATH, { orderIds: [...selection.ids].join(",") });
  // Picked row by row, a selection is sent as ids, of which a job takes so many; everything matching has no such bound.
  const tooMany = !selection.allMatching && selection.count > ORDER_JOB_IDS_MAX;
  const matching = totalIsLowerBound ? `${total ?? 0}+` : String(total ?? 0);

  return (
    <Paper withBorder radius="md" px="md" py="xs" mb="sm" bg="var(--mantine-primary-color-light)">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm" fw={600} aria-live="polite">
            {selection.allMatching
              ? t("orderJobs.allMatchingSelected", { total: matching })
              : t("orderJobs.selectedCount", { count: selection.count })}
          </Text>
          <Group gap="xs" wrap="wrap">
            {BULK_JOBS.filter((job) => can(job.cmd)).map((job) => (
              <Button
                key={job.kind}
                variant={job.color ? "light" : "default"}
                color={job.color}
                leftSection={<job.icon size={16} aria-hidden />}
                onClick={() => setKind(job.kind)}
                disabled={tooMany}
              >
                {t(job.label)}
              </Button>
            ))}
            {can("/order/export") ? (
              <ExportButton url={exportUrl} label={t("orderJobs.export")} disabled={tooMany} />
            ) : null}
            <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={selection.clear}>
              {t("orderJobs.clearSelection")}
            </Button>
          </Group>
        </Group>
        {tooMany ? (
          <Text size="sm" c="red.8">
            {t("orderJobs.tooMany", { max: ORDER_JOB_IDS_MAX })}
          </Text>
        ) : null}
        {selection.pageAllPicked && !selection.allMatching && (total ?? 0) > selection.count ? (
          <Text size="sm">
            {t("orderJobs.pageSelected", { count: selection.pageRows })}{" "}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={selection.selectAllMatching}>
              {t("orderJobs.selectAllMatching", { total: matching })}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
      {kind ? (
        <OrderJobDialog
          kind={kind}
          selection={selectionInput(selection, filter)}
          onClose={() => setKind(undefined)}
          onStarted={(jobId) => {
            selection.clear();
            onStarted(jobId);
          }}
        />
      ) : null}
    </Paper>
  );
}
