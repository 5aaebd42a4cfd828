import { Badge, Group, Text, Tooltip } from "@mantine/core";
import { graphql } from "@/gql";
import type { PassengerRow_TicketFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { NoValue, type DataColumn } from "@/shared/list";
import { formatDate, formatDateTime } from "@/shared/time/format-time";
import { passengerTypeLabel, TICKET_STATUS_COLORS, ticketStatusLabel } from "@/shared/ticket-status";

export const PassengerRow_ticket = graphql(`
  fragment PassengerRow_ticket on Ticket {
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
`);

/** A passenger's ticket of the list, as its columns read it. */
export type PassengerRow = PassengerRow_TicketFragment;

/** The passenger list's columns: ticket, when, who, what they booked, state and check-in. */
export function passengerColumns(t: Translate, timeZone: string | undefined): DataColumn<PassengerRow>[] {
  return [
    {
      key: "ticketNumber",
      label: t("reservation.ticketNumber"),
      fixed: true,
      cell: (ticket) => (
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {ticket.ticketNumber}
        </Text>
      ),
    },
    {
      key: "date",
      label: t("reservation.date"),
      cell: (ticket) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(ticket.date)}</span>,
    },
    { key: "shift", label: t("reservation.shift"), cell: (ticket) => ticket.shift ?? <NoValue /> },
    {
      key: "passenger",
      label: t("reservation.passenger"),
      minWidth: 150,
      cell: (ticket) => <Text size="sm">{ticket.passengerName}</Text>,
    },
    {
      key: "passengerType",
      label: t("reservation.passengerType"),
      cell: (ticket) => t(passengerTypeLabel(ticket.passengerType)),
    },
    { key: "option", label: t("reservation.option"), cell: (ticket) => ticket.option ?? <NoValue /> },
    {
      key: "status",
      label: t("reservation.status"),
      cell: (ticket) => (
        <Group gap={6} wrap="nowrap">
          <Badge
            variant="light"
            color={TICKET_STATUS_COLORS[ticket.status]}
            radius="sm"
            tt="none"
            fw={600}
            miw="max-content"
          >
            {t(ticketStatusLabel(ticket.status))}
          </Badge>
          {ticket.held ? (
            <Tooltip label={t("reservation.heldHint")} withArrow openDelay={300}>
              <Badge variant="outline" color="yellow" radius="sm" tt="none" fw={600} miw="max-content">
                {t("reservation.held")}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
    { key: "checkedBy", label: t("reservation.checkedBy"), cell: (ticket) => ticket.checkedBy ?? <NoValue /> },
    {
      key: "checkTime",
      label: t("reservation.checkTime"),
      cell: (ticket) =>
        ticket.checkTime && timeZone ? (
          <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(ticket.checkTime, timeZone)}</span>
        ) : (
          <NoValue />
        ),
    },
  ];
}
