import { useState } from "react";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCalendarEvent } from "@tabler/icons-react";
import { formatDate, orderMoveFailures } from "#rules";
import { fieldErrorsOf, messageOf } from "@/apollo/error-policy";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";
import { FormAlert } from "@/shared/FormAlert";
import { showSuccessToast } from "@/shared/notify";
import { useUnsavedChanges } from "@/shared/unsaved-changes";
import { wordFailures } from "@/shared/validation";

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

/** States whose tickets can be moved (docs/sales-contract.md section 14). */
const MOVABLE_STATES = ["UNPAID", "COMPLETED", "UNSHIPPED"];

/** The tickets of the order a move can take: valid (not checked in, refunded or cancelled) ones. */
export function movableTickets(ref: FragmentType<typeof MoveTicketsDialog_order>) {
  const order = getFragmentData(MoveTicketsDialog_order, ref);
  return MOVABLE_STATES.includes(order.state) ? order.tickets.filter((ticket) => ticket.status === "NORMAL") : [];
}

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
  const [failure, setFailure] = useState<string>();
  const [move, { loading }] = useMutation(MoveOrderTicketsMutation, LOCAL);
  const form = useForm<MoveValues>({
    initialValues: { ticketIds: valid.map((ticket) => ticket.id), date: "", shift: null, notifyCustomer: true },
    validate: (values) => wordFailures(orderMoveFailures(values)),
  });
  const values = form.getValues();
  const quote = useQuery(MoveOrderTicketsQuoteQuery, {
    variables: { orderId: order.id, ticketIds: values.ticketIds, date: values.date, shift: values.shift },
    skip: values.ticketIds.length === 0 || !ISO_DATE.test(values.date),
    fetchPolicy: "network-only",
    ...LOCAL,
  });
  const quoted = quote.error ? undefined : quote.data?.moveOrderTicketsQuote;
  const quoteErrors = fieldErrorsOf(quote.error) ?? {};
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const close = () => {
    form.resetDirty();
    onClose();
  };

  const submit = async (submitted: MoveValues) => {
    setFailure(undefined);
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
      const fields = fieldErrorsOf(error);
      const formFields = fields && Object.keys(fields).filter((field) => field in submitted);
      if (fields && formFields?.length) form.setErrors(fields);
      // A stale version and the like: said by the error link's words, or here when it is no field of the form.
      else setFailure(fields ? Object.values(fields)[0] : messageOf(error, t("error.network")));
    }
  };

  const error = (field: keyof MoveValues) => form.errors[field] ?? quoteErrors[field];
  const shifts = quoted?.shifts ?? [];
  return (
    <Modal
      opened
      onClose={() => unsaved.confirmLeave(close)}
      title={t("orders.move.title", { number: order.orderNumber })}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit((submitted) => void submit(submitted))} noValidate>
        <Stack>
          <FormAlert message={failure} />
          <Checkbox.Group
            label={t("orders.move.tickets")}
            description={t("orders.move.ticketsHint")}
            withAsterisk
            {...form.getInputProps("ticketIds")}
            error={error("ticketIds")}
          >
            <Stack gap={8} mt={8}>
              {order.tickets.map((ticket) => (
                <Checkbox
                  key={ticket.id}
                  value={ticket.id}
                  disabled={!valid.some((entry) => entry.id === ticket.id)}
                  label={t("orders.move.ticketLine", {
                    ticketNumber: ticket.ticketNumber,
                    passenger: ticket.passengerName,
                    departure: departureOf(ticket.date, ticket.shift),
                  })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
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
          {quote.loading && !quoted ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t("orders.move.quoting")}</Text>
            </Group>
          ) : null}
          {quoted ? (
            <Alert color="blue" variant="light" aria-live="polite">
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t("orders.move.fee")}</Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {formatMoney(quoted.fee)}
                    </Table.Td>
                  </Table.Tr>
                  {quoted.movable ? (
                    <Table.Tr>
                      <Table.Th scope="row">{t("orders.move.seatsLeft")}</Table.Th>
                      <Table.Td ta="right">
                        {quoted.seatsLeft === null || quoted.seatsLeft === undefined
                          ? t("orders.move.unlimited")
                          : quoted.seatsLeft}
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Table.Tbody>
              </Table>
              <Text size="sm" mt={4}>
                {quoted.fee === "0.00"
                  ? t("orders.move.feeFree")
                  : quoted.collectedNow
                    ? t("orders.move.feeCash", { amount: formatMoney(quoted.fee) })
                    : t("orders.move.feeOwed", { amount: formatMoney(quoted.fee) })}
              </Text>
            </Alert>
          ) : null}
          <Checkbox label={t("orders.move.notify")} {...form.getInputProps("notifyCustomer", { type: "checkbox" })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => unsaved.confirmLeave(close)} disabled={loading}>
              {t("orders.move.keep")}
            </Button>
            <Button type="submit" loading={loading} disabled={!quoted?.movable}>
              {t("orders.move.submit", { count: values.ticketIds.length })}
            </Button>
          </Group>
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
