import { useState } from "react";
import { Button, Checkbox, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCalendarEvent } from "@tabler/icons-react";
import { formatDate, orderMoveFailures } from "#rules";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "@/shared/form";
import { showSuccessToast } from "@/shared/notify";
import { wordFailures } from "@/shared/validation";
import { useLeaveGuard, useSubmitFailure } from "./dialog-parts";
import { QuoteLoading, QuotePanel } from "./QuotePanel";
import { TicketPicker, validTicketsOf } from "./TicketPicker";

export const MoveTicketsDialog_order = graphql(`
  fragment MoveTicketsDialog_order on Order {
    id
    version
    orderNumber
    state
    tickets {
      id
      ticketNumber
      passengerName
      status
      date
      shift
    }
  }
`);

const MoveOrderTicketsQuoteQuery = graphql(`
  query MoveOrderTicketsQuote($orderId: ID!, $ticketIds: [ID!]!, $date: String!, $shift: String) {
    moveOrderTicketsQuote(orderId: $orderId, ticketIds: $ticketIds, date: $date, shift: $shift) {
      fee
      feeType
      collectedNow
      seatsLeft
      movable
      shifts {
        name
        available
      }
    }
  }
`);

const MoveOrderTicketsMutation = graphql(`
  mutation MoveOrderTickets($orderId: ID!, $version: Int!, $input: OrderMoveInput!) {
    moveOrderTickets(orderId: $orderId, version: $version, input: $input) {
      id
      version
    }
  }
`);

const LOCAL = { context: { errorHandling: "local" as const } };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The tickets of the order a move can take (docs/sales-contract.md section 14). */
export const movableTickets = (ref: FragmentType<typeof MoveTicketsDialog_order>) =>
  validTicketsOf(getFragmentData(MoveTicketsDialog_order, ref));

/** A departure as the console shows it: its day MM/DD/YYYY, then its shift. */
const departureOf = (date: string, shift: string | null | undefined) =>
  shift ? `${formatDate(date)} ${shift}` : formatDate(date);

interface MoveValues {
  ticketIds: string[];
  date: string;
  shift: string | null;
  notifyCustomer: boolean;
}

interface MoveTicketsDialogProps {
  order: FragmentType<typeof MoveTicketsDialog_order>;
  onClose(): void;
  onMoved(): void;
}

/**
 * Moving tickets to another departure of their trip (docs/sales-contract.md section 14): which tickets, the new date
 * and shift (the day's shifts with their seats, as the server offers them), the reschedule fee and the seats left that
 * the server quotes before anything is written, whether to write to the customer; the server's field refusals land
 * under their fields.
 */
export function MoveTicketsDialog({ order: ref, onClose, onMoved }: MoveTicketsDialogProps) {
  const order = getFragmentData(MoveTicketsDialog_order, ref);
  const { t } = useI18n();
  const valid = movableTickets(ref);
  const [move, { loading }] = useMutation(MoveOrderTicketsMutation, LOCAL);
  const form = useForm<MoveValues>({
    initialValues: { ticketIds: valid.map((ticket) => ticket.id), date: "", shift: null, notifyCustomer: true },
    validate: (values) => wordFailures(orderMoveFailures(values)),
  });
  const { failure, clear, report } = useSubmitFailure(form);
  const values = form.getValues();
  const quote = useQuery(MoveOrderTicketsQuoteQuery, {
    variables: { orderId: order.id, ticketIds: values.ticketIds, date: values.date, shift: values.shift },
    skip: values.ticketIds.length === 0 || !ISO_DATE.test(values.date),
    fetchPolicy: "network-only",
    ...LOCAL,
  });
  const quoted = quote.error ? undefined : quote.data?.moveOrderTicketsQuote;
  const quoteErrors = fieldErrorsOf(quote.error) ?? {};
  const { close, leave } = useLeaveGuard(form, onClose);

  const submit = async (submitted: MoveValues) => {
    clear();
    try {
      await move({
        variables: {
          orderId: order.id,
          version: order.version,
          input: {
            ticketIds: submitted.ticketIds,
            date: submitted.date,
            shift: submitted.shift,
            notifyCustomer: submitted.notifyCustomer,
          },
        },
      });
      showSuccessToast(
        t("orders.move.done", {
          count: submitted.ticketIds.length,
          departure: departureOf(submitted.date, submitted.shift),
        }),
      );
      close();
      onMoved();
    } catch (error) {
      report(error, submitted);
    }
  };

  const error = (field: keyof MoveValues) => form.errors[field] ?? quoteErrors[field];
  const shifts = quoted?.shifts ?? [];
  return (
    <Modal opened onClose={leave} title={t("orders.move.title", { number: order.orderNumber })} size="lg" centered>
      <form onSubmit={form.onSubmit((submitted) => void submit(submitted))} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <TicketPicker
            label={t("orders.move.tickets")}
            description={t("orders.move.ticketsHint")}
            {...form.getInputProps("ticketIds")}
            error={error("ticketIds")}
            tickets={order.tickets}
            isDisabled={(ticket) => !valid.some((entry) => entry.id === ticket.id)}
            renderLabel={(ticket) =>
              t("orders.move.ticketLine", {
                ticketNumber: ticket.ticketNumber,
                passenger: ticket.passengerName,
                departure: departureOf(ticket.date, ticket.shift),
              })
            }
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              {...form.getInputProps("date")}
              onChange={(event) => form.setValues({ date: event.currentTarget.value, shift: null })}
              type="date"
              label={t("orders.move.date")}
              error={error("date")}
              withAsterisk
            />
            {shifts.length ? (
              <Select
                label={t("orders.move.shift")}
                placeholder={t("orders.move.chooseShift")}
                data={shifts.map((shift) => ({
                  value: shift.name,
                  label: t("booking.shiftSeats", { name: shift.name, available: shift.available }),
                  disabled: shift.available === 0,
                }))}
                value={values.shift}
                onChange={(shift) => form.setFieldValue("shift", shift)}
                error={error("shift")}
                withAsterisk
              />
            ) : null}
          </SimpleGrid>
          {quote.loading && !quoted ? <QuoteLoading label={t("orders.move.quoting")} /> : null}
          {quoted ? (
            <QuotePanel
              color="blue"
              rows={[
                { label: t("orders.move.fee"), value: formatMoney(quoted.fee), strong: true },
                ...(quoted.movable
                  ? [
                      {
                        label: t("orders.move.seatsLeft"),
                        value:
                          quoted.seatsLeft === null || quoted.seatsLeft === undefined
                            ? t("orders.move.unlimited")
                            : quoted.seatsLeft,
                      },
                    ]
                  : []),
              ]}
            >
              <Text size="sm" mt={4}>
                {quoted.fee === "0.00"
                  ? t("orders.move.feeFree")
                  : quoted.collectedNow
                    ? t("orders.move.feeCash", { amount: formatMoney(quoted.fee) })
                    : t("orders.move.feeOwed", { amount: formatMoney(quoted.fee) })}
              </Text>
            </QuotePanel>
          ) : null}
          <Checkbox label={t("orders.move.notify")} {...form.getInputProps("notifyCustomer", { type: "checkbox" })} />
          <ModalFormButtons
            onCancel={leave}
            cancelLabel={t("orders.move.keep")}
            cancelDisabled={loading}
            saveLabel={t("orders.move.submit", { count: values.ticketIds.length })}
            saving={loading}
            saveDisabled={!quoted?.movable}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The Move tickets action of an order's header, with its dialog; shown when the order has tickets to move. */
export function MoveTicketsButton({
  order,
  onMoved,
}: {
  order: FragmentType<typeof MoveTicketsDialog_order>;
  onMoved(): void;
}) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  if (movableTickets(order).length === 0) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t("orders.move.open")}
      </Button>
      {opened ? <MoveTicketsDialog order={order} onClose={() => setOpened(false)} onMoved={onMoved} /> : null}
    </>
  );
}
