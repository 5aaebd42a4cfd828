import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import {
  upstreamTripListItemSchema,
  upstreamTripSchema,
  type toUpstreamGroupedTripInput,
  type toUpstreamTripFilter,
  type toUpstreamTripInput,
} from "./trip.mapper";

type TripFields = ReturnType<typeof toUpstreamTripInput>;
type GroupedTripFields = ReturnType<typeof toUpstreamGroupedTripInput>;

/** A move to another state: each answers the trip as it now stands. */
const transition = (path: `/trip/${string}`) => upstream<VersionedId>().post(path, upstreamTripSchema);

export const listTrips = upstream<UpstreamPage & ReturnType<typeof toUpstreamTripFilter>>().post(
  "/trip/list",
  upstreamListSchema(upstreamTripListItemSchema),
);
export const findTrip = upstream<RecordId>().get("/trip/find", upstreamTripSchema);
export const addTrip = upstream<TripFields>().post("/trip/add", upstreamTripSchema);
export const editTrip = upstream<TripFields & VersionedId>().post("/trip/edit", upstreamTripSchema);
export const duplicateTrip = upstream<RecordId>().post("/trip/duplicate", upstreamTripSchema);
export const publishTrip = transition("/trip/publish");
export const stopSellingTrip = transition("/trip/stop-sale");
export const inactivateTrip = transition("/trip/inactivate");
export const deactivateTrip = transition("/trip/deactivate");
export const sponsorTrip = transition("/trip/sponsor");
export const addGroupedTrip = upstream<GroupedTripFields>().post("/trip/grouped/add", upstreamTripSchema);
export const editGroupedTrip = upstream<GroupedTripFields & VersionedId>().post(
  "/trip/grouped/edit",
  upstreamTripSchema,
);
