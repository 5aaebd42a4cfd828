import { useEffect, useRef, useState } from "react";
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconTicketOff } from "@tabler/icons-react";
import { orderCancelFailures, priceCents } from "#rules";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { showSuccessToast } from "@/shared/notify";
import { passengerTypeLabel } from "@/shared/ticket-status";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { wordFailures } from "@/shared/validation";
import { TicketStatusBadge } from "../../shared/StateBadge";
import { paymentTypeLabel } from "../../shared/sales-states";

export const CancelTicketsDialog_order = graphql(`
  fragment CancelTicketsDialog_order on Order {
    id
    version
    orderNumber
    state
    tickets {
      id
      ticketNumber
      passengerName
      passengerType
      status
    }
  }
`);

const CancelOrderQuoteQuery = graphql(`
  query CancelOrderQuote($orderId: ID!, $ticketIds: [ID!]!) {
    cancelOrderQuote(orderId: $orderId, ticketIds: $ticketIds) {
      paid
      charge
      refund
      cancelsOrder
      refunds {
        paymentId
        paymentType
        amount
        settledAtOnce
      }
    }
  }
`);

const CancelOrderTicketsMutation = graphql(`
  mutation CancelOrderTickets($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {
    cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {
      id
      state
      version
    }
  }
`);

const LOCAL = { context: { errorHandling: "local" as const } };

/** States whose tickets can be cancelled (docs/sales-contract.md section 13). */
const CANCELLABLE_STATES = ["UNPAID", "COMPLETED", "UNSHIPPED"];

/** The tickets of the order a cancellation can take: valid ones of an unpaid or paid order. */
export function cancellableTickets(ref: FragmentType<typeof CancelTicketsDialog_order>) {
  const order = getFragmentData(CancelTicketsDialog_order, ref);
  return CANCELLABLE_STATES.includes(order.state) ? order.tickets.filter((ticket) => ticket.status === "NORMAL") : [];
}

/** What goes back: the quote's refund, or what was paid less a charge of one's own (both checked already). */
function refundOf(quoted: { paid: string; refund: string } | undefined, chargeOverride: string): string {
  const override = priceCents(chargeOverride);
  const paid = quoted ? priceCents(quoted.paid) : null;
  if (!quoted || override === null || paid === null) return quoted?.refund ?? "0.00";
  const cents = paid - override;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

interface CancelValues {
  ticketIds: string[];
  chargeOverride: string;
  notifyCustomer: boolean;
}

interface CancelTicketsDialogProps {
  order: FragmentType<typeof CancelTicketsDialog_order>;
  /** The user may set a charge of their own (/order/cancel/override): the field is shown. */
  canOverride: boolean;
  onClose(): void;
  onCancelled(): void;
}

/**
 * Cancelling tickets of an order (docs/sales-contract.md section 13): which tickets (every valid one by default), the
 * charge and refund the server quotes for them before anything is written, a charge of one's own with its
 * permission, whether to write to the customer; the server's field refusals land under their fields.
 */
export function CancelTicketsDialog({ order: ref, canOverride, onClose, onCancelled }: CancelTicketsDialogProps) {
  const order = getFragmentData(CancelTicketsDialog_order, ref);
  const { t } = useI18n();
  const valid = cancellableTickets(ref);
  const unpaid = order.state === "UNPAID";
  const [failure, setFailure] = useState<string>();
  const [cancel, { loading }] = useMutation(CancelOrderTicketsMutation, LOCAL);
  // What the quote says was paid for the chosen tickets: the most a charge of one's own can be.
  const paid = useRef<string | undefined>(undefined);
  const form = useForm<CancelValues>({
    initialValues: { ticketIds: valid.map((ticket) => ticket.id), chargeOverride: "", notifyCustomer: true },
    validate: (values) =>
      wordFailures(
        orderCancelFailures(
          { ticketIds: values.ticketIds, chargeOverride: values.chargeOverride },
          paid.current === undefined ? {} : { paid: paid.current },
        ),
      ),
  });
  const { ticketIds } = form.getValues();
  const quote = useQuery(CancelOrderQuoteQuery, {
    variables: { orderId: order.id, ticketIds },
    skip: ticketIds.length === 0,
    fetchPolicy: "network-only",
    ...LOCAL,
  });
  const quoted = ticketIds.length && !quote.error ? quote.data?.cancelOrderQuote : undefined;
  const quoteErrors = fieldErrorsOf(quote.error);
  const quotedPaid = quoted?.paid;
  useEffect(() => {
    paid.current = quotedPaid;
  }, [quotedPaid]);
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const close = () => {
    form.resetDirty();
    onClose();
  };

  const submit = async (values: CancelValues) => {
    setFailure(undefined);
    try {
      await cancel({
        variables: {
          orderId: order.id,
          version: order.version,
          input: {
            ticketIds: values.ticketIds,
            chargeOverride: values.chargeOverride.trim() || null,
            notifyCustomer: values.notifyCustomer,
          },
        },
      });
      showSuccessToast(
        t("orders.cancel.done", {
          count: values.ticketIds.length,
          refund: formatMoney(refundOf(quoted, values.chargeOverride)),
        }),
      );
      close();
      onCancelled();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const formFields = fields && Object.keys(fields).filter((field) => field in values);
      if (fields && formFields?.length) form.setErrors(fields);
      // A stale version and the like: said by the error link's words, or here when it is no field of the form.
      else setFailure(fields ? Object.values(fields)[0] : messageOf(error, t("error.network")));
    }
  };

  const ticketsError = form.errors.ticketIds ?? quoteErrors?.ticketIds;
  return (
    <Modal
      opened
      onClose={() => unsaved.confirmLeave(close)}
      title={t("orders.cancel.title", { number: order.orderNumber })}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <Checkbox.Group
            label={t("orders.cancel.tickets")}
            description={unpaid ? t("orders.cancel.unpaidWhole") : t("orders.cancel.ticketsHint")}
            withAsterisk
            {...form.getInputProps("ticketIds")}
            error={ticketsError}
          >
            <Stack gap={8} mt={8}>
              {order.tickets.map((ticket) => (
                <Checkbox
                  key={ticket.id}
                  value={ticket.id}
                  disabled={unpaid || !valid.some((entry) => entry.id === ticket.id)}
                  label={
                    <Group gap={8} wrap="wrap">
                      <Text size="sm" fw={600}>
                        {ticket.ticketNumber}
                      </Text>
                      <Text size="sm">
                        {ticket.passengerName} · {t(passengerTypeLabel(ticket.passengerType))}
                      </Text>
                      <TicketStatusBadge status={ticket.status} />
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {ticketIds.length && quote.loading && !quoted ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t("orders.cancel.quoting")}</Text>
            </Group>
          ) : null}
          {quoted ? (
            <Alert color={quoted.cancelsOrder ? "red" : "yellow"} variant="light" aria-live="polite">
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t("orders.cancel.paid")}</Table.Th>
                    <Table.Td ta="right">{formatMoney(quoted.paid)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t("orders.cancel.charge")}</Table.Th>
                    <Table.Td ta="right">{formatMoney(quoted.charge)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t("orders.cancel.refund")}</Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {formatMoney(quoted.refund)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              {quoted.refunds
                .filter((refund) => refund.amount !== "0.00")
                .map((refund) => (
                  <Text key={refund.paymentId} size="sm" mt={4}>
                    {refund.settledAtOnce
                      ? t("orders.cancel.refundCash", { amount: formatMoney(refund.amount) })
                      : t("orders.cancel.refundPending", {
                          amount: formatMoney(refund.amount),
                          type: t(paymentTypeLabel(refund.paymentType)),
                        })}
                  </Text>
                ))}
              {quoted.cancelsOrder ? (
                <Text size="sm" fw={600} mt={4}>
                  {t("orders.cancel.cancelsOrder")}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          {canOverride && !unpaid ? (
            <TextInput
              label={t("orders.cancel.override")}
              description={t("orders.cancel.overrideHint")}
              inputMode="decimal"
              placeholder={quoted?.charge ?? "0.00"}
              maw={240}
              {...form.getInputProps("chargeOverride")}
            />
          ) : null}
          <Checkbox label={t("orders.cancel.notify")} {...form.getInputProps("notifyCustomer", { type: "checkbox" })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => unsaved.confirmLeave(close)} disabled={loading}>
              {t("orders.cancel.keep")}
            </Button>
            <Button type="submit" color="red.8" loading={loading} disabled={!quoted}>
              {t("orders.cancel.submit", { count: ticketIds.length })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The Cancel tickets action of an order's header, with its dialog; shown when the order has tickets to cancel. */
export function CancelTicketsButton({
  order,
  canOverride,
  onCancelled,
}: {
  order: FragmentType<typeof CancelTicketsDialog_order>;
  canOverride: boolean;
  onCancelled(): void;
}) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  if (cancellableTickets(order).length === 0) return null;
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTicketOff size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("orders.cancel.open")}
      </Button>
      {opened ? (
        <CancelTicketsDialog
          order={order}
          canOverride={canOverride}
          onClose={() => setOpened(false)}
          onCancelled={onCancelled}
        />
      ) : null}
    </>
  );
}
