import { useState } from "react";
import { Button, Select, Tooltip } from "@mantine/core";
import { IconChartBar, IconSpeakerphone, IconTicket, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import { useI18n } from "@/i18n/i18n";
import { useCan, useShell } from "@/layout/shell-context";
import { EmptyNotice } from "@/shared/EmptyNotice";
import { ExportButton } from "@/shared/export";
import { ListToolbar, PagedList, usePagedListQuery } from "@/shared/list";
import { TICKET_STATUS_NAMES, ticketStatusLabel } from "@/shared/ticket-status";
import { TripSelect } from "@/shared/TripSelect";
import { useTenantTimeZone } from "@/shared/time/use-tenant-time-zone";
import { DateShiftFilter } from "./reservation/DateShiftFilter";
import { NotifyDialog } from "./reservation/NotifyDialog";
import { passengerColumns, PassengerRow_ticket } from "./reservation/passenger-columns";
import {
  isReservationFiltered,
  RESERVATION_FILTER_KEYS,
  RESERVATION_SUBJECT,
  ticketStatusOf,
  toReservationArgs,
} from "./reservation/reservation-filters";
import { reservationSearch, reservationsExportPath } from "./reservation/reservation-links";
import { STATISTICS_ROUTE_KEY } from "./reservation/statistics-query";

const ReservationListQuery = graphql(`
  query ReservationList($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {
    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {
      items {
        ...PassengerRow_ticket
      }
      total
    }
  }
`);

/** Reservation: a trip's passengers by date and shift, their export, and a message to them. */
export default function ReservationScreen() {
  const { t } = useI18n();
  const can = useCan();
  const mayReadStatistics = useShell().pageKeys.has(STATISTICS_ROUTE_KEY);
  const timeZone = useTenantTimeZone();
  const [notifying, setNotifying] = useState(false);
  const list = usePagedListQuery({
    query: ReservationListQuery,
    row: PassengerRow_ticket,
    filterKeys: RESERVATION_FILTER_KEYS,
    variables: (filters, page) => ({ ...toReservationArgs(filters), page }),
    page: (data) => data.reservations,
    subject: RESERVATION_SUBJECT,
    isFiltered: isReservationFiltered,
  });
  const { tripId, date, shift } = list.filters;
  const status = ticketStatusOf(list.filters);

  // A chosen date or shift is the same on every row: its column would only repeat the filter.
  const columns = passengerColumns(t, timeZone).filter(
    (column) => !(column.key === "date" && date) && !(column.key === "shift" && shift),
  );
  const exportSearch = reservationSearch({ tripId, date, shift, status });

  return (
    <>
      <PagedList
        list={list}
        columns={columns}
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
                disabled={list.total === 0}
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
        toolbar={(columnChooser) => (
          <ListToolbar onSearch={list.refetch} onReset={list.reset} extra={columnChooser}>
            <TripSelect
              value={tripId}
              onChange={(next) => list.setFilters({ tripId: next, date: "", shift: "", status: "" })}
            />
            <DateShiftFilter tripId={tripId} date={date} shift={shift} onChange={(next) => list.setFilters(next)} />
            <Select
              label={t("reservation.status")}
              placeholder={t("reservation.anyStatus")}
              data={TICKET_STATUS_NAMES.map((value) => ({ value, label: t(ticketStatusLabel(value)) }))}
              value={status ?? null}
              onChange={(next) => list.setFilters({ status: next ?? "" })}
              clearable
              disabled={!tripId}
              w={170}
              comboboxProps={{ width: "max-content", position: "bottom-start" }}
            />
          </ListToolbar>
        )}
        placeholder={
          tripId ? undefined : (
            <EmptyNotice
              icon={<IconTicket size={28} aria-hidden />}
              title={t("reservation.chooseTripTitle")}
              description={t("reservation.chooseTripText")}
            />
          )
        }
        minWidth={820}
        empty={{
          icon: <IconUsers size={28} aria-hidden />,
          title: t("reservation.emptyTitle"),
          description: t("reservation.emptyText"),
        }}
      />
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
