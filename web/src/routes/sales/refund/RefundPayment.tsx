import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { DescriptionList } from "../shared/DescriptionList";
import { DetailSection } from "../shared/DetailSection";
import { Money } from "../shared/Money";
import { refundPayTypeLabel } from "../shared/sales-states";

export const RefundPayment_refund = graphql(`
  fragment RefundPayment_refund on RefundOrder {
    payType
    payAccount
    transactionId
    paymentId
    payments {
      id
      amount
      refundedAmount
      refundPendingAmount
    }
  }
`);

/** Where the money goes back: the refund type, the account (card masked) and the payment it comes from. */
export function RefundPayment({ refund: refundRef }: { refund: FragmentType<typeof RefundPayment_refund> }) {
  const refund = getFragmentData(RefundPayment_refund, refundRef);
  const { t } = useI18n();
  const payment = refund.payments.find((candidate) => candidate.id === refund.paymentId) ?? refund.payments[0];
  return (
    <DetailSection title={t("refunds.payment")}>
      <DescriptionList
        items={[
          { label: t("refunds.payType"), value: t(refundPayTypeLabel(refund.payType)) },
          { label: t("refunds.payAccount"), value: refund.payAccount },
          { label: t("refunds.transactionId"), value: refund.transactionId },
          { label: t("refunds.paid"), value: payment && <Money value={payment.amount} /> },
          { label: t("refunds.refunded"), value: payment && <Money value={payment.refundedAmount} /> },
          { label: t("refunds.refundPending"), value: payment && <Money value={payment.refundPendingAmount} /> },
        ]}
      />
    </DetailSection>
  );
}
