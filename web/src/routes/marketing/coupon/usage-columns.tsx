import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { CouponUsageRow_CouponUsageFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";
import { orderDetailPath } from "@/routes/sales/order/order-links";
import { Money } from "@/routes/sales/shared/Money";

export const CouponUsageRow_couponUsage = graphql(`
  fragment CouponUsageRow_couponUsage on CouponUsage {
    id
    code
    orderId
    orderNumber
    customerName
    useTime
    discount
    orderAmount
    payAmount
  }
`);

export type CouponUsageRow = CouponUsageRow_CouponUsageFragment;

const moneyOrNone = (value: string | null | undefined) => (value ? <Money value={value} /> : <NoValue />);

/**
 * The usage report's columns: the code, then the order that used it (a link for whoever may open orders; "Not used"
 * for a code no sold order used), who and when, and the money.
 */
export function usageColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
  mayOpenOrders: boolean,
): DataColumn<CouponUsageRow>[] {
  return [
    {
      key: "code",
      label: t("coupons.code"),
      fixed: true,
      cell: (row) => (
        <Text size="sm" ff="monospace" fw={600}>
          {row.code}
        </Text>
      ),
    },
    {
      key: "order",
      label: t("coupons.order"),
      cell: (row) =>
        row.orderId === null || row.orderId === undefined ? (
          <Text size="sm" c="dimmed">
            {t("coupons.notUsed")}
          </Text>
        ) : mayOpenOrders ? (
          <Anchor component={Link} to={orderDetailPath(row.orderId)} size="sm" fw={600}>
            {row.orderNumber}
          </Anchor>
        ) : (
          row.orderNumber
        ),
    },
    { key: "customer", label: t("coupons.customer"), cell: (row) => row.customerName ?? <NoValue /> },
    {
      key: "useTime",
      label: t("coupons.useTime"),
      cell: (row) => formatTime(row.useTime) ?? <NoValue />,
    },
    { key: "discount", label: t("coupons.discount"), align: "right", cell: (row) => moneyOrNone(row.discount) },
    {
      key: "orderAmount",
      label: t("coupons.orderAmount"),
      align: "right",
      cell: (row) => moneyOrNone(row.orderAmount),
    },
    { key: "payAmount", label: t("coupons.paid"), align: "right", cell: (row) => moneyOrNone(row.payAmount) },
  ];
}
