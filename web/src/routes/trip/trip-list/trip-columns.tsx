import { ActionIcon, Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconCalendarEvent, IconPoint, IconStack2 } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { TripRow_TripFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { TRIP_STATE_COLORS, tripStateLabel } from "../trip-state";

export const TripRow_trip = graphql(`
  fragment TripRow_trip on TripSummary {
    id
    code
    name
    grouped
    price
    views
    bookings
    state
    ...TripActions_trip
  }
`);

/** A trip of the list, as its columns read it (its row menu unmasks `TripActions_trip` from it). */
export type TripRow = TripRow_TripFragment;

/** The trip list's columns: Trip ID, name, type, price, reservations, views, bookings, status. */
export function tripColumns(t: Translate): DataColumn<TripRow>[] {
  return [
    {
      key: "code",
      label: t("trip.code"),
      fixed: true,
      cell: (trip) => (
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {trip.code}
        </Text>
      ),
    },
    { key: "name", label: t("trip.name"), minWidth: 180, cell: (trip) => <Text size="sm">{trip.name}</Text> },
    {
      key: "type",
      label: t("trip.type"),
      cell: (trip) => (
        <Group gap={6} wrap="nowrap" c={trip.grouped ? undefined : "dimmed"}>
          {trip.grouped ? <IconStack2 size={15} aria-hidden /> : <IconPoint size={15} aria-hidden />}
          <Text size="sm" c={trip.grouped ? undefined : "gray.7"}>
            {trip.grouped ? t("trip.grouped") : t("trip.single")}
          </Text>
        </Group>
      ),
    },
    { key: "price", label: t("trip.price"), align: "right", cell: (trip) => trip.price },
    {
      key: "reservation",
      label: t("trip.reservation"),
      align: "center",
      cell: (trip) => (
        <Tooltip label={t("trip.reservationLink")} withArrow openDelay={300}>
          <ActionIcon
            component={Link}
            to={`/trip/reservation?tripId=${encodeURIComponent(trip.id)}`}
            variant="subtle"
            aria-label={t("trip.reservationOf", { code: trip.code })}
          >
            <IconCalendarEvent size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
    { key: "views", label: t("trip.views"), align: "right", cell: (trip) => trip.views },
    { key: "bookings", label: t("trip.bookings"), align: "right", cell: (trip) => trip.bookings },
    {
      key: "status",
      label: t("trip.status"),
      cell: (trip) => (
        <Badge variant="light" color={TRIP_STATE_COLORS[trip.state]} radius="sm" tt="none" fw={600} miw="max-content">
          {t(tripStateLabel(trip.state))}
        </Badge>
      ),
    },
  ];
}
