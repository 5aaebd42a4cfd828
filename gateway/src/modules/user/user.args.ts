import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { CreateUserInput, UpdateUserInput, UserFilter } from "./user.input";

const VERSION = "The version read with the user (STALE_DATA when it changed since).";

@ArgsType()
export class UsersArgs {
  @Field(() => UserFilter, { nullable: true, description: "Narrows the list; every filter is optional." })
  filter?: UserFilter | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class UserArgs {
  @Field(() => ID, { description: "The user's id." })
  id!: string;
}

@ArgsType()
export class CreateUserArgs {
  @Field(() => CreateUserInput, { description: "The new user." })
  input!: CreateUserInput;
}

@ArgsType()
export class UpdateUserArgs {
  @Field(() => ID, { description: "The user's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => UpdateUserInput, { description: "The user's new fields." })
  input!: UpdateUserInput;
}

@ArgsType()
export class DeleteUserArgs {
  @Field(() => ID, { description: "The user's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;
}

@ArgsType()
export class AssignUserRolesArgs {
  @Field(() => ID, { description: "The user's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => [ID], { description: "The whole new set, at least one ('Please select permissions' on `roleIds`)." })
  roleIds!: string[];
}

@ArgsType()
export class ResetUserPasswordArgs {
  @Field(() => ID, { description: "The user's id." })
  id!: string;

  @Field(() => String, { description: "6–128 characters; the user must change it at their next login." })
  newPassword!: string;
}
