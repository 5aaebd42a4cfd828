import { ComingSoonScreen } from "@/shared/ComingSoonScreen";

/** The single trip form (add, or edit when `tripId` is given). */
export function TripForm(_props: { tripId?: string }) {
  return <ComingSoonScreen />;
}
