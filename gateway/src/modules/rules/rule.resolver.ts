import { Query, Resolver } from "type-graphql";
import { RULE_MESSAGES, RULE_PARAMS, type RuleKey } from "#rules";
import { Public } from "../../auth/permission-directives";
import { RuleInfo } from "./rule.type";

const RULES: RuleInfo[] = (Object.keys(RULE_MESSAGES) as RuleKey[]).map((key) => ({
  key,
  message: RULE_MESSAGES[key],
  params: Object.entries(RULE_PARAMS[key] ?? {}).map(([name, description]) => ({ name, description })),
}));

@Resolver()
export class RuleResolver {
  @Query(() => [RuleInfo], {
    description:
      "Every rule and refusal key with its English message and parameters (docs/rules.md): the catalogue a client " +
      "translates `extensions.fields[].rule` and `extensions.key` from.",
  })
  @Public()
  rules(): RuleInfo[] {
    return RULES;
  }
}
