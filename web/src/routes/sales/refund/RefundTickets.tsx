import { Text } from "@mantine/core";
import { getFragmentData, graphql, type FragmentType } from "@/gql";
import type { RefundTickets_RefundFragment } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";
import { ticketStatusLabel } from "@/shared/ticket-status";
import type { DataColumn } from "@/shared/list";
import { DetailTable } from "../shared/DetailTable";
import { Money } from "../shared/Money";
import { TicketStatusBadge } from "../shared/StateBadge";
import { passengerColumn, ticketNumberColumn, tripColumn } from "../shared/ticket-columns";

export const RefundTickets_refund = graphql(`
  fragment RefundTickets_refund on RefundOrder {
    fee
    feeDetails {
      ticketId
      price
      fee
    }
    refundTickets {
      id
      ticketNumber
      tripName
      date
      shift
      option
      passengerName
      passengerType
      status
      previousStatus
    }
  }
`);

type Ticket = RefundTickets_RefundFragment["refundTickets"][number];

/** The refunded tickets with their price and cancellation fee (the fee details), and the fee in total. */
export function RefundTickets({ refund: refundRef }: { refund: FragmentType<typeof RefundTickets_refund> }) {
  const refund = getFragmentData(RefundTickets_refund, refundRef);
  const { t } = useI18n();
  const fees = new Map(refund.feeDetails.map((detail) => [detail.ticketId, detail]));
  const money = (value: string | undefined) => (value ? <Money value={value} /> : "–");
  const columns: DataColumn<Ticket>[] = [
    ticketNumberColumn(t("refunds.ticketNumber")),
    tripColumn(t("refunds.trip"), 180, (ticket) =>
      [formatDate(ticket.date), ticket.shift, ticket.option].filter(Boolean).join(" · "),
    ),
    passengerColumn(t, t("refunds.passenger")),
    {
      key: "status",
      label: t("refunds.ticketStatus"),
      cell: (ticket) => (
        <>
          <TicketStatusBadge status={ticket.status} />
          {ticket.previousStatus !== ticket.status ? (
            <Text size="xs" c="dimmed" mt={2}>
              {t("refunds.previousStatus", { status: t(ticketStatusLabel(ticket.previousStatus)) })}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: "price", label: t("refunds.price"), align: "right", cell: (ticket) => money(fees.get(ticket.id)?.price) },
    { key: "fee", label: t("refunds.fee"), align: "right", cell: (ticket) => money(fees.get(ticket.id)?.fee) },
  ];
  return (
    <DetailTable
      title={t("refunds.tickets")}
      actions={
        <Text size="sm" c="dimmed">
          {t("refunds.feeTotal")} <Money value={refund.fee} strong />
        </Text>
      }
      columns={columns}
      rows={refund.refundTickets}
      minWidth={720}
    />
  );
}
