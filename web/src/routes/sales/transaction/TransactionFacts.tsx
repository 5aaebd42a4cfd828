import { Anchor, Stack } from "@mantine/core";
import { Link } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { orderDetailPath } from "../order/order-links";
import { DescriptionList } from "../shared/DescriptionList";
import { DetailSection } from "../shared/DetailSection";
import { Money } from "../shared/Money";
import { shownName } from "../shared/sales-states";
import { ChargebackBadge, DealStatusBadge, PayStatusBadge } from "../shared/StateBadge";
import { paymentTypeLabel } from "../shared/sales-states";
import type { TenantTime } from "@/shared/time/use-tenant-time";

export const TransactionFacts_transaction = graphql(`
  fragment TransactionFacts_transaction on Transaction {
    id
    transactionId
    paymentType
    amount
    payStatus
    dealStatus
    payTime
    createTime
    authCode
    avsCode
    errorCode
    errorMsg
    cardNumber
    cardType
    cardBank
    cardMonth
    cardYear
    paypalAccount
    refundedAmount
    refundPendingAmount
    refundableAmount
    chargeBackAmount
    chargeBackStatus
    riskScore
    maxmindScore
    ip
    userAgent
    orderId
    orderNumber
    customerName
    contactEmail
    channelName
  }
`);

const score = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));

/**
 * Every gateway field of a transaction (docs/sales-contract.md section 4, `Transaction`) in four blocks: the payment,
 * the card and payer (the card number comes masked from the gateway), refunds and chargeback, and the order it paid.
 */
export function TransactionFacts({
  transaction: ref,
  time,
}: {
  transaction: FragmentType<typeof TransactionFacts_transaction>;
  time: TenantTime;
}) {
  const transaction = getFragmentData(TransactionFacts_transaction, ref);
  const { t } = useI18n();
  const expiry =
    transaction.cardMonth && transaction.cardYear ? `${transaction.cardMonth}/${transaction.cardYear}` : null;
  const hasChargeback = transaction.chargeBackStatus !== "NONE";
  return (
    <Stack gap="md">
      <DetailSection title={t("transactions.payment")}>
        <DescriptionList
          items={[
            { label: t("transactions.amount"), value: <Money value={transaction.amount} strong /> },
            {
              label: t("transactions.payStatus"),
              value: <PayStatusBadge status={transaction.payStatus} />,
            },
            { label: t("transactions.paymentType"), value: t(paymentTypeLabel(transaction.paymentType)) },
            { label: t("transactions.dealStatus"), value: <DealStatusBadge status={transaction.dealStatus} /> },
            { label: t("transactions.transactionId"), value: transaction.transactionId },
            { label: t("transactions.authCode"), value: transaction.authCode },
            { label: t("transactions.avsCode"), value: transaction.avsCode },
            { label: t("transactions.payTime"), value: time.format(transaction.payTime) },
            { label: t("transactions.createTime"), value: time.format(transaction.createTime) },
            { label: t("transactions.errorCode"), value: transaction.errorCode },
            { label: t("transactions.errorMessage"), value: transaction.errorMsg, wide: true },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("transactions.payer")}>
        <DescriptionList
          items={[
            { label: t("transactions.cardNumber"), value: transaction.cardNumber },
            { label: t("transactions.cardType"), value: transaction.cardType },
            { label: t("transactions.cardBank"), value: transaction.cardBank },
            { label: t("transactions.cardExpiry"), value: expiry },
            { label: t("transactions.paypalAccount"), value: transaction.paypalAccount },
            { label: t("transactions.ip"), value: transaction.ip },
            { label: t("transactions.riskScore"), value: score(transaction.riskScore) },
            { label: t("transactions.maxmindScore"), value: score(transaction.maxmindScore) },
            { label: t("transactions.userAgent"), value: transaction.userAgent, wide: true },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("transactions.refundsAndChargeback")}>
        <DescriptionList
          items={[
            { label: t("transactions.refunded"), value: <Money value={transaction.refundedAmount} /> },
            { label: t("transactions.refundPending"), value: <Money value={transaction.refundPendingAmount} /> },
            { label: t("transactions.refundable"), value: <Money value={transaction.refundableAmount} /> },
            {
              label: t("transactions.chargebackStatus"),
              value: <ChargebackBadge status={transaction.chargeBackStatus} />,
            },
            {
              label: t("transactions.chargebackAmount"),
              value: hasChargeback ? <Money value={transaction.chargeBackAmount} /> : null,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("transactions.order")}>
        <DescriptionList
          items={[
            {
              label: t("transactions.orderId"),
              value: (
                <Anchor component={Link} to={orderDetailPath(transaction.orderId)} size="sm">
                  {transaction.orderNumber}
                </Anchor>
              ),
            },
            { label: t("transactions.customerName"), value: transaction.customerName },
            { label: t("transactions.email"), value: transaction.contactEmail },
            { label: t("transactions.channel"), value: shownName(transaction.channelName, t) },
          ]}
        />
      </DetailSection>
    </Stack>
  );
}
