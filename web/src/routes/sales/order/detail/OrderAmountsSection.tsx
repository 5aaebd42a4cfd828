import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { DescriptionList } from "../../shared/DescriptionList";
import { DetailSection } from "../../shared/DetailSection";
import { Money } from "../../shared/Money";

export const OrderAmountsSection_order = graphql(`
  fragment OrderAmountsSection_order on Order {
    state
    totalAmount
    payAmount
    balance
    refundedAmount
    bookingFee
    rescheduleFee
    differencePrice
    couponCode
  }
`);

/** What the order costs and what was paid and given back. */
export function OrderAmountsSection({ order: ref }: { order: FragmentType<typeof OrderAmountsSection_order> }) {
  const order = getFragmentData(OrderAmountsSection_order, ref);
  const { t } = useI18n();
  return (
    <DetailSection title={t("orders.section.amounts")}>
      <DescriptionList
        items={[
          { label: t("orders.total"), value: <Money value={order.totalAmount} strong /> },
          { label: t("orders.payAmount"), value: <Money value={order.payAmount} strong /> },
          // What an unpaid order still owes (docs/sales-contract.md section 11): a part payment leaves some.
          ...(order.state === "UNPAID" && order.balance
            ? [{ label: t("orders.balance"), value: <Money value={order.balance} strong /> }]
            : []),
          { label: t("orders.bookingFee"), value: <Money value={order.bookingFee} /> },
          { label: t("orders.rescheduleFee"), value: <Money value={order.rescheduleFee} /> },
          { label: t("orders.differencePrice"), value: <Money value={order.differencePrice} /> },
          { label: t("orders.refundedAmount"), value: <Money value={order.refundedAmount} /> },
          { label: t("orders.couponCode"), value: order.couponCode },
        ]}
      />
    </DetailSection>
  );
}
