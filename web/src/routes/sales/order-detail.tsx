import { useState } from "react";
import { Button, Group, Stack, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconPencil, IconReceiptRefund } from "@tabler/icons-react";
import { graphql } from "@/gql";
import type { OrderDetailQuery as OrderDetailData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan } from "@/layout/shell-context";
import { LinkButton } from "@/shared/LinkButton";
import { PageHeader } from "@/shared/PageHeader";
import { ContactDialog } from "./order/detail/ContactDialog";
import { OrderAmountsSection } from "./order/detail/OrderAmountsSection";
import { OrderHistorySection } from "./order/detail/OrderHistorySection";
import { OrderInfoSection } from "./order/detail/OrderInfoSection";
import { OrderLinesSection } from "./order/detail/OrderLinesSection";
import { OrderNotesSection } from "./order/detail/OrderNotesSection";
import { PaymentsSection } from "./order/detail/PaymentsSection";
import { RecordPaymentButton } from "./order/detail/RecordPaymentDialog";
import { CancelTicketsButton } from "./order/detail/CancelTicketsDialog";
import { MoveTicketsButton } from "./order/detail/MoveTicketsDialog";
import { RefundDialog, refundChoices } from "./order/detail/RefundDialog";
import { RefundRecordsSection } from "./order/detail/RefundRecordsSection";
import { ResendButton } from "./order/detail/ResendButton";
import { TicketsSection } from "./order/detail/TicketsSection";
import { DetailById } from "./shared/DetailById";
import { OrderStateBadge } from "./shared/StateBadge";

export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      state
      ...OrderInfoSection_order
      ...OrderAmountsSection_order
      ...OrderLinesSection_order
      ...PaymentsSection_order
      ...TicketsSection_order
      ...RefundRecordsSection_order
      ...OrderHistorySection_order
      ...RefundDialog_order
      ...RecordPaymentDialog_order
      ...CancelTicketsDialog_order
      ...MoveTicketsDialog_order
      ...ContactDialog_order
      ...OrderNotesSection_order
    }
  }
`);

/** Order Detail (/sales/order_detail?id=): every field of the order, and the start of a refund. */
export default function OrderDetailScreen() {
  return (
    <DetailById
      listPath="/sales/order_list"
      query={OrderDetailQuery}
      render={(data, reload) => <OrderDetail order={data.order} reload={reload} />}
    />
  );
}

function OrderDetail({ order, reload }: { order: OrderDetailData["order"]; reload(): void }) {
  const { t } = useI18n();
  const can = useCan();
  const [refunding, setRefunding] = useState(false);
  const [editingContact, setEditingContact] = useState(false);
  const choices = refundChoices(order);
  const refundBlocked = choices.tickets.length === 0 || choices.payments.length === 0;

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {t("orders.detailTitle", { number: order.orderNumber })}
            <OrderStateBadge state={order.state} />
          </Group>
        }
        actions={
          <>
            <LinkButton to="/sales/order_list" icon={IconArrowLeft}>
              {t("orders.backToList")}
            </LinkButton>
            {can("/order/resend") ? <ResendButton orderId={order.id} onSent={reload} /> : null}
            {can("/order/payment/add") && order.state === "UNPAID" ? (
              <RecordPaymentButton order={order} onRecorded={reload} />
            ) : null}
            {can("/order/move") ? <MoveTicketsButton order={order} onMoved={reload} /> : null}
            {can("/order/cancel") ? (
              <CancelTicketsButton order={order} canOverride={can("/order/cancel/override")} onCancelled={reload} />
            ) : null}
            {can("/refund/add") ? (
              <Tooltip
                label={choices.tickets.length === 0 ? t("orders.refund.noTickets") : t("orders.refund.noPayments")}
                disabled={!refundBlocked}
                withArrow
              >
                <Button
                  leftSection={<IconReceiptRefund size={16} aria-hidden />}
                  onClick={refundBlocked ? undefined : () => setRefunding(true)}
                  // Not `disabled`: a disabled button gets no hover, and the tooltip says why it cannot be used.
                  data-disabled={refundBlocked || undefined}
                  aria-disabled={refundBlocked || undefined}
                >
                  {t("orders.refund.open")}
                </Button>
              </Tooltip>
            ) : null}
          </>
        }
      />
      <Stack gap="lg">
        <OrderInfoSection
          order={order}
          customerActions={
            can("/order/contact/edit") ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditingContact(true)}
              >
                {t("orders.contact.edit")}
              </Button>
            ) : null
          }
        />
        {/* Next to the customer: what staff should know before acting on the order (a wheelchair, a promise). */}
        <OrderNotesSection order={order} canAdd={can("/order/note/add")} onAdded={reload} />
        <OrderAmountsSection order={order} />
        <OrderLinesSection order={order} />
        <PaymentsSection order={order} />
        <TicketsSection order={order} />
        <RefundRecordsSection order={order} />
        <OrderHistorySection order={order} />
      </Stack>
      {can("/refund/add") ? (
        <RefundDialog order={order} opened={refunding} onClose={() => setRefunding(false)} onSubmitted={reload} />
      ) : null}
      {editingContact ? (
        <ContactDialog order={order} opened onClose={() => setEditingContact(false)} onSaved={reload} />
      ) : null}
    </>
  );
}
