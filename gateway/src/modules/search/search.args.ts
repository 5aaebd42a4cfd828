import { ArgsType, Field, Int } from "type-graphql";

export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

@ArgsType()
export class SearchArgs {
  @Field(() => String, {
    description:
      "What to look for, up to 100 characters, trimmed. Blank answers every kind the session may read with no results " +
      "and asks the vendor API nothing.",
  })
  keyword!: string;

  @Field(() => Int, {
    defaultValue: SEARCH_LIMIT_DEFAULT,
    description: `At most this many results of each kind, 1 to ${SEARCH_LIMIT_MAX} (default ${SEARCH_LIMIT_DEFAULT}).`,
  })
  limit!: number;
}
