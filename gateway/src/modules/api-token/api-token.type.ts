import { Field, ID, ObjectType } from "type-graphql";
import { DateTimeScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";

@ObjectType({ description: "A role an API token acts with." })
export class ApiTokenRole {
  @Field(() => ID, { description: "The role's id (`Role.id`)." })
  id!: string;

  @Field(() => String, { description: "The role's name." })
  name!: string;
}

@ObjectType({
  description:
    "An integrator's API token: sent as `Authorization: Bearer <token>` on /graphql and the exports, it acts with what " +
    "its roles and its creator's current roles both grant, never more than its creator holds now; forbidding or " +
    "deleting the creator revokes it. Its secret is answered once, by `createApiToken`.",
})
export class ApiToken {
  @Field(() => ID, { description: "The token's id, for `revokeApiToken`." })
  id!: string;

  @Field(() => String, { description: "What the token is for, as its creator named it." })
  name!: string;

  @Field(() => String, {
    description: "The secret's first 12 characters (`vct_` and 8 more): enough to tell tokens apart, never to use one.",
  })
  prefix!: string;

  @Field(() => [ApiTokenRole], { description: "The roles whose permissions the token holds." })
  roles!: ApiTokenRole[];

  @Field(() => String, { description: "User name of who created it." })
  createdBy!: string;

  @Field(() => DateTimeScalar, { description: "When it was created." })
  createTime!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it stops working; null: never." })
  expiresAt!: string | null;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When it was last used, to the minute; null: never used.",
  })
  lastUsedAt!: string | null;

  @Field(() => String, { nullable: true, description: "The client address it was last used from." })
  lastUsedAddress!: string | null;
}

@ObjectType({ description: "A page of the tenant's API tokens, newest first (revoked ones are gone)." })
export class ApiTokenPage extends PageOf(ApiToken) {}

@ObjectType({ description: "A new API token, with its secret: shown this once, kept by the vendor API only hashed." })
export class ApiTokenCreated {
  @Field(() => String, { description: "The secret (`vct_…`): send it as `Authorization: Bearer <token>`." })
  token!: string;

  @Field(() => ApiToken, { description: "The token as the list shows it." })
  apiToken!: ApiToken;
}
