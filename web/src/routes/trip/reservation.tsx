import { useState } from "react";
import { Button, Select, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconChartBar, IconSpeakerphone, IconTicket, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { ReservationListQueryVariables } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { useCurrentRoute } from "@/routes/current-route";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { LoadError } from "@/shared/LoadError";
import { PageHeader } from "@/shared/PageHeader";
import {
  ColumnChooser,
  DataTable,
  DEFAULT_PAGE_SIZE,
  ListPagination,
  ListToolbar,
  useColumnVisibility,
  useListParams,
} from "@/shared/list";
import { DateShiftFilter } from "./reservation/DateShiftFilter";
import { ExportButton } from "@/shared/export";
import { NotifyDialog } from "./reservation/NotifyDialog";
import { passengerColumns, type PassengerRow } from "./reservation/passenger-columns";
import { reservationSearch, reservationsExportPath } from "./reservation/reservation-links";
import { STATISTICS_ROUTE_KEY } from "./reservation/statistics-query";
import { isTicketStatus, TICKET_STATUSES, ticketStatusLabel } from "@/shared/ticket-status";
import { TripSelect } from "@/shared/TripSelect";
import { useTenantTimeZone } from "@/shared/time/use-tenant-time-zone";

export const ReservationListQuery = graphql(`
  query ReservationList($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {
    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {
      items {
        id
        ticketNumber
        date
        shift
        option
        passengerName
        passengerType
        status
        held
        checkedBy
        checkTime
      }
      total
      page
      pageSize
    }
  }
`);

const FILTER_KEYS = ["tripId", "date", "shift", "status"] as const;

/** Reservation: a trip's passengers by date and shift, their export, and a message to them. */
export default function ReservationScreen() {
  const { t } = useI18n();
  const title = t(useCurrentRoute().title);
  const list = useListParams(FILTER_KEYS);
  const { tripId, date, shift } = list.filters;
  const status = isTicketStatus(list.filters.status) ? list.filters.status : undefined;
  const can = useCan();
  const mayReadStatistics = useShell().pageKeys.has(STATISTICS_ROUTE_KEY);
  const [notifying, setNotifying] = useState(false);

  const variables: ReservationListQueryVariables = {
    tripId,
    date: date || undefined,
    shift: shift || undefined,
    status,
    page: { number: list.page, size: DEFAULT_PAGE_SIZE },
  };
  const { data, previousData, error, refetch, loading } = useQuery(ReservationListQuery, {
    variables,
    skip: !tripId,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;

  // A chosen date or shift is the same on every row: its column would only repeat the filter.
  const columns = passengerColumns(t, useTenantTimeZone()).filter(
    (column) => !(column.key === "date" && date) && !(column.key === "shift" && shift),
  );
  const visibility = useColumnVisibility("reservation", columns);
  const filtered = Boolean(date || shift || status);
  const exportSearch = reservationSearch({ tripId, date, shift, status });

  return (
    <>
      <PageHeader
        title={title}
        actions={
          tripId ? (
            <>
              {mayReadStatistics ? (
                <Button
                  component={Link}
                  to={`/trip/${STATISTICS_ROUTE_KEY}${reservationSearch({ tripId })}`}
                  variant="subtle"
                  leftSection={<IconChartBar size={16} aria-hidden />}
                >
                  {t("reservation.seatStatistics")}
                </Button>
              ) : null}
              <ExportButton
                url={reservationsExportPath("csv") + exportSearch}
                xlsxUrl={reservationsExportPath("xlsx") + exportSearch}
                disabled={shown?.reservations.total === 0}
              />
              {can("/reservation/notify") ? (
                <Tooltip label={t("reservation.notifyNeedsDate")} disabled={Boolean(date)} withArrow>
                  {/* A disabled button fires no pointer events: the wrapper keeps the tooltip working. */}
                  <span>
                    <Button
                      leftSection={<IconSpeakerphone size={16} aria-hidden />}
                      disabled={!date}
                      onClick={() => setNotifying(true)}
                    >
                      {t("reservation.notify")}
                    </Button>
                  </span>
                </Tooltip>
              ) : null}
            </>
          ) : null
        }
      />
      <ListToolbar
        onSearch={() => void refetch()}
        onReset={() => list.setFilters({ date: "", shift: "", status: "" })}
        extra={<ColumnChooser columns={columns} visibility={visibility} />}
      >
        <TripSelect
          value={tripId}
          onChange={(next) => list.setFilters({ tripId: next, date: "", shift: "", status: "" })}
        />
        <DateShiftFilter tripId={tripId} date={date} shift={shift} onChange={(next) => list.setFilters(next)} />
        <Select
          label={t("reservation.status")}
          placeholder={t("reservation.anyStatus")}
          data={TICKET_STATUSES.map((value) => ({ value, label: t(ticketStatusLabel(value)) }))}
          value={status ?? null}
          onChange={(next) => list.setFilters({ status: next ?? "" })}
          clearable
          disabled={!tripId}
          w={170}
          comboboxProps={{ width: "max-content", position: "bottom-start" }}
        />
      </ListToolbar>
      {!tripId ? (
        <EmptyNotice
          icon={<IconTicket size={28} aria-hidden />}
          title={t("reservation.chooseTripTitle")}
          description={t("reservation.chooseTripText")}
        />
      ) : error && !shown ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable<PassengerRow>
            label={title}
            columns={columns}
            visible={visibility.visible}
            rows={shown?.reservations.items}
            rowKey={(ticket) => ticket.id}
            stale={loading && shown !== undefined && data === undefined}
            minWidth={820}
            empty={
              <EmptyNotice
                bare
                icon={<IconUsers size={28} aria-hidden />}
                title={filtered ? t("list.noMatchTitle") : t("reservation.emptyTitle")}
                description={filtered ? t("list.noMatchText") : t("reservation.emptyText")}
                action={
                  filtered ? (
                    <Button variant="light" onClick={() => list.setFilters({ date: "", shift: "", status: "" })}>
                      {t("list.clearFilters")}
                    </Button>
                  ) : undefined
                }
              />
            }
          />
          <ListPagination
            page={list.page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={shown?.reservations.total}
            onChange={list.setPage}
          />
        </>
      )}
      {date ? (
        <NotifyDialog
          opened={notifying}
          onClose={() => setNotifying(false)}
          tripId={tripId}
          date={date}
          shift={shift}
        />
      ) : null}
    </>
  );
}
