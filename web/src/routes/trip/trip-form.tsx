import { Navigate, useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "@/gql";
import { useCurrentRoute } from "@/routes/current-route";
import { ScreenLoadError } from "@/shared/LoadError";
import { PageSkeleton } from "@/shared/PageSkeleton";
import { GroupedTripForm } from "./grouped/GroupedTripForm";
import { TripForm } from "./trip-form/TripForm";

const TripKindQuery = graphql(`
  query TripKind($id: ID!) {
    trip(id: $id) {
      id
      grouped
    }
  }
`);

/**
 * One screen for /trip/trip_add, /trip/grouped_trip_add and /trip/trip_edit?id=: editing opens the single or the
 * grouped form according to the trip.
 */
export default function TripFormScreen() {
  const route = useCurrentRoute();
  const [params] = useSearchParams();
  const id = params.get("id");
  if (route.key === "grouped_trip_add") return <GroupedTripForm />;
  if (route.key !== "trip_edit") return <TripForm />;
  if (!id) return <Navigate to="/trip/trip_list" replace />;
  return <TripEditor key={id} id={id} />;
}

function TripEditor({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(TripKindQuery, { variables: { id } });
  if (error && !data) return <ScreenLoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSkeleton />;
  return data.trip.grouped ? <GroupedTripForm tripId={id} /> : <TripForm tripId={id} />;
}
