import { Select, TextInput } from "@mantine/core";
import { IconMap2, IconPlus, IconStack2 } from "@tabler/icons-react";
import { graphql } from "@/gql";
import { LinkButton } from "@/shared/LinkButton";
import { useI18n } from "@/i18n/i18n";
import { exportUrlOf } from "@/shared/export";
import { ListToolbar, PagedList, useFilterDraft, usePagedListQuery } from "@/shared/list";
import { TripActions } from "./trip-list/TripActions";
import { tripColumns, TripRow_trip } from "./trip-list/trip-columns";
import { TRIP_FILTER_KEYS, TRIPS_CSV_PATH, toTripFilter } from "./trip-list/trip-filters";
import { TRIP_STATE_NAMES, tripStateLabel } from "./trip-state";

const TripListQuery = graphql(`
  query TripList($filter: TripFilter, $page: PageInput) {
    trips(filter: $filter, page: $page) {
      items {
        ...TripRow_trip
      }
      total
    }
  }
`);

/** Trip List: search by name, Trip ID and state; row menu to duplicate, deactivate and edit; export as CSV or Excel. */
export default function TripListScreen() {
  const { t } = useI18n();
  const list = usePagedListQuery({
    query: TripListQuery,
    row: TripRow_trip,
    filterKeys: TRIP_FILTER_KEYS,
    variables: (filters, page) => ({ filter: toTripFilter(filters), page }),
    page: (data) => data.trips,
  });
  const [draft, setDraft] = useFilterDraft(list.filters);

  const createButton = (
    <LinkButton to="/trip/trip_add" icon={IconPlus} variant="filled">
      {t("trip.create")}
    </LinkButton>
  );

  return (
    <PagedList
      list={list}
      columns={tripColumns(t)}
      exportUrl={exportUrlOf(TRIPS_CSV_PATH, toTripFilter(list.filters))}
      actions={
        <>
          <LinkButton to="/trip/grouped_trip_add" icon={IconStack2}>
            {t("trip.createGrouped")}
          </LinkButton>
          {createButton}
        </>
      }
      toolbar={(columnChooser) => (
        <ListToolbar onSearch={() => list.setFilters(draft)} onReset={list.reset} extra={columnChooser}>
          <TextInput
            label={t("trip.name")}
            placeholder={t("trip.namePlaceholder")}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            w={200}
          />
          <TextInput
            label={t("trip.code")}
            placeholder={t("trip.codePlaceholder")}
            value={draft.code}
            onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value })}
            w={180}
          />
          <Select
            label={t("trip.state")}
            placeholder={t("trip.anyState")}
            data={TRIP_STATE_NAMES.map((value) => ({ value, label: t(tripStateLabel(value)) }))}
            value={draft.state || null}
            onChange={(value) => {
              const next = { ...draft, state: value ?? "" };
              setDraft(next);
              list.setFilters(next);
            }}
            clearable
            allowDeselect
            w={160}
          />
        </ListToolbar>
      )}
      rowActions={(trip) => <TripActions trip={trip} onChanged={list.refetch} />}
      minWidth={760}
      empty={{
        icon: <IconMap2 size={28} aria-hidden />,
        title: t("trip.emptyTitle"),
        description: t("trip.emptyText"),
        action: createButton,
      }}
    />
  );
}
