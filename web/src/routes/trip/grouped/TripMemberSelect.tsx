import { useState } from "react";
import { Group, Loader, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { GroupedTripMemberQuery, memberLabel } from "./member-trip";

const GroupedTripMemberOptionsQuery = graphql(`
  query GroupedTripMemberOptions($filter: TripFilter) {
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

interface Option {
  value: string;
  label: string;
  code: string;
  name: string;
}

const toOption = (trip: { id: string; code: string; name: string }): Option => ({
  value: trip.id,
  label: memberLabel(trip),
  code: trip.code,
  name: trip.name,
});

interface TripMemberSelectProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  error?: React.ReactNode;
}

/**
 * A searchable choice of one single trip: the vendor API matches the typed text against names and Trip IDs, so a
 * tenant with hundreds of trips still finds any of them. Grouped trips are left out (they cannot be members).
 */
export function TripMemberSelect({ label, value, onChange, error }: TripMemberSelectProps) {
  const { t } = useI18n();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The option picked from the list, until the chosen trip itself has loaded (an edited trip's members load first).
  const [picked, setPicked] = useState<Option>();
  const selected = useQuery(GroupedTripMemberQuery, { variables: { id: value ?? "" }, skip: !value });
  const selectedOption =
    value && selected.data ? toOption(selected.data.trip) : picked?.value === value ? picked : undefined;
  // Showing the chosen trip's label is not a search: the whole list stays offered.
  const term = debounced === selectedOption?.label ? "" : debounced;
  const byName = useQuery(GroupedTripMemberOptionsQuery, { variables: { filter: { name: term || undefined } } });
  const byCode = useQuery(GroupedTripMemberOptionsQuery, { variables: { filter: { code: term } }, skip: !term });
  const loading = byName.loading || byCode.loading;

  const options = new Map<string, Option>();
  if (selectedOption) options.set(selectedOption.value, selectedOption);
  const found = [byName.data ?? byName.previousData, term ? (byCode.data ?? byCode.previousData) : undefined].flatMap(
    (result) => result?.trips.items ?? [],
  );
  for (const trip of found) {
    if (!trip.grouped) options.set(trip.id, toOption(trip));
  }

  return (
    <Select
      label={label}
      placeholder={t("groupedTrip.tripPlaceholder")}
      withAsterisk
      searchable
      clearable
      value={value}
      onChange={(next) => {
        setPicked(next ? options.get(next) : undefined);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...options.values()]}
      nothingFoundMessage={loading ? <Loader size="xs" /> : t("groupedTrip.tripNothingFound")}
      rightSection={loading && search ? <Loader size="xs" /> : undefined}
      error={error}
      maxDropdownHeight={280}
      renderOption={({ option }) => {
        const { code, name } = options.get(option.value) ?? { code: option.label, name: "" };
        return (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {code}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {name}
            </Text>
          </Group>
        );
      }}
    />
  );
}
