import { ArgsType, Field } from "type-graphql";

@ArgsType()
export class CitiesArgs {
  @Field(() => String, { nullable: true, description: "When given, searches cities by name (up to 20)." })
  keyword?: string | null;
}
