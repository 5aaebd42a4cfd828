import { Input, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { getFragmentData, graphql } from "@/gql";
import type { BookingFeeForm_BookingFeeFragment, BookingFeeScreenQuery } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { FormSection, RecordFormFrame, RecordScreen, useRecordForm } from "@/shared/form";
import { BookingFeeExample } from "./booking-fee/BookingFeeExample";
import {
  BOOKING_FEE_MODES,
  BOOKING_FEE_TYPES,
  bookingFeeValues,
  dollars,
  toBookingFeeInput,
  validateBookingFee,
  type BookingFeeValues,
} from "./booking-fee/booking-fee-values";

const BookingFeeForm_bookingFee = graphql(`
  fragment BookingFeeForm_bookingFee on BookingFee {
    type
    mode
    amount
    version
  }
`);

const BookingFeeScreenQuery = graphql(`
  query BookingFeeScreen {
    bookingFee {
      ...BookingFeeForm_bookingFee
    }
    serviceFee {
      rate
      fixed
      commissionRate
      chargebackFee
      subscriptionFee
    }
  }
`);

const SaveBookingFeeMutation = graphql(`
  mutation SaveBookingFee($version: Int, $input: BookingFeeInput!) {
    saveBookingFee(version: $version, input: $input) {
      ...BookingFeeForm_bookingFee
    }
  }
`);

/**
 * /system/bookingFee: the fee customers pay on top of the ticket prices (none, per ticket or per order; a fixed amount
 * or a percentage) with an example order, and the platform's fees, read-only: the tenant's statement rates as the
 * API answers them (docs/money-contract.md section 3), never figures of the console's own.
 */
export default function BookingFeeScreen() {
  return <RecordScreen query={BookingFeeScreenQuery}>{(data) => <BookingFeeForm data={data} />}</RecordScreen>;
}

function BookingFeeForm({ data }: { data: BookingFeeScreenQuery }) {
  const { t } = useI18n();
  const [saveBookingFee] = useMutation(SaveBookingFeeMutation);
  const recordForm = useRecordForm<BookingFeeValues, BookingFeeForm_BookingFeeFragment>({
    record: getFragmentData(BookingFeeForm_bookingFee, data.bookingFee),
    valuesOf: bookingFeeValues,
    validate: validateBookingFee,
    save: async (values, version) => {
      const { data: saved } = await saveBookingFee({
        variables: { version: version || null, input: toBookingFeeInput(values) },
      });
      return saved ? getFragmentData(BookingFeeForm_bookingFee, saved.saveBookingFee) : undefined;
    },
    savedMessage: t("bookingFee.saved"),
  });
  const { form } = recordForm;
  const charged = form.values.type !== "NONE";
  const percentage = form.values.mode === "PERCENTAGE";
  const fees = data.serviceFee;

  return (
    <RecordFormFrame
      recordForm={recordForm}
      lastSaved={false}
      saveLabel={t("bookingFee.save")}
      editAction="/bookingfee/config/save"
    >
      <FormSection title={t("bookingFee.section")} description={t("bookingFee.sectionHint")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="md">
            <Radio.Group {...form.getInputProps("type")} label={t("bookingFee.type")}>
              <Stack gap="xs" mt="xs">
                {BOOKING_FEE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`bookingFee.type.${type}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {charged ? (
              <>
                <Input.Wrapper label={t("bookingFee.mode")} labelElement="div">
                  <div>
                    <SegmentedControl
                      {...form.getInputProps("mode")}
                      aria-label={t("bookingFee.mode")}
                      data={BOOKING_FEE_MODES.map((value) => ({ value, label: t(`bookingFee.mode.${value}`) }))}
                      mt={4}
                    />
                  </div>
                </Input.Wrapper>
                <TextInput
                  {...form.getInputProps("amount")}
                  label={t("bookingFee.amount")}
                  description={t(percentage ? "bookingFee.amountHintPercentage" : "bookingFee.amountHintFixed")}
                  leftSection={percentage ? undefined : "$"}
                  rightSection={percentage ? "%" : undefined}
                  inputMode="decimal"
                  autoComplete="off"
                  withAsterisk
                  maw={240}
                />
              </>
            ) : null}
          </Stack>
          <BookingFeeExample values={form.values} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t("bookingFee.serviceFee")} description={t("bookingFee.serviceFeeHint")}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={640} spacing="lg" data-platform-fees>
          <ReadOnlyValue
            label={t("bookingFee.serviceFeeCard")}
            value={t("bookingFee.serviceFeeCardValue", {
              rate: percentText(fees.rate),
              fixed: dollarText(fees.fixed),
            })}
          />
          <ReadOnlyValue
            label={t("bookingFee.serviceFeeCommission")}
            value={t("bookingFee.serviceFeeCommissionValue", { rate: percentText(fees.commissionRate) })}
          />
          <ReadOnlyValue
            label={t("bookingFee.serviceFeeChargeback")}
            value={t("bookingFee.serviceFeeChargebackValue", { amount: dollarText(fees.chargebackFee) })}
          />
          <ReadOnlyValue
            label={t("bookingFee.serviceFeeSubscription")}
            value={t("bookingFee.serviceFeeSubscriptionValue", { amount: dollarText(fees.subscriptionFee) })}
          />
        </SimpleGrid>
      </FormSection>
    </RecordFormFrame>
  );
}

/** A share with 4 decimals ("0.0290") as a percentage ("2.90 %"), without floating point's stray digits. */
const percentText = (rate: string): string => `${(Math.round(Number(rate) * 10_000) / 100).toFixed(2)} %`;

/** An amount ("15.00") as money ("$15.00"). */
const dollarText = (amount: string): string => dollars(Math.round(Number(amount) * 100));

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <Input.Wrapper label={label} labelElement="div">
      <Text size="sm" fw={600} mt={4} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Input.Wrapper>
  );
}
