import { ArgsType, Field, ID } from "type-graphql";

@ArgsType()
export class DeparturesArgs {
  @Field(() => String, { description: "First travel date, YYYY-MM-DD." })
  from!: string;

  @Field(() => String, { description: "Last travel date, YYYY-MM-DD; at most 62 days from `from`, both counted." })
  to!: string;

  @Field(() => [ID], { nullable: true, description: "Only these trips (at most 100)." })
  tripIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: "Only trips carrying any of these tags (at most 100)." })
  tagIds?: string[] | null;
}

@ArgsType()
export class DepartureManifestArgs {
  @Field(() => ID, { description: "The trip departing." })
  tripId!: string;

  @Field(() => String, { description: "Travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => ID, { nullable: true, description: "The shift (`Departure.shiftId`); omitted when the trip has none." })
  shiftId?: string | null;
}
