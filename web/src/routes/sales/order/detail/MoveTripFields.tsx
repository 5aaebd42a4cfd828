import type { ReactNode } from "react";
import { Group, Input, Radio, Select, SimpleGrid, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import type { MovePriceMode } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatMoney } from "@/routes/report/shared/report-figures";

const MoveOrderTargetTripsQuery = graphql(`
  query MoveOrderTargetTrips {
    moveOrderTargetTrips {
      id
      name
    }
  }
`);

interface MoveTripPickerProps {
  /** The trip the tickets travel on now: the default, offered even when it no longer sells. */
  current: { id: string; name: string };
  value: string;
  onChange(tripId: string): void;
  error?: ReactNode;
}

/**
 * The trip tickets are moved to (docs/sales-contract.md section 14): their own trip first, then every other trip on
 * sale, as the vendor API lists them for a booking.
 */
export function MoveTripPicker({ current, value, onChange, error }: MoveTripPickerProps) {
  const { t } = useI18n();
  const trips = useQuery(MoveOrderTargetTripsQuery, { context: { errorHandling: "local" as const } });
  const others = (trips.data?.moveOrderTargetTrips ?? []).filter((trip) => trip.id !== current.id);
  return (
    <Select
      label={t("orders.move.trip")}
      data={[
        { value: current.id, label: t("orders.move.sameTrip", { name: current.name }) },
        ...others.map((trip) => ({ value: trip.id, label: trip.name })),
      ]}
      value={value}
      onChange={(tripId) => onChange(tripId ?? current.id)}
      allowDeselect={false}
      searchable
      error={error}
    />
  );
}

interface MovePriceFieldsProps {
  /** The tickets moved, each with the option chosen for it on the new trip. */
  tickets: readonly { id: string; ticketNumber: string }[];
  /** The new trip's price options as the quote offers them. */
  offered: readonly { name: string; price: string }[];
  chosen: Record<string, string>;
  onChoose(ticketId: string, option: string | null): void;
  priceMode: MovePriceMode;
  onPriceMode(mode: MovePriceMode): void;
  errors: { priceMode?: ReactNode; options?: ReactNode };
}

/**
 * On another trip: whether each ticket keeps the price paid or takes its option's there, and its option there (a
 * ticket's own option is chosen for it when the new trip has one of that name).
 */
export function MovePriceFields({
  tickets,
  offered,
  chosen,
  onChoose,
  priceMode,
  onPriceMode,
  errors,
}: MovePriceFieldsProps) {
  const { t } = useI18n();
  const options = offered.map((option) => ({
    value: option.name,
    label: t("orders.move.optionPrice", { name: option.name, price: formatMoney(option.price) }),
  }));
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t("orders.move.priceMode")}
        value={priceMode}
        onChange={(mode) => onPriceMode(mode as MovePriceMode)}
        error={errors.priceMode}
        withAsterisk
      >
        <Group mt={6} gap="lg">
          <Radio value="SAME" label={t("orders.move.priceSame")} />
          <Radio value="CHOSEN" label={t("orders.move.priceChosen")} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {tickets.map((ticket) => (
          <Select
            key={ticket.id}
            label={t("orders.move.optionFor", { ticketNumber: ticket.ticketNumber })}
            placeholder={t("orders.move.chooseOption")}
            data={options}
            value={chosen[ticket.id] ?? null}
            onChange={(option) => onChoose(ticket.id, option)}
            withAsterisk
          />
        ))}
      </SimpleGrid>
      {errors.options ? <Input.Error>{errors.options}</Input.Error> : null}
    </Stack>
  );
}
