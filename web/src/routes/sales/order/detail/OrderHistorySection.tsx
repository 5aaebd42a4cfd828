import { Text } from "@mantine/core";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { OrderHistorySection_OrderFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { DetailTable } from "../../shared/DetailTable";
import { orderHistoryLine } from "./order-history-line";
import { shownName } from "../../shared/sales-states";
import { useTenantTime } from "@/shared/time/use-tenant-time";

export const OrderHistorySection_order = graphql(`
  fragment OrderHistorySection_order on Order {
    history {
      id
      action
      detail
      amount
      ticketNumbers
      ticketCount
      channelName
      paymentType
      errorCode
      chargebackStatus
      refundNumber
      note
      email
      subject
      holdDays
      operatorName
      createTime
    }
  }
`);

type Entry = OrderHistorySection_OrderFragment["history"][number];

/** What happened to the order, who did it and when, oldest first. */
export function OrderHistorySection({ order: ref }: { order: FragmentType<typeof OrderHistorySection_order> }) {
  const { history } = getFragmentData(OrderHistorySection_order, ref);
  const { t } = useI18n();
  const time = useTenantTime();
  const columns: DataColumn<Entry>[] = [
    {
      key: "createTime",
      label: t("orders.history.when"),
      cell: (entry) => <span style={{ whiteSpace: "nowrap" }}>{time.format(entry.createTime)}</span>,
    },
    {
      key: "action",
      label: t("orders.history.what"),
      cell: (entry) => (
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {t(`orders.history.${entry.action}`)}
        </Text>
      ),
    },
    { key: "detail", label: t("orders.history.detail"), minWidth: 240, cell: (entry) => orderHistoryLine(entry, t) },
    { key: "operator", label: t("orders.history.who"), cell: (entry) => shownName(entry.operatorName, t) },
  ];
  return (
    <DetailTable
      title={t("orders.section.history")}
      columns={columns}
      rows={history}
      minWidth={640}
      emptyText={t("orders.noHistory")}
    />
  );
}
