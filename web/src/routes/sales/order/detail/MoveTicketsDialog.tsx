import { useEffect, useState } from "react";
import { Button, Checkbox, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCalendarEvent } from "@tabler/icons-react";
import { orderMoveFailures } from "#rules";
import { formatDate } from "@/shared/time/format-time";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { MovePriceMode, OrderMoveInput } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { ModalFormButtons } from "@/shared/form";
import { showSuccessToast } from "@/shared/notify";
import { wordFailures } from "@/shared/validation";
import { useLeaveGuard, useSubmitFailure } from "./dialog-parts";
import { MovePriceFields, MoveTripPicker } from "./MoveTripFields";
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
      tripId
      tripName
      option
    }
  }
`);

const MoveOrderTicketsQuoteQuery = graphql(`
  query MoveOrderTicketsQuote(
    $orderId: ID!
    $ticketIds: [ID!]!
    $date: String!
    $shift: String
    $tripId: ID
    $priceMode: MovePriceMode
    $options: [OrderMoveTicketOptionInput!]
  ) {
    moveOrderTicketsQuote(
      orderId: $orderId
      ticketIds: $ticketIds
      date: $date
      shift: $shift
      tripId: $tripId
      priceMode: $priceMode
      options: $options
    ) {
      fee
      feeType
      difference
      collectedNow
      cashNow
      refund
      seatsLeft
      movable
      shifts {
        name
        available
      }
      options {
        name
        price
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
  /** The trip moved to: the tickets' own by default. */
  tripId: string;
  priceMode: MovePriceMode;
  /** Each ticket's price option on another trip, by ticket id. */
  options: Record<string, string>;
  notifyCustomer: boolean;
}

/**
 * Where the tickets go, as the move and its quote take it: on another trip also the price mode and the options chosen
 * (left out of a quote until every ticket has one, so that the quote offers the trip's options meanwhile).
 */
function whereOf(values: MoveValues, ownTripId: string, quote: boolean): Omit<OrderMoveInput, "notifyCustomer"> {
  const where = { ticketIds: values.ticketIds, date: values.date, shift: values.shift };
  if (values.tripId === ownTripId) return where;
  const options = values.ticketIds
    .filter((ticketId) => values.options[ticketId])
    .map((ticketId) => ({ ticketId, option: values.options[ticketId] }));
  const complete = options.length === values.ticketIds.length;
  return {
    ...where,
    tripId: values.tripId,
    priceMode: values.priceMode,
    ...(quote && !complete ? {} : { options }),
  };
}

/** A quoted amount in cents, for choosing the words that go with it (negative amounts included). */
const centsOf = (money: string) => Math.round(Number(money) * 100);

interface MoveTicketsDialogProps {
  order: FragmentType<typeof MoveTicketsDialog_order>;
  onClose(): void;
  onMoved(): void;
}

/**
 * Moving tickets to another departure of their trip or of another trip (docs/sales-contract.md section 14): which
 * tickets, the trip (their own by default), the new date and shift (the day's shifts with their seats, as the server
 * offers them), on another trip the price mode and each ticket's option there, the reschedule fee, the difference and
 * the seats left that the server quotes before anything is written, whether to write to the customer; the server's
 * field refusals land under their fields.
 */
export function MoveTicketsDialog({ order: ref, onClose, onMoved }: MoveTicketsDialogProps) {
  const order = getFragmentData(MoveTicketsDialog_order, ref);
  const { t } = useI18n();
  const valid = movableTickets(ref);
  const [move, { loading }] = useMutation(MoveOrderTicketsMutation, LOCAL);
  // The trip the tickets travel on now (an order's tickets are of one trip; a move takes one trip's at a time).
  const ownTrip = { id: valid[0]?.tripId ?? "", name: valid[0]?.tripName ?? "" };
  const form = useForm<MoveValues>({
    initialValues: {
      ticketIds: valid.map((ticket) => ticket.id),
      date: "",
      shift: null,
      tripId: ownTrip.id,
      priceMode: "SAME",
      options: {},
      notifyCustomer: true,
    },
    validate: (values) => {
      const where = whereOf(values, ownTrip.id, false);
      return wordFailures(orderMoveFailures({ ...where, priceMode: where.priceMode?.toLowerCase() }));
    },
  });
  const { failure, clear, report } = useSubmitFailure(form);
  const values = form.getValues();
  const otherTrip = values.tripId !== ownTrip.id;
  const quote = useQuery(MoveOrderTicketsQuoteQuery, {
    variables: { orderId: order.id, ...whereOf(values, ownTrip.id, true) },
    skip: values.ticketIds.length === 0 || !ISO_DATE.test(values.date),
    fetchPolicy: "network-only",
    ...LOCAL,
  });
  const quoted = quote.error ? undefined : quote.data?.moveOrderTicketsQuote;
  const quoteErrors = fieldErrorsOf(quote.error) ?? {};
  const { close, leave } = useLeaveGuard(form, onClose);
  const offered = otherTrip ? quoted?.options : undefined;
  // On another trip each ticket starts with the option of its own option's name, when the trip has one.
  useEffect(() => {
    if (!offered) return;
    const current = form.getValues();
    const defaults = Object.fromEntries(
      order.tickets
        .filter((ticket) => current.ticketIds.includes(ticket.id) && !current.options[ticket.id])
        .filter((ticket) => offered.some((option) => option.name === ticket.option))
        .map((ticket) => [ticket.id, ticket.option ?? ""]),
    );
    if (Object.keys(defaults).length) form.setFieldValue("options", { ...current.options, ...defaults });
  }, [offered, order.tickets, form]);

  const submit = async (submitted: MoveValues) => {
    clear();
    try {
      await move({
        variables: {
          orderId: order.id,
          version: order.version,
          input: { ...whereOf(submitted, ownTrip.id, false), notifyCustomer: submitted.notifyCustomer },
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
  const cost = quoted ? centsOf(quoted.fee) + centsOf(quoted.difference) : 0;
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
          <MoveTripPicker
            current={ownTrip}
            value={values.tripId}
            onChange={(tripId) => form.setValues({ tripId, shift: null, options: {} })}
            error={error("tripId")}
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
          {otherTrip && offered ? (
            <MovePriceFields
              tickets={order.tickets.filter((ticket) => values.ticketIds.includes(ticket.id))}
              offered={offered}
              chosen={values.options}
              onChoose={(ticketId, option) =>
                form.setFieldValue("options", { ...values.options, [ticketId]: option ?? "" })
              }
              priceMode={values.priceMode}
              onPriceMode={(mode) => form.setFieldValue("priceMode", mode)}
              errors={{ priceMode: error("priceMode"), options: error("options") }}
            />
          ) : null}
          {quote.loading && !quoted ? <QuoteLoading label={t("orders.move.quoting")} /> : null}
          {quoted ? (
            <QuotePanel
              color="blue"
              rows={[
                { label: t("orders.move.fee"), value: formatMoney(quoted.fee), strong: !otherTrip },
                ...(otherTrip
                  ? [{ label: t("orders.move.difference"), value: formatMoney(quoted.difference), strong: true }]
                  : []),
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
                {centsOf(quoted.refund) > 0
                  ? t("orders.move.refund", { amount: formatMoney(quoted.refund) })
                  : cost === 0
                    ? t(otherTrip ? "orders.move.even" : "orders.move.feeFree")
                    : quoted.collectedNow
                      ? t("orders.move.feeCash", { amount: formatMoney(quoted.cashNow) })
                      : cost > 0
                        ? t("orders.move.feeOwed", { amount: formatMoney((cost / 100).toFixed(2)) })
                        : t("orders.move.owedLess", { amount: formatMoney((-cost / 100).toFixed(2)) })}
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
