import { Text } from "@mantine/core";
import type { PassengerType } from "@/gql/graphql";
import { useI18n } from "@/i18n/i18n";
import { passengerTypeLabel } from "@/shared/ticket-status";

/** Cells of the sales screens' ticket tables (order detail, refund order detail). */
export function TicketNumberCell({ number }: { number: string }) {
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
      {number}
    </Text>
  );
}

/** The passenger's name over their passenger type. */
export function PassengerCell({ name, type }: { name: string; type: PassengerType }) {
  const { t } = useI18n();
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {t(passengerTypeLabel(type))}
      </Text>
    </>
  );
}
