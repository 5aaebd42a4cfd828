import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useShell } from "@/layout/shell-context";

/**
 * One document for the statistics screen and the reservation screen's date and shift choices: both read the same
 * cache entry, which holds no ids, so differing selections would overwrite each other.
 */
export const ReservationStatisticsQuery = graphql(`
  query ReservationStatistics($tripId: ID!) {
    reservationStatistics(tripId: $tripId) {
      tripId
      inventoryType
      rows {
        date
        shift
        capacity
        sold
        locked
        available
      }
      total {
        capacity
        sold
        locked
        available
      }
    }
  }
`);

export const STATISTICS_ROUTE_KEY = "trip_reservation_statistics";

/** The trip's seat statistics, when a trip is chosen and the user may read them (the page permission). */
export function useReservationStatistics(tripId: string) {
  const allowed = useShell().pageKeys.has(STATISTICS_ROUTE_KEY);
  const result = useQuery(ReservationStatisticsQuery, {
    variables: { tripId },
    skip: !tripId || !allowed,
    fetchPolicy: "cache-and-network",
  });
  return { ...result, allowed };
}
