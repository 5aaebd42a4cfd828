import type { MantineColor } from "@mantine/core";
import { isCodeName, namesOf, TICKET_STATUSES } from "#rules";
import type { PassengerType, TicketStatus } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

/** Filter order of the ticket states: the rules' table (docs/sales-contract.md section 2). */
export const TICKET_STATUS_NAMES: readonly TicketStatus[] = namesOf(TICKET_STATUSES);

/**
 * The ticket state family's one colour scheme: actionable states (normal, checked in) calm, money moving back
 * (refunds) orange to grey, disputes red.
 */
export const TICKET_STATUS_COLORS: Record<TicketStatus, MantineColor> = {
  NORMAL: "blue",
  CHECKED_IN: "green",
  RESCHEDULE: "cyan",
  CHANGE: "indigo",
  CHARGEBACK: "red",
  REFUND_VOID: "gray",
  REFUNDING: "orange",
  REFUNDED: "gray",
  FRAUDULENT_CHARGEBACK: "red",
  MERCHANT_CHARGEBACK: "pink",
};

export const ticketStatusLabel = (status: TicketStatus): MessageKey => `reservation.status.${status}`;
export const passengerTypeLabel = (type: PassengerType): MessageKey => `reservation.passengerType.${type}`;

export function isTicketStatus(value: string): value is TicketStatus {
  return isCodeName(TICKET_STATUSES, value);
}
