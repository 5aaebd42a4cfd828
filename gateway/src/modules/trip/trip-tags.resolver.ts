/** `tags` of trips and list rows, through the request's tag loader: one `/tag/list` call per request. */
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GatewayContext } from "../../context";
import { loadTags } from "../tag/tag.loaders";
import { Tag } from "../tag/tag.type";
import { Trip, TripSummary } from "./trip.type";

@Resolver(() => TripSummary)
export class TripSummaryTagsResolver {
  @FieldResolver(() => [Tag], { description: "The tags it carries." })
  tags(@Root() trip: TripSummary, @Ctx() context: GatewayContext): Promise<Tag[]> {
    return loadTags(context.loaders, trip.tagIds);
  }
}

@Resolver(() => Trip)
export class TripTagsResolver {
  @FieldResolver(() => [Tag], { description: "The tags it carries." })
  tags(@Root() trip: Trip, @Ctx() context: GatewayContext): Promise<Tag[]> {
    return loadTags(context.loaders, trip.tagIds);
  }
}
