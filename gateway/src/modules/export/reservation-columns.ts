import type { PassengerType, TicketStatus } from "../reservation/reservation.enums";
import type { Ticket } from "../reservation/reservation.type";
import type { ExportColumn } from "./columns";
import { formatDate, formatDateTime } from "./format-time";

/** The seed's ticket state labels, as an operator reads them in a spreadsheet. */
const STATUS_LABELS: Record<TicketStatus, string> = {
  NORMAL: "Normal",
  CHECKED_IN: "Checked-in",
  RESCHEDULE: "Rescheduled",
  CHANGE: "Change",
  CHARGEBACK: "Chargeback",
  REFUND_VOID: "Refund",
  REFUNDING: "Refunding",
  REFUNDED: "Refunded",
  FRAUDULENT_CHARGEBACK: "Fraudulent chargeback",
  MERCHANT_CHARGEBACK: "Merchant chargeback",
};

const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  ADULT: "Adult",
  CHILD: "Child",
  INFANT: "Infant",
  ELDER: "Elder",
};

/** The passenger list's columns (the reservation screen's, plus order, date and shift); times in the tenant's zone. */
export function reservationColumns(timeZone: string | null): ExportColumn<Ticket>[] {
  return [
    { header: "Ticket number", value: (ticket) => ticket.ticketNumber },
    { header: "Order number", value: (ticket) => ticket.orderNumber },
    { header: "Date", value: (ticket) => formatDate(ticket.date) },
    { header: "Shift", value: (ticket) => ticket.shift },
    { header: "Passenger", value: (ticket) => ticket.passengerName },
    { header: "Passenger type", value: (ticket) => PASSENGER_TYPE_LABELS[ticket.passengerType] },
    { header: "Option", value: (ticket) => ticket.option },
    { header: "Status", value: (ticket) => STATUS_LABELS[ticket.status] },
    { header: "Payment pending", value: (ticket) => (ticket.held ? "Yes" : "No") },
    { header: "Checked by", value: (ticket) => ticket.checkedBy },
    { header: `Check time (${timeZone ?? "UTC"})`, value: (ticket) => formatDateTime(ticket.checkTime, timeZone) },
  ];
}
