import { Badge, Skeleton, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useI18n, type Translate } from "@/i18n/i18n";
import { GroupedTripMemberQuery } from "./member-trip";
import { MISMATCH_FIELDS, settingMatches, type MemberSettings, type MismatchField } from "./grouped-trip-values";

function describe(field: MismatchField, trip: MemberSettings, t: Translate): string {
  switch (field) {
    case "pricingType":
      return t(`groupedTrip.pricing.${trip.pricingType}`);
    case "inventoryType":
      return t(`groupedTrip.inventory.${trip.inventoryType}`);
    case "reschedule":
      return t(`groupedTrip.reschedule.${trip.rescheduleFeeType}`, { fee: trip.rescheduleFee ?? "" });
    case "cancellation":
      return t(`groupedTrip.cancellation.${trip.cancellationType}`, {
        amount: trip.cancellationAmount ?? "",
        percent: trip.cancellationPercentage ?? "",
      });
    case "specialRequest":
      return t(trip.specialRequest ? "groupedTrip.yes" : "groupedTrip.no");
    case "ageLimit":
      return trip.ageLimit == null ? t("groupedTrip.none") : String(trip.ageLimit);
    case "customPrices":
      return trip.customPrices?.map((price) => price.name).join(", ") || t("groupedTrip.none");
  }
}

/**
 * The settings the two trips must share, side by side, so a mismatch is visible before saving. The vendor API's
 * answer on save stays the authority.
 */
export function MemberComparison({ trip1Id, trip2Id }: { trip1Id: string; trip2Id: string }) {
  const { t } = useI18n();
  const trip1 = useQuery(GroupedTripMemberQuery, { variables: { id: trip1Id } }).data?.trip;
  const trip2 = useQuery(GroupedTripMemberQuery, { variables: { id: trip2Id } }).data?.trip;

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table
        aria-label={t("groupedTrip.compare.title")}
        aria-busy={!trip1 || !trip2}
        withTableBorder
        verticalSpacing={6}
        fz="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th fz="xs" c="gray.7" bg="gray.0">
              {t("groupedTrip.compare.setting")}
            </Table.Th>
            <Table.Th fz="xs" c="gray.7" bg="gray.0">
              {trip1?.code ?? t("groupedTrip.trip1")}
            </Table.Th>
            <Table.Th fz="xs" c="gray.7" bg="gray.0">
              {trip2?.code ?? t("groupedTrip.trip2")}
            </Table.Th>
            <Table.Th bg="gray.0" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MISMATCH_FIELDS.map((field) => {
            const matches = trip1 && trip2 ? settingMatches(field, trip1, trip2) : undefined;
            return (
              <Table.Tr key={field} bg={matches === false ? "red.0" : undefined}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`groupedTrip.compare.${field}`)}
                  </Text>
                </Table.Td>
                {trip1 && trip2 && matches !== undefined ? (
                  <>
                    <Table.Td>{describe(field, trip1, t)}</Table.Td>
                    <Table.Td>{describe(field, trip2, t)}</Table.Td>
                    <Table.Td ta="right">
                      <MatchBadge matches={matches} />
                    </Table.Td>
                  </>
                ) : (
                  [0, 1, 2].map((cell) => (
                    <Table.Td key={cell}>
                      <Skeleton h={12} w="70%" />
                    </Table.Td>
                  ))
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MatchBadge({ matches }: { matches: boolean }) {
  const { t } = useI18n();
  return (
    <Badge
      variant="light"
      color={matches ? "green" : "red"}
      radius="sm"
      tt="none"
      fw={600}
      miw="max-content"
      leftSection={matches ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
    >
      {matches ? t("groupedTrip.compare.matches") : t("groupedTrip.compare.differs")}
    </Badge>
  );
}
