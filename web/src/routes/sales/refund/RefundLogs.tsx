import { Text, Timeline } from "@mantine/core";
import { IconCheck, IconCircleCheck, IconSend, IconX } from "@tabler/icons-react";
import type { RefundLogAction } from "@/gql/graphql";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { DetailSection } from "../shared/DetailSection";
import type { TenantTime } from "@/shared/time/use-tenant-time";
import { REFUND_STATE_COLORS, shownName } from "../shared/sales-states";

export const RefundLogs_refund = graphql(`
  fragment RefundLogs_refund on RefundOrder {
    logs {
      id
      action
      toState
      operatorName
      note
      createTime
    }
  }
`);

const ACTION_ICONS: Record<RefundLogAction, React.ReactNode> = {
  SUBMIT: <IconSend size={12} aria-hidden />,
  APPROVE: <IconCheck size={12} aria-hidden />,
  REJECT: <IconX size={12} aria-hidden />,
  COMPLETE: <IconCircleCheck size={12} aria-hidden />,
};

/** Each step of the refund, oldest first: what was done, by whom, when, and the note given. */
export function RefundLogs({
  refund: refundRef,
  time,
}: {
  refund: FragmentType<typeof RefundLogs_refund>;
  time: TenantTime;
}) {
  const { logs } = getFragmentData(RefundLogs_refund, refundRef);
  const { t } = useI18n();
  return (
    <DetailSection title={t("refunds.logs")}>
      <Timeline active={logs.length - 1} bulletSize={22} lineWidth={2} aria-label={t("refunds.logs")}>
        {logs.map((log) => (
          <Timeline.Item
            key={log.id}
            bullet={ACTION_ICONS[log.action]}
            color={REFUND_STATE_COLORS[log.toState]}
            title={
              <Text size="sm" fw={600}>
                {t(`refunds.log.${log.action}`)}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {t("refunds.logBy", { name: shownName(log.operatorName, t), time: time.format(log.createTime) ?? "" })}
            </Text>
            {log.note ? (
              <Text size="sm" mt={4}>
                {log.note}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}
