import { useState } from "react";
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconAlertTriangle } from "@tabler/icons-react";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { RefundDialog_OrderFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "@/shared/form";
import { showSuccessToast } from "@/shared/notify";
import { maxLength, required, rules } from "@/shared/validation";
import { Money } from "../../shared/Money";
import { paymentTypeLabel, refundPayTypeLabel } from "../../shared/sales-states";
import { isRefundable, refundAmountError, ticketsTotal } from "../refund-rules";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { useSubmitFailure } from "./dialog-parts";
import { TicketLabel, TicketPicker } from "./TicketPicker";

export const RefundDialog_order = graphql(`
  fragment RefundDialog_order on Order {
    id
    orderNumber
    tickets {
      id
      ticketNumber
      passengerName
      passengerType
      status
      actionable
      price
    }
    payments {
      id
      paymentType
      amount
      refundableAmount
      refundPayType
      cardNumber
      account
    }
  }
`);

const CreateRefundMutation = graphql(`
  mutation CreateRefund($input: CreateRefundInput!) {
    createRefund(input: $input) {
      id
      refundNumber
      state
    }
  }
`);

type Order = RefundDialog_OrderFragment;
type Payment = Order["payments"][number];

/** The reason's limit (docs/sales-contract.md section 5). */
const REASON_MAX = 500;

interface RefundValues {
  ticketIds: string[];
  paymentId: string;
  amount: string;
  reason: string;
}

/** Which refundable payments and tickets an order offers: the Refund button is only useful when both exist. */
export function refundChoices(ref: FragmentType<typeof RefundDialog_order>) {
  const order = getFragmentData(RefundDialog_order, ref);
  return {
    payments: order.payments.filter(isRefundable),
    tickets: order.tickets.filter((ticket) => ticket.actionable),
  };
}

interface RefundDialogProps {
  order: FragmentType<typeof RefundDialog_order>;
  opened: boolean;
  onClose(): void;
  /** The refund was submitted: the order changed (tickets refunding, amount reserved). */
  onSubmitted(): void;
}

/**
 * Starting a refund (rules: docs/sales-contract.md section 5): the tickets (only normal or checked-in ones), the
 * payment the money goes back to, the amount (required, at most what the payment still allows) and an optional reason;
 * then a confirmation step.
 */
export function RefundDialog({ order: ref, opened, onClose, onSubmitted }: RefundDialogProps) {
  const order = getFragmentData(RefundDialog_order, ref);
  const { t } = useI18n();
  const payments = order.payments.filter(isRefundable);
  const [createRefund, { loading }] = useMutation(CreateRefundMutation, { context: { errorHandling: "local" } });
  const [confirming, setConfirming] = useState(false);
  const paymentOf = (id: string): Payment | undefined => payments.find((payment) => payment.id === id);
  const form = useForm<RefundValues>({
    initialValues: { ticketIds: [], paymentId: payments.length === 1 ? payments[0].id : "", amount: "", reason: "" },
    validate: {
      ticketIds: required(),
      paymentId: required(),
      amount: (value, values) => refundAmountError(value, paymentOf(values.paymentId)?.refundableAmount),
      reason: rules(maxLength(REASON_MAX)),
    },
    validateInputOnBlur: true,
  });

  const { failure, clear, report } = useSubmitFailure(form);
  const unsaved = useUnsavedChanges(() => opened && form.isDirty());
  const close = () => {
    form.reset();
    setConfirming(false);
    clear();
    onClose();
  };

  const submit = async () => {
    clear();
    const values = form.getValues();
    try {
      const { data } = await createRefund({
        variables: {
          input: {
            orderId: order.id,
            paymentId: values.paymentId,
            ticketIds: values.ticketIds,
            amount: values.amount.trim(),
            reason: values.reason.trim() || null,
          },
        },
      });
      close();
      showSuccessToast(t("orders.refund.submitted", { number: data?.createRefund.refundNumber ?? "" }));
      onSubmitted();
    } catch (error) {
      setConfirming(false);
      report(error, values);
    }
  };

  const chosen = paymentOf(form.getValues().paymentId);
  const ticketInput = form.getInputProps("ticketIds");
  // The chosen tickets' prices fill the amount, which stays editable and is checked against the payment as typed.
  const chooseTickets = (ids: string[]) => {
    ticketInput.onChange(ids);
    const total = ticketsTotal(ids.map((id) => order.tickets.find((ticket) => ticket.id === id)?.price));
    if (total === null) return;
    form.setFieldValue("amount", total);
    if (form.getValues().paymentId) form.validateField("amount");
  };
  return (
    <Modal
      opened={opened}
      onClose={() => unsaved.confirmLeave(close)}
      title={t("orders.refund.title", { number: order.orderNumber })}
      size="lg"
      centered
    >
      {confirming ? (
        <Stack>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t("orders.refund.confirm")}
          </Alert>
          <Text size="sm">
            {t("orders.refund.summary", {
              // As every amount is written: "79" typed is "79.00".
              amount: formatMoney(form.getValues().amount),
              count: form.getValues().ticketIds.length,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={loading}>
              {t("orders.refund.back")}
            </Button>
            <Button color="orange" onClick={() => void submit()} loading={loading}>
              {t("orders.refund.confirmButton")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
          <Stack>
            <FormAlert message={failure} />
            <TicketPicker
              label={t("orders.refund.tickets")}
              description={t("orders.refund.ticketsHint")}
              {...ticketInput}
              onChange={chooseTickets}
              tickets={order.tickets}
              isDisabled={(ticket) => !ticket.actionable}
              renderLabel={(ticket) => (
                <TicketLabel ticket={ticket} wrap="nowrap">
                  {ticket.price ? <Money value={ticket.price} /> : null}
                </TicketLabel>
              )}
            />
            <Radio.Group label={t("orders.refund.payment")} withAsterisk {...form.getInputProps("paymentId")}>
              <Stack gap={8} mt={8}>
                {payments.map((payment) => (
                  <Radio
                    key={payment.id}
                    value={payment.id}
                    label={
                      // A bank transfer is stored as a Credit payment (section 11): named by how it goes back.
                      payment.refundPayType === "BANK_TRANSFER"
                        ? t(refundPayTypeLabel(payment.refundPayType))
                        : [t(paymentTypeLabel(payment.paymentType)), payment.cardNumber ?? payment.account]
                            .filter(Boolean)
                            .join(" · ")
                    }
                    description={t("orders.refund.refundableOf", {
                      refundable: payment.refundableAmount,
                      amount: payment.amount,
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <TextInput
              label={t("orders.refund.amount")}
              withAsterisk
              inputMode="decimal"
              placeholder="0.00"
              description={
                chosen ? (
                  <>
                    {t("orders.refund.upTo")} <Money value={chosen.refundableAmount} />
                  </>
                ) : undefined
              }
              w={300}
              maw="100%"
              {...form.getInputProps("amount")}
            />
            <Textarea
              label={t("orders.refund.reason")}
              autosize
              minRows={2}
              maxRows={6}
              description={t("orders.refund.reasonCount", { count: form.getValues().reason.length, max: REASON_MAX })}
              {...form.getInputProps("reason")}
            />
            <ModalFormButtons
              onCancel={() => unsaved.confirmLeave(close)}
              saveLabel={t("common.submit")}
              saving={false}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
