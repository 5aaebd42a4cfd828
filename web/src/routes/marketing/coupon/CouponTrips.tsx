import { useEffect, useState } from "react";
import { ActionIcon, Group, Input, Paper, Stack, TagsInput, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconX } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { TripSelect, tripLabel } from "@/shared/TripSelect";

const CouponTripQuery = graphql(`
  query CouponTrip($id: ID!) {
    trip(id: $id) {
      id
      code
      name
      customPrices {
        name
      }
      passengerPrices {
        adult
        child
        elder
        infant
      }
    }
  }
`);

/** The price option names a trip sells (its custom prices, or its passenger types that have a price). */
const PASSENGER_OPTIONS = { adult: "Adult", child: "Child", elder: "Elder", infant: "Infant" } as const;

interface CouponTripsProps {
  trips: readonly string[];
  onTripsChange(trips: string[]): void;
  tripsError?: React.ReactNode;
  priceOptions: readonly string[];
  onPriceOptionsChange(options: string[]): void;
  priceOptionsError?: React.ReactNode;
}

/**
 * A product coupon's trips (each chosen with the shared trip search, listed with a remove button) and the price
 * options it is limited to, suggested from what the chosen trips sell.
 */
export function CouponTrips({
  trips,
  onTripsChange,
  tripsError,
  priceOptions,
  onPriceOptionsChange,
  priceOptionsError,
}: CouponTripsProps) {
  const { t } = useI18n();
  const [optionsByTrip, setOptionsByTrip] = useState<Record<string, readonly string[]>>({});
  const suggestions = [...new Set(trips.flatMap((id) => optionsByTrip[id] ?? []))];
  return (
    <Stack gap="md">
      <Input.Wrapper label={t("coupons.trips")} withAsterisk error={tripsError}>
        <Stack gap="xs" mt={6}>
          {trips.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("coupons.noTripsChosen")}
            </Text>
          ) : (
            trips.map((id) => (
              <ChosenTrip
                key={id}
                id={id}
                onLoaded={(names) => setOptionsByTrip((current) => ({ ...current, [id]: names }))}
                onRemove={() => onTripsChange(trips.filter((trip) => trip !== id))}
              />
            ))
          )}
          {/* Remounted after each pick, so the search starts empty for the next trip. */}
          <TripSelect
            key={trips.length}
            label={t("coupons.addTrip")}
            value=""
            onChange={(id) => {
              if (id && !trips.includes(id)) onTripsChange([...trips, id]);
            }}
            w={360}
          />
        </Stack>
      </Input.Wrapper>
      <TagsInput
        label={t("coupons.priceOptions")}
        description={t("coupons.priceOptionsHint")}
        placeholder={t("coupons.priceOptionsPlaceholder")}
        data={suggestions}
        value={[...priceOptions]}
        onChange={onPriceOptionsChange}
        error={priceOptionsError}
        clearable
        maw={480}
      />
    </Stack>
  );
}

function ChosenTrip({
  id,
  onLoaded,
  onRemove,
}: {
  id: string;
  onLoaded(priceOptions: readonly string[]): void;
  onRemove(): void;
}) {
  const { t } = useI18n();
  const { data } = useQuery(CouponTripQuery, { variables: { id } });
  const trip = data?.trip;
  const label = trip ? tripLabel(trip) : id;
  useEffect(() => {
    if (!trip) return;
    const passenger = Object.entries(PASSENGER_OPTIONS)
      .filter(([type]) => trip.passengerPrices?.[type as keyof typeof PASSENGER_OPTIONS])
      .map(([, name]) => name);
    onLoaded([...(trip.customPrices ?? []).map((price) => price.name), ...passenger]);
    // Reported once per loaded trip; the callback's identity changes with every render of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trip]);
  return (
    <Paper withBorder radius="sm" px="sm" py={6} maw={480}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end">
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onRemove}
          aria-label={t("coupons.removeTrip", { trip: label })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
