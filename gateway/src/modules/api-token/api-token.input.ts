import { ArgsType, Field, ID, InputType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageInput } from "../shared/page.input";

@InputType({ description: "A new API token." })
export class ApiTokenInput {
  @Field(() => String, { description: "What the token is for (a booking site, an accounting tool); at most 50." })
  name!: string;

  @Field(() => [ID], {
    description:
      "At least one role of the tenant; each must hold only permissions the caller holds (BAD_USER_INPUT " +
      "access.grantOwnOnly otherwise).",
  })
  roleIds!: string[];

  @Field(() => DateTimeScalar, { nullable: true, description: "When it stops working, in the future; null: never." })
  expiresAt?: Date | null;
}

@ArgsType()
export class CreateApiTokenArgs {
  @Field(() => ApiTokenInput, { description: "The token's name, roles and expiry." })
  input!: ApiTokenInput;
}

@ArgsType()
export class RevokeApiTokenArgs {
  @Field(() => ID, { description: "The token to revoke (`ApiToken.id`)." })
  id!: string;
}

@ArgsType()
export class ApiTokensArgs {
  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}
