import { Group, Paper, Stack, Text } from "@mantine/core";
import { useI18n } from "@/i18n/i18n";
import { bookingFeeCents, dollars, type BookingFeeValues } from "./booking-fee-values";

/** The example order: two tickets at a price whose percentages show the flooring to the cent. */
const EXAMPLE_TICKETS = [4550, 4550] as const;

/** What a customer pays for an example order with the fee as typed, updated as the user types. */
export function BookingFeeExample({ values }: { values: BookingFeeValues }) {
  const { t } = useI18n();
  const tickets = EXAMPLE_TICKETS.reduce((sum, cents) => sum + cents, 0);
  const fee = bookingFeeCents(values, EXAMPLE_TICKETS);
  const line = (label: string, amount: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined} style={{ fontVariantNumeric: "tabular-nums" }}>
        {amount}
      </Text>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-default-hover)"
      maw={420}
      style={{ alignSelf: "start" }}
      aria-live="polite"
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t("bookingFee.example")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("bookingFee.exampleOrder", { count: EXAMPLE_TICKETS.length, price: dollars(EXAMPLE_TICKETS[0]) })}
        </Text>
        {line(t("bookingFee.exampleTickets"), dollars(tickets))}
        {line(t("bookingFee.exampleFee"), fee === null ? "—" : dollars(fee))}
        {line(t("bookingFee.exampleTotal"), fee === null ? "—" : dollars(tickets + fee), true)}
        {values.type === "NONE" ? (
          <Text size="xs" c="dimmed">
            {t("bookingFee.exampleNone")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
