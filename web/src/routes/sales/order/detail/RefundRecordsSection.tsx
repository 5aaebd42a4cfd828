import { Anchor } from "@mantine/core";
import { Link } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { RefundRecordsSection_OrderFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { DetailTable } from "../../shared/DetailTable";
import { Money } from "../../shared/Money";
import { RefundStateBadge } from "../../shared/StateBadge";
import { refundPayTypeLabel } from "../../shared/sales-states";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { refundDetailPath } from "../order-links";

export const RefundRecordsSection_order = graphql(`
  fragment RefundRecordsSection_order on Order {
    refunds {
      id
      refundNumber
      state
      amount
      fee
      payType
      ticketCodes
      applyPersonName
      createTime
    }
  }
`);

type Refund = RefundRecordsSection_OrderFragment["refunds"][number];

/** The order's refund records, each opening its refund order. */
export function RefundRecordsSection({ order: ref }: { order: FragmentType<typeof RefundRecordsSection_order> }) {
  const { refunds } = getFragmentData(RefundRecordsSection_order, ref);
  const { t } = useI18n();
  const time = useTenantTime();
  const columns: DataColumn<Refund>[] = [
    {
      key: "refundNumber",
      label: t("orders.refundNumber"),
      cell: (refund) => (
        <Anchor component={Link} to={refundDetailPath(refund.id)} size="sm" fw={600}>
          {refund.refundNumber}
        </Anchor>
      ),
    },
    {
      key: "createTime",
      label: t("orders.createTime"),
      cell: (refund) => <span style={{ whiteSpace: "nowrap" }}>{time.format(refund.createTime)}</span>,
    },
    {
      key: "tickets",
      label: t("orders.section.tickets"),
      minWidth: 160,
      cell: (refund) => refund.ticketCodes.join(", "),
    },
    { key: "payType", label: t("orders.refund.payType"), cell: (refund) => t(refundPayTypeLabel(refund.payType)) },
    {
      key: "amount",
      label: t("orders.amount"),
      align: "right",
      cell: (refund) => <Money value={refund.amount} strong />,
    },
    { key: "fee", label: t("orders.refund.fee"), align: "right", cell: (refund) => <Money value={refund.fee} /> },
    { key: "applyPerson", label: t("orders.refund.appliedBy"), cell: (refund) => refund.applyPersonName },
    { key: "state", label: t("orders.status"), cell: (refund) => <RefundStateBadge state={refund.state} /> },
  ];
  return (
    <DetailTable
      title={t("orders.section.refunds")}
      columns={columns}
      rows={refunds}
      minWidth={820}
      emptyText={t("orders.noRefunds")}
    />
  );
}
