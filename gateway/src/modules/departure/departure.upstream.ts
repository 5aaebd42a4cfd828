import { upstream } from "../../rest/upstream-call";
import { upstreamDepartureListSchema, upstreamFiltersSchema, upstreamManifestSchema } from "./departure.mapper";

interface DepartureRange {
  from: string;
  to: string;
  tripIds: number[] | undefined;
  tagIds: number[] | undefined;
}

/** Every departure of the range in one call: the calendar's whole view (docs/catalogue-contract.md section 7). */
export const listDepartures = upstream<DepartureRange>().post("/departure/list", upstreamDepartureListSchema);
export const findDepartureManifest = upstream<{ tripId: number; date: string; shift: string | null }>().post(
  "/departure/manifest",
  upstreamManifestSchema,
);
export const findDepartureFilters = upstream().get("/departure/filters", upstreamFiltersSchema);
