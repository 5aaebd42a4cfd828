import { Field, ObjectType } from "type-graphql";
import { InitState } from "../tenant/init-state.type";
import { TenantConfiguration } from "../tenant/tenant-configuration.type";
import { Permission } from "./permission.type";
import { SessionUser } from "./session.type";

@ObjectType({ description: "Everything the console needs after login: who, where, what they may do, setup progress." })
export class Me {
  @Field(() => SessionUser, { description: "The signed-in user." })
  user!: SessionUser;

  @Field(() => TenantConfiguration, { description: "The user's tenant: its name, time zone, website and channels." })
  tenant!: TenantConfiguration;

  @Field(() => [Permission], {
    description: "Every page and action the user may open or do (the permission catalogue's keys).",
  })
  permissions!: Permission[];

  @Field(() => InitState, { description: "The tenant's setup guide progress." })
  initState!: InitState;
}
