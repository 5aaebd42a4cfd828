import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { RefundOrderRow_RefundOrderFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { orderDetailPath, refundDetailPath } from "../order/order-links";
import { Money } from "../shared/Money";
import { RefundStateBadge } from "../shared/StateBadge";

export const RefundOrderRow_refundOrder = graphql(`
  fragment RefundOrderRow_refundOrder on RefundOrderSummary {
    id
    refundNumber
    orderId
    orderNumber
    amount
    applyPersonName
    createTime
    state
  }
`);

/** A refund order of the list, as its columns read it. */
export type RefundOrderRow = RefundOrderRow_RefundOrderFragment;

const nowrap = { whiteSpace: "nowrap" } as const;

/** The refund list's columns: created, refund and order numbers, who asked, amount, status. */
export function refundOrderColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
): DataColumn<RefundOrderRow>[] {
  return [
    {
      key: "createTime",
      label: t("refunds.createdTime"),
      cell: (refund) => (
        <Text size="sm" style={nowrap}>
          {formatTime(refund.createTime)}
        </Text>
      ),
    },
    {
      key: "refundNumber",
      label: t("refunds.refundOrder"),
      fixed: true,
      cell: (refund) => (
        <Anchor component={Link} to={refundDetailPath(refund.id)} size="sm" fw={600} style={nowrap}>
          {refund.refundNumber}
        </Anchor>
      ),
    },
    {
      key: "orderNumber",
      label: t("refunds.order"),
      cell: (refund) => (
        <Anchor component={Link} to={orderDetailPath(refund.orderId)} size="sm" style={nowrap}>
          {refund.orderNumber}
        </Anchor>
      ),
    },
    {
      key: "applyPersonName",
      label: t("refunds.createdBy"),
      minWidth: 120,
      cell: (refund) => <Text size="sm">{refund.applyPersonName}</Text>,
    },
    { key: "amount", label: t("refunds.amount"), align: "right", cell: (refund) => <Money value={refund.amount} /> },
    { key: "state", label: t("refunds.status"), cell: (refund) => <RefundStateBadge state={refund.state} /> },
  ];
}
