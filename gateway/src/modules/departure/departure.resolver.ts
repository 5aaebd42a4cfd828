import { Args, Ctx, Query, Resolver } from "type-graphql";
import { departureRangeFailures, isoDate, required, validateFields } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { DepartureManifestArgs, DeparturesArgs } from "./departure.args";
import { toDepartureFilters, toDepartures, toManifest } from "./departure.mapper";
import { Departure, DepartureFilters, DepartureManifest } from "./departure.type";
import { findDepartureFilters, findDepartureManifest, listDepartures } from "./departure.upstream";

const nonEmpty = <T>(list: T[] | null | undefined): T[] | undefined => (list?.length ? list : undefined);

/** The departures calendar (docs/catalogue-contract.md section 7): each field is one vendor API call. */
@Resolver()
export class DepartureResolver {
  @Query(() => [Departure], {
    description:
      "Every departure (trip × date × shift) between two dates, by date, shift and trip code: the dates of a " +
      "date/shift inventory and every date and shift holding a seat. One vendor API call for the whole range.",
  })
  @RequiresPermission({ page: "calendar" })
  async departures(
    @Args(() => DeparturesArgs) { from, to, tripIds, tagIds }: DeparturesArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Departure[]> {
    assertValid(departureRangeFailures({ from, to }));
    const answer = await listDepartures(context.rest, {
      from,
      to,
      tripIds: nonEmpty(tripIds) && toUpstreamIds(tripIds!, "tripIds"),
      tagIds: nonEmpty(tagIds) && toUpstreamIds(tagIds!, "tagIds"),
    });
    return toDepartures(answer);
  }

  @Query(() => DepartureManifest, {
    description:
      "One departure's passengers holding a seat, with buyer, type, ticket number and check-in state, and its " +
      "counts. A date and shift the trip does not run, or another vendor's trip, is refused (upstream code 20404).",
  })
  @RequiresPermission({ page: "calendar" })
  async departureManifest(
    @Args(() => DepartureManifestArgs) { tripId, date, shiftId }: DepartureManifestArgs,
    @Ctx() context: GatewayContext,
  ): Promise<DepartureManifest> {
    const id = toUpstreamId(tripId, "tripId");
    assertValid(validateFields({ date: [date, [required, isoDate]] }));
    return toManifest(await findDepartureManifest(context.rest, { tripId: id, date, shift: shiftId || null }));
  }

  @Query(() => DepartureFilters, { description: "The trips and tags the departures calendar can be filtered by." })
  @RequiresPermission({ page: "calendar" })
  async departureFilters(@Ctx() context: GatewayContext): Promise<DepartureFilters> {
    return toDepartureFilters(await findDepartureFilters(context.rest));
  }
}
