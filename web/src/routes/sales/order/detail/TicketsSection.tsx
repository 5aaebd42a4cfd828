import { Text } from "@mantine/core";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TicketsSection_OrderFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { DataTable, NoValue, type DataColumn } from "@/shared/list";
import { DetailSection } from "../../shared/DetailSection";
import { TicketStatusBadge } from "../../shared/StateBadge";
import { PassengerCell, TicketNumberCell } from "../../shared/TicketCells";
import { useTenantTime } from "@/shared/time/use-tenant-time";

export const TicketsSection_order = graphql(`
  fragment TicketsSection_order on Order {
    tickets {
      id
      ticketNumber
      tripName
      date
      shift
      option
      passengerName
      passengerType
      status
      checkedBy
      checkTime
    }
  }
`);

type Ticket = TicketsSection_OrderFragment["tickets"][number];

/** One row per ticket: number, passenger, trip, shift, option, state and check-in. */
export function TicketsSection({ order: ref }: { order: FragmentType<typeof TicketsSection_order> }) {
  const { tickets } = getFragmentData(TicketsSection_order, ref);
  const { t } = useI18n();
  const time = useTenantTime();
  const columns: DataColumn<Ticket>[] = [
    {
      key: "ticketNumber",
      label: t("orders.ticketNumber"),
      cell: (ticket) => <TicketNumberCell number={ticket.ticketNumber} />,
    },
    {
      key: "passenger",
      label: t("orders.passenger"),
      minWidth: 130,
      cell: (ticket) => <PassengerCell name={ticket.passengerName} type={ticket.passengerType} />,
    },
    {
      key: "trip",
      label: t("orders.trip"),
      minWidth: 170,
      cell: (ticket) => (
        <>
          <Text size="sm">{ticket.tripName}</Text>
          <Text size="xs" c="dimmed">
            {formatDate(ticket.date)}
          </Text>
        </>
      ),
    },
    { key: "shift", label: t("orders.shift"), cell: (ticket) => ticket.shift ?? <NoValue /> },
    { key: "option", label: t("orders.option"), cell: (ticket) => ticket.option ?? <NoValue /> },
    { key: "status", label: t("orders.status"), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { key: "checkedBy", label: t("orders.checkedBy"), cell: (ticket) => ticket.checkedBy ?? <NoValue /> },
    {
      key: "checkTime",
      label: t("orders.checkTime"),
      cell: (ticket) => <span style={{ whiteSpace: "nowrap" }}>{time.format(ticket.checkTime) ?? <NoValue />}</span>,
    },
  ];
  return (
    <DetailSection title={t("orders.section.tickets")} bare>
      <DataTable<Ticket>
        label={t("orders.section.tickets")}
        columns={columns}
        visible={columns.map((column) => column.key)}
        rows={tickets}
        rowKey={(ticket) => ticket.id}
        minWidth={820}
        empty={
          <Text p="md" size="sm" c="dimmed">
            {t("orders.noTickets")}
          </Text>
        }
      />
    </DetailSection>
  );
}
