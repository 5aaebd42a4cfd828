import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { TicketsSection_OrderFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { NoValue, type DataColumn } from "@/shared/list";
import { DetailTable } from "../../shared/DetailTable";
import { TicketStatusBadge } from "../../shared/StateBadge";
import { passengerColumn, ticketNumberColumn, tripColumn } from "../../shared/ticket-columns";
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
    ticketNumberColumn(t("orders.ticketNumber")),
    passengerColumn(t, t("orders.passenger")),
    tripColumn(t("orders.trip"), 170, (ticket) => formatDate(ticket.date)),
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
    <DetailTable
      title={t("orders.section.tickets")}
      columns={columns}
      rows={tickets}
      minWidth={820}
      emptyText={t("orders.noTickets")}
    />
  );
}
