/** What a scan came to, as the screen shows it (docs/sales-contract.md, "Check-in"). */
import { graphQLErrorsOf } from "@/apollo/error-policy";
import { refusalOf } from "@/apollo/error-catalogue";
import type { PassengerType } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";

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

export type Outcome =
  | { kind: "ok"; key: number; ticket: CheckedInTicket; undone?: boolean }
  | { kind: "refused"; key: number; input: string; reason: string }
  | { kind: "queued"; key: number; input: string };

/** Undo is offered as long as the vendor API allows it (service.ts UNDO_MINUTES). */
export const UNDO_MS = 5 * 60_000;

/** A network failure (no GraphQL answer at all): the scan is kept for later instead of refused. */
export const isNetworkFailure = (error: unknown) => graphQLErrorsOf(error) === undefined;

/** The refusal in the console's words; "already checked in" with its time in the tenant's zone. */
export function refusalReason(error: unknown, t: Translate, formatTime: (iso: string) => string | null): string {
  const first = graphQLErrorsOf(error)?.[0];
  if (!first) return t("checkIn.networkError");
  const params = first.extensions?.params as { by?: string; at?: string } | undefined;
  if (first.extensions?.key === "checkIn.alreadyCheckedIn" && params?.at)
    return t("checkIn.alreadyBy", { by: params.by ?? "", at: formatTime(params.at) ?? params.at });
  return refusalOf(first);
}
