import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "Facts about this server that the console adapts to." })
export class ServerInfo {
  @Field(() => String, { description: "The product version (root package.json)." })
  version!: string;

  @Field(() => String, { description: 'NODE_ENV of the gateway, "development" when unset.' })
  environment!: string;
}
