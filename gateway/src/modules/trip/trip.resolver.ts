import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import {
  CreateGroupedTripArgs,
  CreateTripArgs,
  TripIdArgs,
  TripsArgs,
  TripVersionArgs,
  UpdateGroupedTripArgs,
  UpdateTripArgs,
} from "./trip.args";
import {
  toTrip,
  toTripSummary,
  toUpstreamGroupedTripInput,
  toUpstreamTripFilter,
  toUpstreamTripInput,
} from "./trip.mapper";
import { validateGroupedTripInput, validateTripInput } from "./trip.rules";
import { Trip, TripPage } from "./trip.type";
import {
  addGroupedTrip,
  addTrip,
  deactivateTrip,
  duplicateTrip,
  editGroupedTrip,
  editTrip,
  findTrip,
  inactivateTrip,
  listTrips,
  publishTrip,
  sponsorTrip,
  stopSellingTrip,
} from "./trip.upstream";

/** A page of the trip list: what `trips` answers and the trips export walks page by page. */
export async function readTrips(
  context: GatewayContext,
  { filter }: Omit<TripsArgs, "page">,
  page: UpstreamPage,
): Promise<TripPage> {
  const trips = await listTrips(context.rest, { ...page, ...toUpstreamTripFilter(filter) });
  return toPage(trips, page, toTripSummary);
}

const TRANSITION = (to: string, from: string) =>
  `Moves the trip to ${to}; allowed from ${from}. From any other state: UPSTREAM_ERROR with upstreamCode 20409. ` +
  "A stale version: STALE_DATA.";

@Resolver()
export class TripResolver {
  @Query(() => TripPage, { description: "The tenant's trips, newest first; name and code match part, state exactly." })
  @RequiresPermission({ page: "trip_list" })
  async trips(@Args(() => TripsArgs) { filter, page }: TripsArgs, @Ctx() context: GatewayContext): Promise<TripPage> {
    return readTrips(context, { filter }, toUpstreamPage(page));
  }

  @Query(() => Trip, { description: "One trip with its prices, inventory, content and tags." })
  @RequiresPermission({ page: "trip_list" })
  async trip(@Args(() => TripIdArgs) { id }: TripIdArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return toTrip(await findTrip(context.rest, { id: toUpstreamId(id) }));
  }

  @Mutation(() => Trip, { description: "Creates a single trip as a DRAFT (version 1)." })
  @RequiresPermission({ cmd: "/trip/add" })
  createTrip(@Args(() => CreateTripArgs) { input }: CreateTripArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    assertValid(validateTripInput(input));
    return addTrip(context.rest, toUpstreamTripInput(input)).then(toTrip);
  }

  @Mutation(() => Trip, { description: "Saves a single trip's settings (any state). A stale version: STALE_DATA." })
  @RequiresPermission({ cmd: "/trip/edit" })
  updateTrip(
    @Args(() => UpdateTripArgs) { id, version, input }: UpdateTripArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Trip> {
    const tripId = toUpstreamId(id);
    assertValid(validateTripInput(input));
    return editTrip(context.rest, { ...toUpstreamTripInput(input), id: tripId, version }).then(toTrip);
  }

  @Mutation(() => Trip, { description: "Copies a trip into a new DRAFT with code `<code>_copy`, `_copy2`, …" })
  @RequiresPermission({ cmd: "/trip/duplicate" })
  duplicateTrip(@Args(() => TripIdArgs) { id }: TripIdArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return duplicateTrip(context.rest, { id: toUpstreamId(id) }).then(toTrip);
  }

  @Mutation(() => Trip, { description: TRANSITION("PUBLISHED", "any state but PUBLISHED") })
  @RequiresPermission({ cmd: "/trip/publish" })
  publishTrip(@Args(() => TripVersionArgs) args: TripVersionArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return publishTrip(context.rest, { id: toUpstreamId(args.id), version: args.version }).then(toTrip);
  }

  @Mutation(() => Trip, { description: TRANSITION("STOP_SALE", "PUBLISHED, SPONSORING") })
  @RequiresPermission({ cmd: "/trip/stop-sale" })
  stopSellingTrip(@Args(() => TripVersionArgs) args: TripVersionArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return stopSellingTrip(context.rest, { id: toUpstreamId(args.id), version: args.version }).then(toTrip);
  }

  @Mutation(() => Trip, { description: TRANSITION("INACTIVE", "PUBLISHED, STOP_SALE, SPONSORING") })
  @RequiresPermission({ cmd: "/trip/inactivate" })
  inactivateTrip(@Args(() => TripVersionArgs) args: TripVersionArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return inactivateTrip(context.rest, { id: toUpstreamId(args.id), version: args.version }).then(toTrip);
  }

  @Mutation(() => Trip, { description: TRANSITION("DEACTIVE", "any state but DEACTIVE") })
  @RequiresPermission({ cmd: "/trip/deactivate" })
  deactivateTrip(@Args(() => TripVersionArgs) args: TripVersionArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return deactivateTrip(context.rest, { id: toUpstreamId(args.id), version: args.version }).then(toTrip);
  }

  @Mutation(() => Trip, { description: TRANSITION("SPONSORING", "PUBLISHED") })
  @RequiresPermission({ cmd: "/trip/sponsor" })
  sponsorTrip(@Args(() => TripVersionArgs) args: TripVersionArgs, @Ctx() context: GatewayContext): Promise<Trip> {
    return sponsorTrip(context.rest, { id: toUpstreamId(args.id), version: args.version }).then(toTrip);
  }

  @Mutation(() => Trip, { description: "Creates a grouped trip (DRAFT) of two single trips whose settings match." })
  @RequiresPermission({ cmd: "/trip/grouped/add" })
  createGroupedTrip(
    @Args(() => CreateGroupedTripArgs) { input }: CreateGroupedTripArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Trip> {
    assertValid(validateGroupedTripInput(input));
    return addGroupedTrip(context.rest, toUpstreamGroupedTripInput(input)).then(toTrip);
  }

  @Mutation(() => Trip, { description: "Saves a grouped trip (same rules as create). A stale version: STALE_DATA." })
  @RequiresPermission({ cmd: "/trip/grouped/edit" })
  updateGroupedTrip(
    @Args(() => UpdateGroupedTripArgs) { id, version, input }: UpdateGroupedTripArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Trip> {
    const tripId = toUpstreamId(id);
    assertValid(validateGroupedTripInput(input));
    return editGroupedTrip(context.rest, { ...toUpstreamGroupedTripInput(input), id: tripId, version }).then(toTrip);
  }
}
