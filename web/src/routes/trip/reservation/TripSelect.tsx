import { useState } from "react";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";

const TripOptionsQuery = graphql(`
  query TripOptions($filter: TripFilter) {
    trips(filter: $filter, page: { number: 1, size: 20 }) {
      items {
        id
        code
        name
      }
    }
  }
`);

const SelectedTripQuery = graphql(`
  query SelectedTrip($id: ID!) {
    trip(id: $id) {
      id
      code
      name
    }
  }
`);

interface TripSelectProps {
  value: string;
  onChange(tripId: string): void;
  w?: number | string;
}

const optionOf = (trip: { id: string; code: string; name: string }) => ({
  value: trip.id,
  label: `${trip.code} · ${trip.name}`,
});

/**
 * A trip chosen by typing part of its name or Trip ID: the server searches both (20 each), so every trip of a large
 * catalogue is reachable. The chosen trip is loaded by id, so a link with `?tripId=` shows its name at once.
 */
export function TripSelect({ value, onChange, w = 320 }: TripSelectProps) {
  const { t } = useI18n();
  const [search, setSearch] = useState("");
  const selected = useQuery(SelectedTripQuery, { variables: { id: value }, skip: !value });
  const selectedOption = selected.data?.trip ? optionOf(selected.data.trip) : undefined;
  // The input shows the chosen trip's label: that is not a search, the list then offers the first trips again.
  const typed = search === selectedOption?.label ? "" : search.trim();
  const [term] = useDebouncedValue(typed, 250);
  const byName = useQuery(TripOptionsQuery, { variables: { filter: term ? { name: term } : null } });
  const byCode = useQuery(TripOptionsQuery, { variables: { filter: { code: term } }, skip: !term });

  const options = new Map<string, { value: string; label: string }>();
  if (selectedOption) options.set(selectedOption.value, selectedOption);
  for (const trip of [...(byCode.data?.trips.items ?? []), ...(byName.data?.trips.items ?? [])]) {
    options.set(trip.id, optionOf(trip));
  }

  return (
    <Select
      label={t("reservation.trip")}
      placeholder={t("reservation.tripPlaceholder")}
      data={[...options.values()]}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name or code; the label holds both, so show every answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={byName.loading || byCode.loading ? t("reservation.searching") : t("reservation.noTrip")}
      w={w}
      maw="100%"
      comboboxProps={{ width: "max-content", position: "bottom-start" }}
    />
  );
}
