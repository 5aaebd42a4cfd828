import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { GroupedTripInput, TripFilter, TripInput } from "./trip.input";

@ArgsType()
export class TripsArgs {
  @Field(() => TripFilter, { nullable: true })
  filter?: TripFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class TripIdArgs {
  @Field(() => ID)
  id!: string;
}

@ArgsType()
export class TripVersionArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: "The version read with the trip (STALE_DATA when it changed since)." })
  version!: number;
}

@ArgsType()
export class CreateTripArgs {
  @Field(() => TripInput)
  input!: TripInput;
}

@ArgsType()
export class UpdateTripArgs extends TripVersionArgs {
  @Field(() => TripInput)
  input!: TripInput;
}

@ArgsType()
export class CreateGroupedTripArgs {
  @Field(() => GroupedTripInput)
  input!: GroupedTripInput;
}

@ArgsType()
export class UpdateGroupedTripArgs extends TripVersionArgs {
  @Field(() => GroupedTripInput)
  input!: GroupedTripInput;
}
