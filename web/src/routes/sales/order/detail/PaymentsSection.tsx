import { Group, Paper, Stack, Text } from "@mantine/core";
import {
  IconBrandApple,
  IconBrandPaypal,
  IconBuildingStore,
  IconCash,
  IconCoin,
  IconCreditCard,
  IconTicket,
  IconWallet,
} from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { PaymentsSection_OrderFragment, PaymentType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { DetailSection } from "../../shared/DetailSection";
import { Money } from "../../shared/Money";
import { PayStatusBadge } from "../../shared/StateBadge";
import { paymentTypeLabel } from "../../shared/sales-states";
import { PaymentDetails } from "./PaymentDetails";

export const PaymentsSection_order = graphql(`
  fragment PaymentsSection_order on Order {
    payments {
      id
      paymentType
      amount
      payStatus
      ...PaymentDetails_payment
    }
  }
`);

type Payment = PaymentsSection_OrderFragment["payments"][number];

const ICONS: Record<PaymentType, React.ReactNode> = {
  CREDIT_CARD: <IconCreditCard size={18} aria-hidden />,
  APPLE_PAY: <IconBrandApple size={18} aria-hidden />,
  PAYPAL: <IconBrandPaypal size={18} aria-hidden />,
  NEW_PAYPAL: <IconBrandPaypal size={18} aria-hidden />,
  CASH: <IconCash size={18} aria-hidden />,
  RELOAD_CARD: <IconWallet size={18} aria-hidden />,
  POINTS: <IconCoin size={18} aria-hidden />,
  CREDIT: <IconCoin size={18} aria-hidden />,
  COUPON_CODE: <IconTicket size={18} aria-hidden />,
  GROUPON_CODE: <IconTicket size={18} aria-hidden />,
  CHANNEL_PAY: <IconBuildingStore size={18} aria-hidden />,
};

/** The payment per method, each in its own card: method, amount and pay state, then the method's fields. */
export function PaymentsSection({ order: ref }: { order: FragmentType<typeof PaymentsSection_order> }) {
  const { payments } = getFragmentData(PaymentsSection_order, ref);
  const { t } = useI18n();
  return (
    <DetailSection title={t("orders.section.payments")}>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("orders.noPayments")}
        </Text>
      ) : (
        <Stack gap="md">
          {payments.map((payment: Payment) => (
            <Paper
              key={payment.id}
              withBorder
              radius="md"
              p="md"
              bg="gray.0"
              aria-label={t(paymentTypeLabel(payment.paymentType))}
              component="article"
            >
              <Group justify="space-between" mb="sm" gap="sm">
                <Group gap={8}>
                  {ICONS[payment.paymentType]}
                  <Text fw={600}>{t(paymentTypeLabel(payment.paymentType))}</Text>
                  <PayStatusBadge status={payment.payStatus} />
                </Group>
                <Text fw={600} size="lg">
                  <Money value={payment.amount} strong />
                </Text>
              </Group>
              <PaymentDetails payment={payment} />
            </Paper>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
