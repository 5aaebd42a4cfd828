import { Field, ObjectType } from "type-graphql";

@ObjectType()
export class ServerInfo {
  @Field(() => String, { description: "The product version (root package.json)." })
  version!: string;

  @Field(() => String, { description: 'NODE_ENV of the gateway, "development" when unset.' })
  environment!: string;
}
