import { listSearchOf } from "@/shared/list/list-state";

/** The gateway's export of a passenger list as CSV or an Excel workbook (gateway/src/modules/export). */
export const reservationsExportPath = (format: "csv" | "xlsx") => `/exports/reservations.${format}`;

/** The search string of reservation filters, unset ones left out (links between the screens, the export URL). */
export function reservationSearch(filters: {
  tripId: string;
  date?: string | null;
  shift?: string | null;
  status?: string | null;
}): string {
  const present = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value ?? ""]));
  return listSearchOf({ filters: present, page: 1 });
}
