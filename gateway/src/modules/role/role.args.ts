import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { ResourceInput, RoleFilter, RoleInput } from "./role.input";

const VERSION = "The version read with the role (STALE_DATA when it changed since).";

@ArgsType()
export class RolesArgs {
  @Field(() => RoleFilter, { nullable: true })
  filter?: RoleFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class RoleArgs {
  @Field(() => ID)
  id!: string;
}

@ArgsType()
export class CreateRoleArgs {
  @Field(() => RoleInput)
  input!: RoleInput;
}

@ArgsType()
export class UpdateRoleArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => RoleInput)
  input!: RoleInput;
}

@ArgsType()
export class DeleteRoleArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;
}

@ArgsType()
export class AssignRoleResourcesArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => [ResourceInput], {
    description: "The whole new list: it replaces what the role granted (an allPermissions role becomes explicit).",
  })
  permissions!: ResourceInput[];
}
