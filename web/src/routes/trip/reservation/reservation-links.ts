import { listSearchOf } from "@/shared/list/list-state";

/** The gateway's CSV export of a passenger list (gateway/src/modules/export). */
export const RESERVATIONS_CSV_PATH = "/exports/reservations.csv";

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
