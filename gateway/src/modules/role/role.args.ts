import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { ResourceInput, RoleFilter, RoleInput } from "./role.input";

const VERSION = "The version read with the role (STALE_DATA when it changed since).";

@ArgsType()
export class RolesArgs {
  @Field(() => RoleFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: RoleFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class RoleArgs {
  @Field(() => ID, { description: "The role's id." })
  id!: string;
}

@ArgsType()
export class CreateRoleArgs {
  @Field(() => RoleInput, { description: "The new role." })
  input!: RoleInput;
}

@ArgsType()
export class UpdateRoleArgs {
  @Field(() => ID, { description: "The role's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => RoleInput, { description: "The role's new fields." })
  input!: RoleInput;
}

@ArgsType()
export class DeleteRoleArgs {
  @Field(() => ID, { description: "The role's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;
}

@ArgsType()
export class AssignRoleResourcesArgs {
  @Field(() => ID, { description: "The role's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => [ResourceInput], {
    description: "The whole new list: it replaces what the role granted (an allPermissions role becomes explicit).",
  })
  permissions!: ResourceInput[];
}
