import { Badge, type MantineColor } from "@mantine/core";
import type { ChargebackStatus, DealStatus, OrderState, PayStatus, RefundState, TicketStatus } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { TICKET_STATUS_COLORS, ticketStatusLabel } from "@/shared/ticket-status";
import {
  CHARGEBACK_COLORS,
  chargebackLabel,
  DEAL_STATUS_COLORS,
  dealStatusLabel,
  ORDER_STATE_COLORS,
  orderStateLabel,
  PAY_STATUS_COLORS,
  payStatusLabel,
  REFUND_STATE_COLORS,
  refundStateLabel,
} from "./sales-states";

/** The console's state badge look (same as the trip list's). */
export function StateBadge({ color, children }: { color: MantineColor; children: React.ReactNode }) {
  return (
    <Badge variant="light" color={color} radius="sm" tt="none" fw={600} miw="max-content">
      {children}
    </Badge>
  );
}

export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useI18n();
  return <StateBadge color={ORDER_STATE_COLORS[state]}>{t(orderStateLabel(state))}</StateBadge>;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useI18n();
  return <StateBadge color={TICKET_STATUS_COLORS[status]}>{t(ticketStatusLabel(status))}</StateBadge>;
}

export function PayStatusBadge({ status }: { status: PayStatus }) {
  const { t } = useI18n();
  return <StateBadge color={PAY_STATUS_COLORS[status]}>{t(payStatusLabel(status))}</StateBadge>;
}

export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { t } = useI18n();
  return <StateBadge color={DEAL_STATUS_COLORS[status]}>{t(dealStatusLabel(status))}</StateBadge>;
}

export function ChargebackBadge({ status }: { status: ChargebackStatus }) {
  const { t } = useI18n();
  return <StateBadge color={CHARGEBACK_COLORS[status]}>{t(chargebackLabel(status))}</StateBadge>;
}

export function RefundStateBadge({ state }: { state: RefundState }) {
  const { t } = useI18n();
  return <StateBadge color={REFUND_STATE_COLORS[state]}>{t(refundStateLabel(state))}</StateBadge>;
}
