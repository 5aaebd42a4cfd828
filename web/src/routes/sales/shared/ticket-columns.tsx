import { Text } from "@mantine/core";
import type { PassengerType } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { passengerTypeLabel } from "@/shared/ticket-status";

/**
 * Columns of the sales screens' ticket tables (order detail, refund order detail). Each screen names them with its
 * own texts, so the builders take the header.
 */
export function ticketNumberColumn<T extends { ticketNumber: string }>(label: string): DataColumn<T> {
  return {
    key: "ticketNumber",
    label,
    cell: (ticket) => (
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {ticket.ticketNumber}
      </Text>
    ),
  };
}

/** The passenger's name over their passenger type. */
export function passengerColumn<T extends { passengerName: string; passengerType: PassengerType }>(
  t: Translate,
  label: string,
): DataColumn<T> {
  return {
    key: "passenger",
    label,
    minWidth: 130,
    cell: (ticket) => (
      <>
        <Text size="sm">{ticket.passengerName}</Text>
        <Text size="xs" c="dimmed">
          {t(passengerTypeLabel(ticket.passengerType))}
        </Text>
      </>
    ),
  };
}

/** The trip's name over what the table says of it beneath (a ticket's date and option, or an order line's trip code). */
export function tripColumn<T extends { tripName: string }>(
  label: string,
  minWidth: number,
  beneath: (row: T) => React.ReactNode,
): DataColumn<T> {
  return {
    key: "trip",
    label,
    minWidth,
    cell: (row) => (
      <>
        <Text size="sm">{row.tripName}</Text>
        <Text size="xs" c="dimmed">
          {beneath(row)}
        </Text>
      </>
    ),
  };
}
