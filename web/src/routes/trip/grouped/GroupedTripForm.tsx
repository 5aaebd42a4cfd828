import { ComingSoonScreen } from "@/shared/ComingSoonScreen";

/** The grouped trip form (add, or edit when `tripId` is given). */
export function GroupedTripForm(_props: { tripId?: string }) {
  return <ComingSoonScreen />;
}
