import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { GroupedTripInput, TripFilter, TripInput } from "./trip.input";

@ArgsType()
export class TripsArgs {
  @Field(() => TripFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: TripFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class TripIdArgs {
  @Field(() => ID, { description: "The trip's id." })
  id!: string;
}

@ArgsType()
export class TripVersionArgs {
  @Field(() => ID, { description: "The trip's id." })
  id!: string;

  @Field(() => Int, { description: "The version read with the trip (STALE_DATA when it changed since)." })
  version!: number;
}

@ArgsType()
export class CreateTripArgs {
  @Field(() => TripInput, { description: "The new trip." })
  input!: TripInput;
}

@ArgsType()
export class UpdateTripArgs extends TripVersionArgs {
  @Field(() => TripInput, { description: "The trip's new fields." })
  input!: TripInput;
}

@ArgsType()
export class CreateGroupedTripArgs {
  @Field(() => GroupedTripInput, { description: "The new grouped trip." })
  input!: GroupedTripInput;
}

@ArgsType()
export class UpdateGroupedTripArgs extends TripVersionArgs {
  @Field(() => GroupedTripInput, { description: "The grouped trip's new fields." })
  input!: GroupedTripInput;
}
