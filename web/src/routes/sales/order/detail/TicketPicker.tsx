import type { ReactNode } from "react";
import { Checkbox, Group, Stack, Text, type CheckboxGroupProps } from "@mantine/core";
import type { PassengerType, TicketStatus } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { passengerTypeLabel } from "@/shared/ticket-status";
import { TicketStatusBadge } from "../../shared/StateBadge";

/** Orders whose tickets can be cancelled or moved: unpaid ones and paid ones (docs/sales-contract.md 13, 14). */
const TICKET_ACTION_STATES: readonly string[] = ["UNPAID", "COMPLETED", "UNSHIPPED"];

/** The tickets a cancellation or a move can take: the valid ones (not checked in, refunded or cancelled). */
export function validTicketsOf<T extends { status: string }>(order: { state: string; tickets: readonly T[] }): T[] {
  return TICKET_ACTION_STATES.includes(order.state) ? order.tickets.filter((ticket) => ticket.status === "NORMAL") : [];
}

interface TicketPickerProps<T extends { id: string }> extends Omit<CheckboxGroupProps, "children"> {
  /** Every ticket of the order, one checkbox each. */
  tickets: readonly T[];
  /** A ticket the operation cannot take: shown, not choosable. */
  isDisabled(ticket: T): boolean;
  renderLabel(ticket: T): ReactNode;
}

/** The order's tickets to choose from, as the dialogs acting on tickets (cancel, move, refund) ask for them. */
export function TicketPicker<T extends { id: string }>({
  tickets,
  isDisabled,
  renderLabel,
  ...group
}: TicketPickerProps<T>) {
  return (
    <Checkbox.Group withAsterisk {...group}>
      <Stack gap={8} mt={8}>
        {tickets.map((ticket) => (
          <Checkbox key={ticket.id} value={ticket.id} disabled={isDisabled(ticket)} label={renderLabel(ticket)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

interface TicketLabelProps {
  ticket: { ticketNumber: string; passengerName: string; passengerType: PassengerType; status: TicketStatus };
  wrap: "wrap" | "nowrap";
  /** Shown after the status (a refund shows the ticket's price). */
  children?: ReactNode;
}

/** A ticket as a picker line: its number, the passenger and their type, its status. */
export function TicketLabel({ ticket, wrap, children }: TicketLabelProps) {
  const { t } = useI18n();
  return (
    <Group gap={8} wrap={wrap}>
      <Text size="sm" fw={600}>
        {ticket.ticketNumber}
      </Text>
      <Text size="sm">
        {ticket.passengerName} · {t(passengerTypeLabel(ticket.passengerType))}
      </Text>
      <TicketStatusBadge status={ticket.status} />
      {children}
    </Group>
  );
}
