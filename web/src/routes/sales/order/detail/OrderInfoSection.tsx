import { Anchor } from "@mantine/core";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { DescriptionList } from "../../shared/DescriptionList";
import { DetailSection } from "../../shared/DetailSection";
import { shownName } from "../../shared/sales-states";
import { OrderStateBadge } from "../../shared/StateBadge";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import { phoneText } from "../order-columns";

export const OrderInfoSection_order = graphql(`
  fragment OrderInfoSection_order on Order {
    orderNumber
    state
    stateCode
    type
    channelName
    creator
    createTime
    payTime
    completeTime
    orderDate
    transactionId
    buyerId
    addition
    youthAgreement
    contact {
      firstName
      lastName
      email
      countryCode
      phone
    }
  }
`);

interface OrderInfoSectionProps {
  order: FragmentType<typeof OrderInfoSection_order>;
  /** Beside the customer's title: what the user may do with the contact (correct it). */
  customerActions?: React.ReactNode;
}

/** The order itself and who booked it: state, channel, creator, times, the customer's contact. */
export function OrderInfoSection({ order: ref, customerActions }: OrderInfoSectionProps) {
  const order = getFragmentData(OrderInfoSection_order, ref);
  const { t } = useI18n();
  const time = useTenantTime();
  const { contact } = order;
  return (
    <>
      <DetailSection title={t("orders.section.order")}>
        <DescriptionList
          items={[
            { label: t("orders.orderNumber"), value: order.orderNumber },
            { label: t("orders.status"), value: <OrderStateBadge state={order.state} /> },
            { label: t("orders.type"), value: t(`orders.type.${order.type}`) },
            { label: t("orders.channel"), value: shownName(order.channelName, t) },
            { label: t("orders.creator"), value: shownName(order.creator, t) },
            { label: t("orders.orderDate"), value: order.orderDate ? formatDate(order.orderDate) : null },
            { label: t("orders.createTime"), value: time.format(order.createTime) },
            { label: t("orders.payTime"), value: time.format(order.payTime) },
            { label: t("orders.completeTime"), value: time.format(order.completeTime) },
            { label: t("orders.transactionId"), value: order.transactionId },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("orders.section.customer")} actions={customerActions}>
        <DescriptionList
          items={[
            { label: t("orders.customerName"), value: `${contact.firstName} ${contact.lastName}` },
            {
              label: t("orders.email"),
              value: contact.email ? <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> : null,
            },
            { label: t("orders.phone"), value: phoneText(contact.countryCode, contact.phone) },
            { label: t("orders.buyerId"), value: order.buyerId },
            { label: t("orders.youthAgreement"), value: order.youthAgreement ? t("orders.yes") : t("orders.no") },
            { label: t("orders.addition"), value: order.addition, wide: true },
          ]}
        />
      </DetailSection>
    </>
  );
}
