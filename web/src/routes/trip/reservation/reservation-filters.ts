/** The passenger list's URL params and the `reservations` arguments they become. No React here. */
import type { ReservationListQueryVariables } from "@/gql/graphql";
import { isTicketStatus } from "@/shared/ticket-status";

export const RESERVATION_FILTER_KEYS = ["tripId", "date", "shift", "status"] as const;
export type ReservationFilterKey = (typeof RESERVATION_FILTER_KEYS)[number];
export type ReservationFilters = Record<ReservationFilterKey, string>;

/** The trip is the list's subject, not a filter: nothing is listed without it, Reset and "Clear filters" keep it. */
export const RESERVATION_SUBJECT: readonly ReservationFilterKey[] = ["tripId"];

/** An unknown status is left out, as unset params are. */
export const ticketStatusOf = (filters: ReservationFilters) =>
  isTicketStatus(filters.status) ? filters.status : undefined;

export function toReservationArgs(filters: ReservationFilters): Omit<ReservationListQueryVariables, "page"> {
  return {
    tripId: filters.tripId,
    date: filters.date || undefined,
    shift: filters.shift || undefined,
    status: ticketStatusOf(filters),
  };
}

/** Whether the passengers are narrowed by date, shift or a known status. */
export const isReservationFiltered = (filters: ReservationFilters): boolean =>
  Boolean(filters.date || filters.shift || ticketStatusOf(filters));
