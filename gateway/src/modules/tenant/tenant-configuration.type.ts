import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "A sales channel of the tenant." })
export class Channel {
  @Field(() => ID, { description: "The channel's id." })
  id!: string;

  @Field(() => String, { description: 'The channel key, e.g. "web" or "app".' })
  key!: string;
}

@ObjectType({ description: "The session tenant's configuration." })
export class TenantConfiguration {
  @Field(() => ID, { description: "The tenant's id." })
  tid!: string;

  @Field(() => String, { description: "The tenant's name." })
  name!: string;

  @Field(() => String, { description: "IANA time zone, e.g. America/New_York; dates are shown in it." })
  timeZone!: string;

  @Field(() => ID, { description: "The tenant's IANA time zone (e.g. `America/New_York`); dates are shown in it." })
  timeZoneId!: string;

  @Field(() => String, { nullable: true, description: "The tenant's website host; null before one is set." })
  domain!: string | null;

  @Field(() => String, { nullable: true, description: "https://<domain>, or null when no domain is set." })
  websiteUrl!: string | null;

  @Field(() => [Channel], { description: "The tenant's sales channels." })
  channels!: Channel[];
}
