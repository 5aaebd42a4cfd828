import { Anchor } from "@mantine/core";
import { Link } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import type { TenantTime } from "@/shared/time/use-tenant-time";
import { DescriptionList } from "../shared/DescriptionList";
import { DetailSection } from "../shared/DetailSection";
import { Money } from "../shared/Money";
import { orderDetailPath } from "../order/order-links";
import { RefundStateBadge } from "../shared/StateBadge";

export const RefundSummary_refund = graphql(`
  fragment RefundSummary_refund on RefundOrder {
    refundNumber
    state
    orderId
    orderNumber
    contactFirstName
    contactLastName
    applyPersonName
    createTime
    amount
    fee
    checkFee
    reason
    checkBy
    checkTime
    completeBy
    completeTime
    remarks
  }
`);

/** Who asked for the refund, how much goes back, and who approved, rejected or completed it. */
export function RefundSummary({
  refund: refundRef,
  time,
}: {
  refund: FragmentType<typeof RefundSummary_refund>;
  time: TenantTime;
}) {
  const refund = getFragmentData(RefundSummary_refund, refundRef);
  const { t } = useI18n();
  return (
    <DetailSection title={t("refunds.summary")}>
      <DescriptionList
        items={[
          { label: t("refunds.status"), value: <RefundStateBadge state={refund.state} /> },
          {
            label: t("refunds.order"),
            value: (
              <Anchor component={Link} to={orderDetailPath(refund.orderId)} size="sm">
                {refund.orderNumber}
              </Anchor>
            ),
          },
          { label: t("refunds.customer"), value: `${refund.contactFirstName} ${refund.contactLastName}`.trim() },
          { label: t("refunds.applicant"), value: refund.applyPersonName },
          { label: t("refunds.createdTime"), value: time.format(refund.createTime) },
          { label: t("refunds.amount"), value: <Money value={refund.amount} /> },
          { label: t("refunds.fee"), value: <Money value={refund.fee} /> },
          // The review and completion rows appear once those steps happened.
          ...(refund.checkBy
            ? [
                { label: t("refunds.checkFee"), value: refund.checkFee && <Money value={refund.checkFee} /> },
                { label: t("refunds.checkBy"), value: refund.checkBy },
                { label: t("refunds.checkTime"), value: time.format(refund.checkTime) },
              ]
            : []),
          ...(refund.completeBy
            ? [
                { label: t("refunds.completeBy"), value: refund.completeBy },
                { label: t("refunds.completeTime"), value: time.format(refund.completeTime) },
              ]
            : []),
          { label: t("refunds.reason"), value: refund.reason, wide: true },
          ...(refund.remarks ? [{ label: t("refunds.remarks"), value: refund.remarks, wide: true }] : []),
        ]}
      />
    </DetailSection>
  );
}
