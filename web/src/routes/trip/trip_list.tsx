import { ActionIcon, Badge, Button, Group, Select, Text, TextInput, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCalendarEvent, IconMap2, IconPlus, IconPoint, IconStack2 } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { TripListQuery as TripListData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import {
  ColumnChooser,
  type DataColumn,
  DataTable,
  DEFAULT_PAGE_SIZE,
  ListEmpty,
  ListPagination,
  ListToolbar,
  useColumnVisibility,
  useFilterDraft,
  useListParams,
} from "@/shared/list";
import { TripActions } from "./TripActions";
import { isTripState, TRIP_STATE_COLORS, TRIP_STATES, tripStateLabel } from "./trip-state";

export const TripListQuery = graphql(`
  query TripList($filter: TripFilter, $page: PageInput) {
    trips(filter: $filter, page: $page) {
      items {
        id
        code
        name
        grouped
        price
        views
        bookings
        state
        ...TripActions_trip
      }
      total
      page
      pageSize
    }
  }
`);

type TripRow = TripListData["trips"]["items"][number];

const FILTER_KEYS = ["name", "code", "state"] as const;

/** Trip List: search by name, Trip ID and state; row menu to duplicate, deactivate and edit. */
export default function TripListScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const list = useListParams(FILTER_KEYS);
  const [draft, setDraft] = useFilterDraft(list.filters);

  const state = isTripState(list.filters.state) ? list.filters.state : undefined;
  const variables = {
    filter: { name: list.filters.name || undefined, code: list.filters.code || undefined, state },
    page: { number: list.page, size: DEFAULT_PAGE_SIZE },
  };
  const { data, previousData, error, refetch, loading } = useQuery(TripListQuery, {
    variables,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;

  const columns: DataColumn<TripRow>[] = [
    {
      key: "code",
      label: t("trip.code"),
      fixed: true,
      cell: (trip) => (
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {trip.code}
        </Text>
      ),
    },
    { key: "name", label: t("trip.name"), minWidth: 180, cell: (trip) => <Text size="sm">{trip.name}</Text> },
    {
      key: "type",
      label: t("trip.type"),
      cell: (trip) => (
        <Group gap={6} wrap="nowrap" c={trip.grouped ? undefined : "dimmed"}>
          {trip.grouped ? <IconStack2 size={15} aria-hidden /> : <IconPoint size={15} aria-hidden />}
          <Text size="sm" c={trip.grouped ? undefined : "gray.7"}>
            {trip.grouped ? t("trip.grouped") : t("trip.single")}
          </Text>
        </Group>
      ),
    },
    { key: "price", label: t("trip.price"), align: "right", cell: (trip) => trip.price },
    {
      key: "reservation",
      label: t("trip.reservation"),
      align: "center",
      cell: (trip) => (
        <Tooltip label={t("trip.reservationLink")} withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={`/trip/reservation?tripId=${encodeURIComponent(trip.id)}`}
            variant="subtle"
            aria-label={t("trip.reservationOf", { code: trip.code })}
          >
            <IconCalendarEvent size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
    { key: "views", label: t("trip.views"), align: "right", cell: (trip) => trip.views },
    { key: "bookings", label: t("trip.bookings"), align: "right", cell: (trip) => trip.bookings },
    {
      key: "status",
      label: t("trip.status"),
      cell: (trip) => (
        <Badge variant="light" color={TRIP_STATE_COLORS[trip.state]} radius="sm" tt="none" fw={600} miw="max-content">
          {t(tripStateLabel(trip.state))}
        </Badge>
      ),
    },
  ];
  const visibility = useColumnVisibility("trip_list", columns);
  const filtered = FILTER_KEYS.some((key) => list.filters[key] !== "");

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button
              component={Link}
              to="/trip/grouped_trip_add"
              variant="default"
              leftSection={<IconStack2 size={16} aria-hidden />}
            >
              {t("trip.createGrouped")}
            </Button>
            <Button component={Link} to="/trip/trip_add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t("trip.create")}
            </Button>
          </>
        }
      />
      <ListToolbar
        onSearch={() => list.setFilters(draft)}
        onReset={list.reset}
        extra={<ColumnChooser columns={columns} visibility={visibility} />}
      >
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
          data={TRIP_STATES.map((value) => ({ value, label: t(tripStateLabel(value)) }))}
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
      {error && !shown ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable<TripRow>
            label={title}
            columns={columns}
            visible={visibility.visible}
            rows={shown?.trips.items}
            rowKey={(trip) => trip.id}
            stale={loading && shown !== undefined && data === undefined}
            rowActions={(trip) => <TripActions trip={trip} onChanged={() => void refetch()} />}
            minWidth={760}
            empty={
              <ListEmpty
                icon={<IconMap2 size={28} aria-hidden />}
                filtered={filtered}
                onClearFilters={list.reset}
                title={t("trip.emptyTitle")}
                description={t("trip.emptyText")}
                action={
                  <Button component={Link} to="/trip/trip_add" leftSection={<IconPlus size={16} aria-hidden />}>
                    {t("trip.create")}
                  </Button>
                }
              />
            }
          />
          <ListPagination
            page={list.page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={shown?.trips.total}
            onChange={list.setPage}
          />
        </>
      )}
    </>
  );
}
