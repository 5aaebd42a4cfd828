import { useEffect, useRef, useState } from "react";
import { Button, Checkbox, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconTicketOff } from "@tabler/icons-react";
import { orderCancelFailures, priceCents } from "#rules";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "@/shared/form";
import { showSuccessToast } from "@/shared/notify";
import { wordFailures } from "@/shared/validation";
import { paymentTypeLabel } from "../../shared/sales-states";
import { useLeaveGuard, useSubmitFailure } from "./dialog-parts";
import { QuoteLoading, QuotePanel } from "./QuotePanel";
import { TicketLabel, TicketPicker, validTicketsOf } from "./TicketPicker";

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
      totalAfter
      balanceAfter
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

/** The tickets of the order a cancellation can take (docs/sales-contract.md section 13). */
export const cancellableTickets = (ref: FragmentType<typeof CancelTicketsDialog_order>) =>
  validTicketsOf(getFragmentData(CancelTicketsDialog_order, ref));

/**
 * What goes back: the quote's refund, or a paid order's paid less a charge of one's own (both checked already); an
 * unpaid order's refund is what its payments exceed its new total by, which the quote alone works out.
 */
function refundOf(
  quoted: { paid: string; refund: string } | undefined,
  chargeOverride: string,
  unpaid: boolean,
): string {
  const override = priceCents(chargeOverride);
  const paid = quoted ? priceCents(quoted.paid) : null;
  if (!quoted || unpaid || override === null || paid === null) return quoted?.refund ?? "0.00";
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
  const { failure, clear, report } = useSubmitFailure(form);
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
  const { close, leave } = useLeaveGuard(form, onClose);

  const submit = async (values: CancelValues) => {
    clear();
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
          refund: formatMoney(refundOf(quoted, values.chargeOverride, unpaid)),
        }),
      );
      close();
      onCancelled();
    } catch (error) {
      report(error, values);
    }
  };

  const ticketsError = form.errors.ticketIds ?? quoteErrors?.ticketIds;
  return (
    <Modal opened onClose={leave} title={t("orders.cancel.title", { number: order.orderNumber })} size="lg" centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <TicketPicker
            label={t("orders.cancel.tickets")}
            description={unpaid ? t("orders.cancel.unpaidHint") : t("orders.cancel.ticketsHint")}
            {...form.getInputProps("ticketIds")}
            error={ticketsError}
            tickets={order.tickets}
            isDisabled={(ticket) => !valid.some((entry) => entry.id === ticket.id)}
            renderLabel={(ticket) => <TicketLabel ticket={ticket} wrap="wrap" />}
          />
          {ticketIds.length && quote.loading && !quoted ? <QuoteLoading label={t("orders.cancel.quoting")} /> : null}
          {quoted ? (
            <QuotePanel
              color={quoted.cancelsOrder ? "red" : "yellow"}
              rows={[
                {
                  // Part of an unpaid order: the charge is taken from the tickets' prices, nothing paid for them.
                  label: t(unpaid && !quoted.cancelsOrder ? "orders.cancel.ticketsPrice" : "orders.cancel.paid"),
                  value: formatMoney(quoted.paid),
                },
                { label: t("orders.cancel.charge"), value: formatMoney(quoted.charge) },
                // An unpaid order's total and balance drop (section 13): the clerk sees what it owes after.
                ...(unpaid
                  ? [
                      { label: t("orders.cancel.totalAfter"), value: formatMoney(quoted.totalAfter) },
                      { label: t("orders.cancel.balanceAfter"), value: formatMoney(quoted.balanceAfter) },
                    ]
                  : []),
                { label: t("orders.cancel.refund"), value: formatMoney(quoted.refund), strong: true },
              ]}
            >
              {quoted.refunds
                .filter((refund) => refund.amount !== "0.00")
                .map((refund) => (
                  <Text key={refund.paymentId} size="sm" mt={4}>
                    {refund.settledAtOnce
                      ? t(refund.paymentType === "CASH" ? "orders.cancel.refundCash" : "orders.cancel.refundTransfer", {
                          amount: formatMoney(refund.amount),
                        })
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
            </QuotePanel>
          ) : null}
          {canOverride && quoted?.paid !== "0.00" ? (
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
          <ModalFormButtons
            onCancel={leave}
            cancelLabel={t("orders.cancel.keep")}
            cancelDisabled={loading}
            saveLabel={t("orders.cancel.submit", { count: ticketIds.length })}
            saveColor="red.8"
            saving={loading}
            saveDisabled={!quoted}
          />
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
