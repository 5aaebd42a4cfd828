/** `/exports/trips.csv|.xlsx`: the trip list (`trips` with its `TripFilter`), newest first, with tag names. */
import { CODE_LABELS } from "#rules";
import type { GatewayContext } from "../../../context";
import type { UpstreamPage } from "../../shared/page.input";
import { loadTags } from "../../tag/tag.loaders";
import type { TripFilter } from "../../trip/trip.input";
import { readTrips } from "../../trip/trip.resolver";
import type { TripSummary } from "../../trip/trip.type";
import { moneyColumn, timeColumn } from "../columns";
import { joinValues } from "../formats";
import { tripKindLabel } from "../labels";
import type { ListExport } from "../list-export";
import type { ListPage } from "../paged-list";

interface TripsExportArgs {
  filter: TripFilter;
}

interface TripRow extends TripSummary {
  tagNames: string[];
}

/** A page of trips with their tags' names: the request's tag loader reads the tenant's tags once for every page. */
async function readTripRows(
  context: GatewayContext,
  args: TripsExportArgs,
  page: UpstreamPage,
): Promise<ListPage<TripRow>> {
  const trips = await readTrips(context, args, page);
  const items = await Promise.all(
    trips.items.map(async (trip) => ({
      ...trip,
      tagNames: (await loadTags(context.loaders, trip.tagIds)).map((tag) => tag.name),
    })),
  );
  return { items, total: trips.total };
}

export const tripsExport: ListExport<TripsExportArgs, TripRow> = {
  name: "trips",
  sheetName: "Trips",
  access: { page: "trip_list" },
  input: { inputType: "TripFilter" },
  toArgs: (filter) => ({ filter: filter as TripFilter }),
  readPage: readTripRows,
  baseName: (_args, today) => `trips-${today}`,
  columns: (timeZone) => [
    { header: "Trip ID", value: (trip) => trip.code },
    { header: "Name", value: (trip) => trip.name },
    { header: "Type", value: (trip) => tripKindLabel(trip.grouped) },
    { header: "Template", value: (trip) => CODE_LABELS["tripForm.template"][trip.template] },
    moneyColumn("Price from", (trip) => trip.price),
    { header: "Views", value: (trip) => trip.views },
    { header: "Bookings", value: (trip) => trip.bookings },
    { header: "Status", value: (trip) => CODE_LABELS["trip.state"][trip.state] },
    { header: "Tags", value: (trip) => joinValues(trip.tagNames) },
    timeColumn("Updated time", timeZone, (trip) => trip.updateTime),
  ],
};
