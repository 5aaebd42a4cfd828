import { useState } from "react";
import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import type { FieldInputProps } from "@/shared/form";

const CityOptionsQuery = graphql(`
  query CityOptions($keyword: String!) {
    cities(keyword: $keyword) {
      id
      name
      state
    }
  }
`);

interface Option {
  value: string;
  label: string;
}

const cityLabel = (city: { name: string; state?: string | null }) =>
  city.state ? `${city.name}, ${city.state}` : city.name;

interface CitySelectProps extends FieldInputProps {
  label: string;
  /** The saved city's name, shown until another is chosen. */
  savedName: string | null;
}

/** The city, found by typing part of its name: the server searches (20 at a time), nothing is loaded up front. */
export function CitySelect({ label, savedName, value, onChange, onBlur, onFocus, error }: CitySelectProps) {
  const { t } = useI18n();
  const id = typeof value === "string" && value ? value : null;
  const [picked, setPicked] = useState<Option | undefined>(
    id && savedName ? { value: id, label: savedName } : undefined,
  );
  const [search, setSearch] = useState(picked?.label ?? "");
  const typed = search === picked?.label ? "" : search.trim();
  const [keyword] = useDebouncedValue(typed, 250);
  const found = useQuery(CityOptionsQuery, { variables: { keyword }, skip: !keyword });

  const options = new Map<string, Option>();
  if (picked && picked.value === id) options.set(picked.value, picked);
  for (const city of (found.data ?? found.previousData)?.cities ?? []) {
    options.set(city.id, { value: city.id, label: cityLabel(city) });
  }
  const loading = found.loading && Boolean(keyword);

  return (
    <Select
      label={label}
      withAsterisk
      placeholder={t("company.cityPlaceholder")}
      data={[...options.values()]}
      value={id}
      onChange={(next) => {
        setPicked(next ? options.get(next) : undefined);
        onChange(next ?? "");
      }}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server matched the names already.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        loading ? <Loader size="xs" /> : keyword ? t("company.cityNone") : t("company.cityTypeToSearch")
      }
      rightSection={loading ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
    />
  );
}
