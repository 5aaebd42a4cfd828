import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "A city, for trip locations." })
export class City {
  @Field(() => ID, { description: "The city's id." })
  id!: string;

  @Field(() => String, { description: "The city's name." })
  name!: string;

  @Field(() => ID, { description: "The country or region it lies in." })
  regionId!: string;

  @Field(() => String, { nullable: true, description: "Its state or province, when any." })
  state!: string | null;
}
