import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A value a rule's message needs, named in `params`." })
export class RuleParamInfo {
  @Field(() => String, { description: "The parameter's name in `params`." })
  name!: string;

  @Field(() => String, { description: "What it means." })
  description!: string;
}

@ObjectType({
  description:
    "A key that refusals carry: `extensions.fields[].rule` of BAD_USER_INPUT, and `extensions.key` of UPSTREAM_ERROR " +
    "when the vendor API names it. A client words the message from the key and `params` (in its own language); " +
    "`message` is the English text with `{name}` placeholders.",
})
export class RuleInfo {
  @Field(() => String, { description: 'e.g. "maxLength", "trip.codeExists", "refund.illegalTransition".' })
  key!: string;

  @Field(() => String, { description: 'English text, e.g. "No more than {n} characters".' })
  message!: string;

  @Field(() => [RuleParamInfo], { description: "The values `params` carries for this key (none for most)." })
  params!: RuleParamInfo[];
}
