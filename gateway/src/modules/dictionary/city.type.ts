import { Field, ID, ObjectType } from "type-graphql";

@ObjectType()
export class City {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ID)
  regionId!: string;

  @Field(() => String, { nullable: true })
  state!: string | null;
}
