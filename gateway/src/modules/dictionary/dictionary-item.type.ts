import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "An entry of a fixed dictionary (regions, time zones, tax types)." })
export class DictionaryItem {
  @Field(() => ID, { description: "The item's id." })
  id!: string;

  @Field(() => String, { description: "The item's code." })
  code!: string;

  @Field(() => String, { description: "The item's name, to show." })
  name!: string;
}
