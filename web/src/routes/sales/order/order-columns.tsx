import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { OrderRow_OrderFragment, PaymentType } from "@/gql/graphql";
import type { MessageKey, Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";
import { Money } from "../shared/Money";
import { OrderStateBadge } from "../shared/StateBadge";
import { CARD_PAYMENT_TYPES, paymentTypeLabel } from "../shared/sales-states";
import { orderDetailPath } from "./order-links";

export const OrderRow_order = graphql(`
  fragment OrderRow_order on OrderSummary {
    id
    orderNumber
    state
    completeTime
    totalAmount
    paymentTypes
    cardLast4
    tripNames
    contact {
      firstName
      lastName
      email
      countryCode
      phone
    }
  }
`);

/** An order of the list, as its columns read it. */
export type OrderRow = OrderRow_OrderFragment;

/** "Credit card ···· 1881": a method of an order, a card method with the card's last 4 digits. */
export function paymentMethodText(
  type: PaymentType,
  cardLast4: string | null | undefined,
  t: (key: MessageKey) => string,
): string {
  const label = t(paymentTypeLabel(type));
  return CARD_PAYMENT_TYPES.includes(type) && cardLast4 ? `${label} ···· ${cardLast4}` : label;
}

/** The order list's columns: completed time, order, payment method, total, customer, status. */
export function orderColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
): DataColumn<OrderRow>[] {
  return [
    {
      key: "completeTime",
      label: t("orders.completeTime"),
      cell: (order) => {
        const shown = formatTime(order.completeTime);
        if (!shown) return <NoValue />;
        const [day, clock] = shown.split(" ");
        return (
          <Stack gap={0}>
            <Text size="sm">{day}</Text>
            <Text size="xs" c="dimmed">
              {clock}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: "order",
      label: t("orders.order"),
      cell: (order) => (
        <Stack gap={0} maw={150}>
          <Anchor component={Link} to={orderDetailPath(order.id)} size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
            {order.orderNumber}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {order.tripNames.join(", ")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "paymentMethod",
      label: t("orders.paymentMethod"),
      cell: (order) => {
        if (!order.paymentTypes.length) return <NoValue />;
        return (
          <Stack gap={0}>
            {order.paymentTypes.map((type) => (
              <Text key={type} size="sm" style={{ whiteSpace: "nowrap" }}>
                {paymentMethodText(type, order.cardLast4, t)}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      key: "total",
      label: t("orders.total"),
      align: "right",
      cell: (order) => <Money value={order.totalAmount} />,
    },
    {
      key: "customerName",
      label: t("orders.customerName"),
      minWidth: 110,
      cell: ({ contact }) => `${contact.firstName} ${contact.lastName}`,
    },
    {
      key: "customer",
      label: t("orders.customer"),
      cell: ({ contact }) => (
        <Stack gap={0} maw={150}>
          <Text size="sm" truncate="end" title={contact.email ?? undefined}>
            {contact.email ?? <NoValue />}
          </Text>
          <Text size="xs" c="dimmed">
            {phoneText(contact.countryCode, contact.phone)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      label: t("orders.status"),
      cell: (order) => <OrderStateBadge state={order.state} />,
    },
  ];
}

/** "+1 2125552808", or the phone alone. */
export const phoneText = (countryCode: string | null | undefined, phone: string | null | undefined): string =>
  [countryCode, phone].filter(Boolean).join(" ");
