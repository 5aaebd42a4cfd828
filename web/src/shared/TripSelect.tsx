import { useState, type ReactNode } from "react";
import { Loader, Select } from "@mantine/core";
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
        grouped
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

interface Option {
  value: string;
  label: string;
}

export const tripLabel = (trip: { code: string; name: string }) => `${trip.code} · ${trip.name}`;
const optionOf = (trip: { id: string; code: string; name: string }): Option => ({
  value: trip.id,
  label: tripLabel(trip),
});

interface TripSelectProps {
  /** The chosen trip's id, "" for none. */
  value: string;
  onChange(tripId: string): void;
  label?: string;
  error?: ReactNode;
  /** Offer single trips only (the members of a grouped trip). */
  singleOnly?: boolean;
  withAsterisk?: boolean;
  w?: number | string;
  /** "lg" on touch screens (the check-in), for a target a finger can hit. */
  size?: "sm" | "md" | "lg";
}

/**
 * A trip chosen by typing part of its name or Trip ID: the server searches both (20 each), so every trip of a large
 * catalogue is reachable. The chosen trip is loaded by id, so a link with `?tripId=` or an edited form shows its label
 * at once; until it has loaded, the option the user picked stands in for it.
 */
export function TripSelect({ value, onChange, label, error, singleOnly, withAsterisk, w, size }: TripSelectProps) {
  const { t } = useI18n();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<Option>();
  const selected = useQuery(SelectedTripQuery, { variables: { id: value }, skip: !value });
  const selectedOption = selected.data?.trip
    ? optionOf(selected.data.trip)
    : picked?.value === value
      ? picked
      : undefined;
  // The input shows the chosen trip's label: that is not a search, the list then offers the first trips again.
  const typed = search === selectedOption?.label ? "" : search.trim();
  const [term] = useDebouncedValue(typed, 250);
  const byName = useQuery(TripOptionsQuery, { variables: { filter: term ? { name: term } : null } });
  const byCode = useQuery(TripOptionsQuery, { variables: { filter: { code: term } }, skip: !term });
  const loading = byName.loading || byCode.loading;

  const options = new Map<string, Option>();
  if (selectedOption) options.set(selectedOption.value, selectedOption);
  const found = [byCode.data ?? byCode.previousData, byName.data ?? byName.previousData].flatMap(
    (result) => result?.trips.items ?? [],
  );
  for (const trip of found) {
    if (!singleOnly || !trip.grouped) options.set(trip.id, optionOf(trip));
  }

  return (
    <Select
      label={label ?? t("tripSelect.label")}
      placeholder={t("tripSelect.placeholder")}
      data={[...options.values()]}
      value={value || null}
      onChange={(next) => {
        setPicked(next ? options.get(next) : undefined);
        onChange(next ?? "");
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by name or code; the label holds both, so show every answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        loading ? <Loader size="xs" /> : t(singleOnly ? "tripSelect.noSingleTrip" : "tripSelect.noTrip")
      }
      rightSection={loading && search ? <Loader size="xs" /> : undefined}
      error={error}
      withAsterisk={withAsterisk}
      w={w}
      size={size}
      maw="100%"
      maxDropdownHeight={280}
      // As wide as the longest trip, yet never past the screen's edge (a phone at the check-in, issue 61): a long
      // name wraps within the screen instead.
      comboboxProps={{
        width: "max-content",
        position: "bottom-start",
        styles: { dropdown: { maxWidth: "calc(100vw - 16px)" } },
      }}
    />
  );
}
