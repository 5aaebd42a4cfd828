import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { PaymentDetails_PaymentFragment, PaymentType } from "@/gql/graphql";
import { useI18n, type MessageKey } from "@/i18n/i18n";
import { type Description, DescriptionList } from "../../shared/DescriptionList";
import { Money } from "../../shared/Money";
import { ChargebackBadge, DealStatusBadge } from "../../shared/StateBadge";
import { CARD_PAYMENT_TYPES } from "../../shared/sales-states";
import { useTenantTime } from "@/shared/time/use-tenant-time";

export const PaymentDetails_payment = graphql(`
  fragment PaymentDetails_payment on Payment {
    id
    paymentType
    account
    transactionId
    authCode
    avsCode
    cardBank
    cardType
    cardNumber
    cardMonth
    cardYear
    dealStatus
    errorCode
    errorMsg
    riskScore
    maxmindScore
    chargeBackAmount
    chargeBackStatus
    refundedAmount
    refundPendingAmount
    refundableAmount
    ip
    userAgent
    payTime
    createTime
  }
`);

type Payment = PaymentDetails_PaymentFragment;

/** Methods paid through a gateway (card or PayPal): transaction, errors, chargeback, payer. */
const GATEWAY_METHODS: readonly PaymentType[] = [...CARD_PAYMENT_TYPES, "PAYPAL", "NEW_PAYPAL"];

/** What `account` holds for each method (PayPal account, wallet number, channel partner, code). */
const ACCOUNT_LABELS: Partial<Record<PaymentType, MessageKey>> = {
  PAYPAL: "orders.payment.paypalAccount",
  NEW_PAYPAL: "orders.payment.paypalAccount",
  RELOAD_CARD: "orders.payment.walletNumber",
  CHANNEL_PAY: "orders.payment.channelPartner",
  COUPON_CODE: "orders.payment.code",
  GROUPON_CODE: "orders.payment.code",
};

const score = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));

/** A payment's fields, those of its method: card and risk data for cards, account for PayPal, wallet, codes… */
export function PaymentDetails({ payment: ref }: { payment: FragmentType<typeof PaymentDetails_payment> }) {
  const payment: Payment = getFragmentData(PaymentDetails_payment, ref);
  const { t } = useI18n();
  const time = useTenantTime();
  const method = payment.paymentType;
  const items: Description[] = [];
  const accountLabel = ACCOUNT_LABELS[method];
  if (accountLabel) items.push({ label: t(accountLabel), value: payment.account });
  if (CARD_PAYMENT_TYPES.includes(method)) {
    items.push(
      { label: t("orders.payment.cardNumber"), value: payment.cardNumber },
      { label: t("orders.payment.cardType"), value: payment.cardType },
      { label: t("orders.payment.cardBank"), value: payment.cardBank },
      {
        label: t("orders.payment.expiry"),
        value: payment.cardMonth && payment.cardYear ? `${payment.cardMonth}/${payment.cardYear}` : null,
      },
      { label: t("orders.payment.authCode"), value: payment.authCode },
      { label: t("orders.payment.avsCode"), value: payment.avsCode },
      { label: t("orders.payment.riskScore"), value: score(payment.riskScore) },
      { label: t("orders.payment.maxmindScore"), value: score(payment.maxmindScore) },
    );
  }
  if (GATEWAY_METHODS.includes(method)) {
    items.push({ label: t("orders.transactionId"), value: payment.transactionId });
  }
  items.push(
    { label: t("orders.payment.dealStatus"), value: <DealStatusBadge status={payment.dealStatus} /> },
    { label: t("orders.payTime"), value: time.format(payment.payTime) },
    { label: t("orders.createTime"), value: time.format(payment.createTime) },
    { label: t("orders.payment.refunded"), value: <Money value={payment.refundedAmount} /> },
    { label: t("orders.payment.refundPending"), value: <Money value={payment.refundPendingAmount} /> },
    { label: t("orders.payment.refundable"), value: <Money value={payment.refundableAmount} /> },
  );
  if (GATEWAY_METHODS.includes(method)) {
    items.push(
      { label: t("orders.payment.chargebackStatus"), value: <ChargebackBadge status={payment.chargeBackStatus} /> },
      { label: t("orders.payment.chargebackAmount"), value: <Money value={payment.chargeBackAmount} /> },
      { label: t("orders.payment.errorCode"), value: payment.errorCode },
      { label: t("orders.payment.errorMsg"), value: payment.errorMsg },
      { label: t("orders.payment.ip"), value: payment.ip },
      { label: t("orders.payment.userAgent"), value: payment.userAgent, wide: true },
    );
  }
  return <DescriptionList items={items} />;
}
