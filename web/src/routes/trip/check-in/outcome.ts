/** What a scan came to, as the screen shows it (docs/sales-contract.md, "Check-in"). */
import { graphQLErrorsOf } from "@/apollo/error-policy";
import { refusalOf } from "@/apollo/error-catalogue";
import type { PassengerType } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import { formatDate } from "@/shared/time/format-time";

export interface CheckedInTicket {
  ticketNumber: string;
  passengerName: string;
  passengerType: PassengerType;
  tripName: string;
  date: string;
  shift?: string | null;
  checkedBy?: string | null;
  checkTime?: string | null;
}

/** The departure a refused ticket is of (checkIn.otherDeparture's params), for "check in anyway". */
export interface TicketDeparture {
  trip: string;
  date: string;
  shift: string;
}

/**
 * `undone` marks an answer a later Undo made stale: the check-in it reports (or the one that made the ticket
 * "already checked in") is no longer there.
 */
export type Outcome =
  | { kind: "ok"; key: number; ticket: CheckedInTicket; undone?: boolean }
  | {
      kind: "refused";
      key: number;
      input: string;
      reason: string;
      /** Refused as another departure's: the desk may check it in anyway. */
      departure?: TicketDeparture;
      /** Refused as already checked in: the number whose undo makes this answer stale. */
      alreadyCheckedIn?: string;
      undone?: boolean;
    }
  | { kind: "queued"; key: number; input: string };

/** The ticket number a typed number or a scanned code (VT1.<number>.<mac>, ticket-code.ts) names. */
export const ticketNumberOf = (input: string) => (input.startsWith("VT1.") ? (input.split(".")[1] ?? input) : input);

/** Undo is offered as long as the vendor API allows it (service.ts UNDO_MINUTES). */
export const UNDO_MS = 5 * 60_000;

/** A network failure (no GraphQL answer at all): the scan is kept for later instead of refused. */
export const isNetworkFailure = (error: unknown) => graphQLErrorsOf(error) === undefined;

/** The refusal in the console's words; "already checked in" with its time in the tenant's zone, dates as MM/DD/YYYY. */
export function refusalReason(error: unknown, t: Translate, formatTime: (iso: string) => string | null): string {
  const first = graphQLErrorsOf(error)?.[0];
  if (!first) return t("checkIn.networkError");
  const params = first.extensions?.params as { by?: string; at?: string } | undefined;
  if (first.extensions?.key === "checkIn.alreadyCheckedIn" && params?.at)
    return t("checkIn.alreadyBy", { by: params.by ?? "", at: formatTime(params.at) ?? params.at });
  const departure = otherDepartureOf(error);
  if (departure)
    return refusalOf({
      ...first,
      extensions: { ...first.extensions, params: { ...departure, date: formatDate(departure.date) } },
    });
  return refusalOf(first);
}

/** The ticket's own departure when it was refused as another departure's (checkIn.otherDeparture). */
export function otherDepartureOf(error: unknown): TicketDeparture | undefined {
  const first = graphQLErrorsOf(error)?.[0];
  if (first?.extensions?.key !== "checkIn.otherDeparture") return undefined;
  const params = first.extensions.params as Partial<TicketDeparture> | undefined;
  if (!params?.date) return undefined;
  return { trip: params.trip ?? "", date: params.date, shift: params.shift ?? "" };
}

/** Whether the refusal is "already checked in" (an Undo of that ticket makes it stale). */
export const isAlreadyCheckedIn = (error: unknown) =>
  graphQLErrorsOf(error)?.[0]?.extensions?.key === "checkIn.alreadyCheckedIn";
