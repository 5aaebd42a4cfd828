import { Field, ID, ObjectType } from "type-graphql";

@ObjectType()
export class Channel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The channel key, e.g. "web" or "app".' })
  key!: string;
}

@ObjectType({ description: "The session tenant's configuration." })
export class TenantConfiguration {
  @Field(() => ID)
  tid!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "IANA time zone, e.g. America/New_York; dates are shown in it." })
  timeZone!: string;

  @Field(() => ID)
  timeZoneId!: string;

  @Field(() => String, { nullable: true })
  domain!: string | null;

  @Field(() => String, { nullable: true, description: "https://<domain>, or null when no domain is set." })
  websiteUrl!: string | null;

  @Field(() => [Channel])
  channels!: Channel[];
}
