import { ActionIcon, Paper, SimpleGrid, Text, Tooltip } from "@mantine/core";
import { IconChartBar, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import type { ReservationStatisticsQuery as StatisticsData } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import { DataTable, ListToolbar, useListParams, type DataColumn } from "@/shared/list";
import { formatDate } from "@/shared/time/format-time";
import { reservationSearch } from "./reservation/reservation-links";
import { useReservationStatistics } from "./reservation/statistics-query";
import { TripSelect } from "@/shared/TripSelect";

type Statistics = StatisticsData["reservationStatistics"];
type SeatRow = Statistics["rows"][number];
type Counts = Statistics["total"];

const FILTER_KEYS = ["tripId"] as const;
const COUNT_KEYS = ["capacity", "sold", "locked", "available"] as const;

/** Reservation Statistics: a trip's seats per date and shift (capacity, sold, locked, available). */
export default function ReservationStatisticsScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const list = useListParams(FILTER_KEYS);
  const { tripId } = list.filters;
  const { data, previousData, error, refetch, loading } = useReservationStatistics(tripId);
  const shown = tripId ? (data ?? previousData) : undefined;
  const statistics = shown?.reservationStatistics;

  const count = (value: number | null) => value ?? t("reservation.unlimited");
  const columns: DataColumn<SeatRow>[] = [
    {
      key: "date",
      label: t("reservation.date"),
      cell: (row) => (
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {formatDate(row.date)}
        </Text>
      ),
    },
    { key: "shift", label: t("reservation.shift"), cell: (row) => row.shift ?? "–" },
    ...COUNT_KEYS.map((key) => ({
      key,
      label: t(`reservation.${key}`),
      align: "right" as const,
      cell: (row: SeatRow) => count(row[key]),
    })),
    {
      key: "passengers",
      label: t("reservation.passengers"),
      align: "center",
      width: 110,
      cell: (row) => {
        const when = row.shift ? `${formatDate(row.date)} · ${row.shift}` : formatDate(row.date);
        return (
          <Tooltip label={t("reservation.passengersOf", { when })} withArrow openDelay={300}>
            <ActionIcon
              component={Link}
              to={`/trip/reservation${reservationSearch({ tripId, date: row.date, shift: row.shift })}`}
              variant="subtle"
              aria-label={t("reservation.passengersOf", { when })}
            >
              <IconUsers size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={title} />
      <ListToolbar onSearch={() => void refetch()} onReset={list.reset}>
        <TripSelect value={tripId} onChange={(next) => list.setFilters({ tripId: next })} />
      </ListToolbar>
      {!tripId ? (
        <EmptyNotice
          icon={<IconChartBar size={28} aria-hidden />}
          title={t("reservation.chooseTripTitle")}
          description={t("reservation.chooseTripStatisticsText")}
        />
      ) : error && !shown ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <TotalSeats total={statistics?.total} />
          <DataTable<SeatRow>
            label={title}
            columns={columns}
            visible={columns.map((column) => column.key)}
            rows={statistics?.rows}
            rowKey={(row) => `${row.date} ${row.shift ?? ""}`}
            stale={loading && statistics?.tripId !== tripId}
            minWidth={620}
            empty={
              <EmptyNotice
                bare
                icon={<IconChartBar size={28} aria-hidden />}
                title={t("reservation.noSeatsTitle")}
                description={t("reservation.noSeatsText")}
              />
            }
          />
        </>
      )}
    </>
  );
}

/** The whole trip's seats above the per-date table. */
function TotalSeats({ total }: { total: Counts | undefined }) {
  const { t } = useI18n();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md" aria-label={t("reservation.totals")} role="group">
      {COUNT_KEYS.map((key) => (
        <Paper key={key} withBorder radius="md" px="md" py="sm">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t(`reservation.${key}`)}
          </Text>
          <Text fz={22} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
            {total === undefined ? "\u00a0" : (total[key] ?? t("reservation.unlimited"))}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
