import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "An entry of a fixed dictionary (regions, time zones, tax types)." })
export class DictionaryItem {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  name!: string;
}
