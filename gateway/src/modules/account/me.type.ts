import { Field, ObjectType } from "type-graphql";
import { InitState } from "../tenant/init-state.type";
import { TenantConfiguration } from "../tenant/tenant-configuration.type";
import { Permission } from "./permission.type";
import { SessionUser } from "./session.type";

@ObjectType({ description: "Everything the console needs after login: who, where, what they may do, setup progress." })
export class Me {
  @Field(() => SessionUser)
  user!: SessionUser;

  @Field(() => TenantConfiguration)
  tenant!: TenantConfiguration;

  @Field(() => [Permission])
  permissions!: Permission[];

  @Field(() => InitState)
  initState!: InitState;
}
