import { useEffect, useRef, useState } from "react";
import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCircleCheck, IconPlus, IconReceipt } from "@tabler/icons-react";
import { BOOKING_TICKETS_MAX, dayIn, priceCents } from "#rules";
import { fieldErrorsOf } from "@/apollo/error-policy";
import { graphql } from "@/gql";
import type { CreateBookingMutation as CreatedBooking, PaymentType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { FormSection, RecordFormFrame, useRecordForm } from "@/shared/form";
import { LinkButton } from "@/shared/LinkButton";
import { PageHeader } from "@/shared/PageHeader";
import { newRequestId } from "@/shared/request-id";
import { useTenantTime } from "@/shared/time/use-tenant-time";
import {
  bookingInputOf,
  formPathsOf,
  newBookingValues,
  PAYMENT_METHODS,
  quoteInputOf,
  validateBooking,
  type BookingValues,
} from "./booking/booking-values";
import { orderDetailPath } from "./order/order-links";
import { Money } from "./shared/Money";

const OrderAddTripsQuery = graphql(`
  query OrderAddTrips {
    bookableTrips {
      id
      code
      name
    }
  }
`);

const OrderAddDepartureQuery = graphql(`
  query OrderAddDeparture($tripId: ID!, $date: String!) {
    bookingDeparture(tripId: $tripId, date: $date) {
      trip {
        id
        inventoryType
      }
      available
      shifts {
        name
        capacity
        available
      }
      options {
        name
        passengerType
        price
      }
    }
  }
`);

const OrderAddQuoteQuery = graphql(`
  query OrderAddQuote($input: BookingQuoteInput!) {
    bookingQuote(input: $input) {
      lines {
        option
        quantity
        amount
      }
      subtotal
      discount
      couponCode
      bookingFee
      due
    }
  }
`);

const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: BookingInput!) {
    createBooking(input: $input) {
      id
      orderNumber
      state
      totalAmount
      couponCode
      payments {
        paymentType
        payStatus
        amount
      }
      contact {
        firstName
        lastName
        email
      }
      tickets {
        ticketNumber
        option
      }
    }
  }
`);

type Booked = CreatedBooking["createBooking"];
/** The form edits no stored record: a booking is made once, then the confirmation replaces the form. */
const NO_RECORD = { version: 0 };
// The quote and the departure words their own refusals beside the fields; nothing is a toast.
const LOCAL = { context: { errorHandling: "local" as const } };

/**
 * /sales/order_add: a booking taken on the phone or at the counter (docs/sales-contract.md, "Bookings taken in the
 * console"). After a booking its confirmation shows; "New booking" starts a fresh form (and request id).
 */
export default function OrderAddScreen() {
  const [session, setSession] = useState(0);
  const [booked, setBooked] = useState<Booked>();
  if (booked) {
    return (
      <Confirmation
        booked={booked}
        onAnother={() => {
          setBooked(undefined);
          setSession((n) => n + 1);
        }}
      />
    );
  }
  return <BookingForm key={session} onBooked={setBooked} />;
}

function BookingForm({ onBooked }: { onBooked(order: Booked): void }) {
  const { t } = useI18n();
  const time = useTenantTime();
  // One id for every try of this form's submit: a submit retried after a lost answer books once.
  const [requestId] = useState(newRequestId);
  const [createBooking] = useMutation(CreateBookingMutation);
  // The departure's option names, in its order: the rules' field paths count the passenger lines in it.
  const optionNames = useRef<string[]>([]);

  const recordForm = useRecordForm<BookingValues, typeof NO_RECORD>({
    record: NO_RECORD,
    valuesOf: () => newBookingValues(dayIn(time.timeZone)),
    validate: (values) => validateBooking(values, optionNames.current),
    formErrors: (fields) => formPathsOf(fields, optionNames.current),
    save: async (values) => {
      const { data } = await createBooking({
        variables: { input: bookingInputOf(values, optionNames.current, requestId) },
      });
      if (!data) return undefined;
      onBooked(data.createBooking);
      return NO_RECORD;
    },
    savedMessage: t("booking.booked"),
  });
  const { form } = recordForm;
  const values = form.getValues();

  const trips = useQuery(OrderAddTripsQuery);
  const departure = useQuery(OrderAddDepartureQuery, {
    variables: { tripId: values.tripId ?? "", date: values.date },
    skip: !values.tripId || !/^\d{4}-\d{2}-\d{2}$/.test(values.date),
    ...LOCAL,
  });
  const offer = departure.error ? undefined : departure.data?.bookingDeparture;
  const departureErrors = fieldErrorsOf(departure.error) ?? {};
  const options = offer?.options ?? [];
  const names = options.map((option) => option.name);
  const namesKey = names.join("\n");
  useEffect(() => {
    optionNames.current = namesKey ? namesKey.split("\n") : [];
  }, [namesKey]);

  const [quoteValues] = useDebouncedValue(values, 300);
  const quoteInput = offer ? quoteInputOf(quoteValues, names) : undefined;
  const quote = useQuery(OrderAddQuoteQuery, { variables: { input: quoteInput! }, skip: !quoteInput, ...LOCAL });
  const quoteErrors = quoteInput ? formPathsOf(fieldErrorsOf(quote.error) ?? {}, names) : {};
  const priced = quoteInput && !quote.error ? (quote.data ?? quote.previousData)?.bookingQuote : undefined;

  const chooseTrip = (tripId: string | null) => form.setValues({ tripId, shift: null, counts: {} });
  const shifted = offer?.trip.inventoryType === "BY_DATE_SHIFT";
  const seatsLeft = shifted ? offer?.shifts.find((shift) => shift.name === values.shift)?.available : offer?.available;
  const error = (path: string) => form.errors[path] ?? quoteErrors[path] ?? departureErrors[path];

  const summary = (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="booking-summary">
      <Title order={2} fz="lg" mb="sm" id="booking-summary">
        {t("booking.summary")}
      </Title>
      {priced ? (
        <Stack gap={6}>
          {priced.lines.map((line) => (
            <Group key={line.option} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {line.quantity} × {line.option}
              </Text>
              <Money value={line.amount} />
            </Group>
          ))}
          <Divider />
          <SummaryRow label={t("booking.subtotal")} value={priced.subtotal} />
          <SummaryRow label={t("booking.bookingFee")} value={priced.bookingFee} />
          {priced.discount === "0.00" ? null : (
            <SummaryRow label={discountLabel(t, priced.couponCode)} value={`-${priced.discount}`} />
          )}
          <Divider />
          {/* What the buyer is charged: the coupon's discount is taken off (the quote's `due`). */}
          <SummaryRow label={t("booking.total")} value={priced.due} strong />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {quoteInput && quote.loading ? t("booking.quoteLoading") : t("booking.quoteWaiting")}
        </Text>
      )}
    </Paper>
  );

  return (
    <RecordFormFrame
      recordForm={recordForm}
      editAction="/order/book"
      saveLabel={t("booking.submit")}
      lastSaved={false}
      aside={summary}
    >
      <FormSection title={t("booking.sectionDeparture")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("booking.trip")}
            placeholder={t("booking.tripPlaceholder")}
            nothingFoundMessage={t("booking.noTrips")}
            data={(trips.data?.bookableTrips ?? []).map((trip) => ({
              value: trip.id,
              label: `${trip.code} · ${trip.name}`,
            }))}
            value={values.tripId}
            onChange={chooseTrip}
            error={error("tripId")}
            searchable
            withAsterisk
          />
          <TextInput
            {...form.getInputProps("date")}
            type="date"
            label={t("booking.date")}
            error={error("date")}
            withAsterisk
          />
          {shifted ? (
            <Select
              label={t("booking.shift")}
              placeholder={offer.shifts.length ? undefined : t("booking.noShifts")}
              data={offer.shifts.map((shift) => ({
                value: shift.name,
                label: t("booking.shiftSeats", { name: shift.name, available: shift.available }),
                disabled: shift.available === 0,
              }))}
              value={values.shift}
              onChange={(shift) => form.setFieldValue("shift", shift)}
              error={error("shift")}
              disabled={offer.shifts.length === 0}
              withAsterisk
            />
          ) : null}
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("booking.sectionTickets")}>
        {offer ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {seatsLeft === undefined
                ? null
                : seatsLeft === null
                  ? t("booking.unlimited")
                  : t("booking.seatsLeft", { count: seatsLeft })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {options.map((option) => (
                <NumberInput
                  key={option.name}
                  label={t("booking.option", { name: option.name, price: option.price })}
                  value={values.counts[option.name] ?? ""}
                  onChange={(count) => form.setFieldValue(`counts.${option.name}`, String(count))}
                  error={error(`counts.${option.name}`)}
                  min={0}
                  max={BOOKING_TICKETS_MAX}
                  placeholder="0"
                />
              ))}
            </SimpleGrid>
            {error("counts") ? (
              <Text size="sm" c="red" role="alert">
                {error("counts")}
              </Text>
            ) : null}
            <TextInput
              {...form.getInputProps("couponCode")}
              label={t("booking.coupon")}
              description={t("booking.couponHint")}
              error={error("couponCode")}
              autoComplete="off"
              maw={320}
              styles={{ input: { textTransform: "uppercase" } }}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t("booking.pickDeparture")}
          </Text>
        )}
      </FormSection>

      <FormSection title={t("booking.sectionBuyer")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps("contactFirstName")}
            label={t("booking.firstName")}
            autoComplete="off"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps("contactLastName")}
            label={t("booking.lastName")}
            autoComplete="off"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps("contactEmail")}
            error={error("contactEmail")}
            label={t("booking.email")}
            description={t("booking.emailHint")}
            type="email"
            autoComplete="off"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps("contactPhone")}
            label={t("booking.phone")}
            type="tel"
            autoComplete="off"
            withAsterisk
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t("booking.sectionPayment")}>
        <Radio.Group {...form.getInputProps("paymentMethod")} label={t("booking.paymentMethod")} withAsterisk>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {PAYMENT_METHODS.map((method) => (
              <Radio.Card key={method} value={method} p="sm" radius="md" style={{ display: "flex" }}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {t(`booking.method.${method}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`booking.methodHint.${method}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </FormSection>
    </RecordFormFrame>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Money value={value} strong={strong} />
    </Group>
  );
}

const DISCOUNT_TYPES: ReadonlySet<PaymentType> = new Set(["COUPON_CODE", "GROUPON_CODE"]);

/** Cents as the gateway writes money: `108.00`. */
const moneyText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;

/** "Coupon discount (SPRING5)": the code said, so the buyer at the counter hears which coupon took it off. */
const discountLabel = (t: ReturnType<typeof useI18n>["t"], code: string | null | undefined) =>
  code ? t("booking.discountCode", { code }) : t("booking.discount");

function Confirmation({ booked, onAnother }: { booked: Booked; onAnother(): void }) {
  const { t } = useI18n();
  // The order's total is its tickets and fees; a coupon is one of its payments (a discount, docs/sales-contract.md
  // section 2), so what the buyer is charged is the total less the settled discounts, as the form's summary said.
  const discount = booked.payments
    .filter((payment) => DISCOUNT_TYPES.has(payment.paymentType) && payment.payStatus === "SUCCESS")
    .reduce((sum, payment) => sum + (priceCents(payment.amount) ?? 0n), 0n);
  return (
    <>
      <PageHeader
        title={t("route.order_add")}
        actions={
          <>
            <LinkButton to={orderDetailPath(booked.id)} icon={IconReceipt}>
              {t("booking.openOrder")}
            </LinkButton>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAnother}>
              {t("booking.another")}
            </Button>
          </>
        }
      />
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={t("booking.confirmedTitle", { number: booked.orderNumber })}
        maw={720}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t("booking.confirmedText", {
              count: booked.tickets.length,
              name: `${booked.contact.firstName} ${booked.contact.lastName}`,
              email: booked.contact.email ?? "",
            })}
          </Text>
          {booked.state === "UNPAID" ? <Text size="sm">{t("booking.unpaidText")}</Text> : null}
          {discount > 0n ? (
            <Group gap="xs">
              <Text size="sm">{discountLabel(t, booked.couponCode)}</Text>
              <Money value={`-${moneyText(discount)}`} />
            </Group>
          ) : null}
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t("booking.total")}
            </Text>
            <Money value={moneyText((priceCents(booked.totalAmount) ?? 0n) - discount)} strong />
          </Group>
          <Stack gap={2}>
            {booked.tickets.map((ticket) => (
              <Text key={ticket.ticketNumber} size="sm" ff="monospace">
                {t("booking.ticketLine", { ticket: ticket.ticketNumber, option: ticket.option ?? "" })}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Alert>
    </>
  );
}
