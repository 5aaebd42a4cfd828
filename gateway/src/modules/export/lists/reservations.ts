/**
 * `/exports/reservations.csv|.xlsx?tripId=&date=&shift=&status=`: a trip's passenger list, read as the arguments of
 * `reservations` (a trip of another tenant answers 404).
 */
import { CODE_LABELS } from "#rules";
import type { ReservationsArgs } from "../../reservation/reservation.args";
import { readReservations } from "../../reservation/reservation.resolver";
import type { Ticket } from "../../reservation/reservation.type";
import { dateColumn, timeColumn } from "../columns";
import { yesNo } from "../labels";
import type { ListExport } from "../list-export";

type ReservationsExportArgs = Omit<ReservationsArgs, "page">;

export const reservationsExport: ListExport<ReservationsExportArgs, Ticket> = {
  name: "reservations",
  sheetName: "Passengers",
  access: { page: "reservation" },
  input: { fieldArguments: "reservations", except: ["page"] },
  toArgs: (args) => args as ReservationsExportArgs,
  readPage: readReservations,
  /** e.g. `reservations-12-2025-07-01-Morning`. */
  baseName: ({ tripId, date, shift, status }) =>
    ["reservations", tripId, date, shift, status?.toLowerCase()].filter(Boolean).join("-"),
  columns: (timeZone) => [
    { header: "Ticket number", value: (ticket) => ticket.ticketNumber },
    { header: "Order number", value: (ticket) => ticket.orderNumber },
    dateColumn("Date", (ticket) => ticket.date),
    { header: "Shift", value: (ticket) => ticket.shift },
    { header: "Passenger", value: (ticket) => ticket.passengerName },
    { header: "Passenger type", value: (ticket) => CODE_LABELS["reservation.passengerType"][ticket.passengerType] },
    { header: "Option", value: (ticket) => ticket.option },
    { header: "Status", value: (ticket) => CODE_LABELS["reservation.status"][ticket.status] },
    { header: "Payment pending", value: (ticket) => yesNo(ticket.held) },
    { header: "Checked by", value: (ticket) => ticket.checkedBy },
    timeColumn("Check time", timeZone, (ticket) => ticket.checkTime),
  ],
};
