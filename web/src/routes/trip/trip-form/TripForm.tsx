import { useQuery } from "@apollo/client/react";
import { getFragmentData } from "@/gql";
import { ScreenLoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";
import { TripFormBody } from "./TripFormBody";
import { TripForm_trip, TripFormQuery, TripFormTimeZoneQuery } from "./trip-form-operations";
import { useSeatUsage } from "./use-seat-usage";

const DEFAULT_TIME_ZONE = "America/New_York";

/** The single trip form (add, or edit when `tripId` is given): loads what the form needs, then shows it. */
export function TripForm({ tripId }: { tripId?: string }) {
  const zone = useQuery(TripFormTimeZoneQuery);
  const trip = useQuery(TripFormQuery, {
    variables: { id: tripId ?? "" },
    skip: !tripId,
    // The version to save against must be the current one, not a cached one.
    fetchPolicy: "network-only",
  });
  const seats = useSeatUsage(tripId);

  const failure = (!trip.data && trip.error) || (!zone.data && zone.error);
  if (failure)
    return <ScreenLoadError error={failure} onRetry={() => void Promise.all([trip.refetch(), zone.refetch()])} />;
  if (!zone.data || (tripId && !trip.data) || seats.loading) return <PageSkeleton />;
  return (
    <TripFormBody
      key={tripId ?? "new"}
      trip={trip.data ? getFragmentData(TripForm_trip, trip.data.trip) : undefined}
      timeZone={zone.data.me.tenant.timeZone || DEFAULT_TIME_ZONE}
      usage={seats.usage}
    />
  );
}
