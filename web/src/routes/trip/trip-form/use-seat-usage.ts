import { useQuery } from "@apollo/client/react";
import { useShell } from "@/layout/shell-context";
import { NO_USAGE, dateShiftKey, type SeatUsage } from "./form-rules";
import { TripFormSeatsQuery } from "./trip-form-operations";

/**
 * Seats a saved trip already sold or holds, so the form can refuse a lower quantity before saving. Users who may not
 * see reservation statistics still get the rule from the server's answer; the query is not even sent for them.
 */
export function useSeatUsage(tripId: string | undefined): { usage: SeatUsage; loading: boolean } {
  const permitted = useShell().pageKeys.has("trip_reservation_statistics");
  const { data, loading } = useQuery(TripFormSeatsQuery, {
    variables: { tripId: tripId ?? "" },
    skip: !tripId || !permitted,
    fetchPolicy: "network-only",
    context: { errorHandling: "silent" },
  });
  const statistics = data?.reservationStatistics;
  if (!statistics) return { usage: NO_USAGE, loading };
  return {
    loading,
    usage: {
      total: statistics.total.sold + statistics.total.locked,
      byDateShift: new Map(
        statistics.rows.map((row) => [dateShiftKey(row.date, row.shift ?? ""), row.sold + row.locked]),
      ),
    },
  };
}
