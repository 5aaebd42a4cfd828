import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { resetPasswordFailures, userRolesFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import {
  AssignUserRolesArgs,
  CreateUserArgs,
  DeleteUserArgs,
  ResetUserPasswordArgs,
  UpdateUserArgs,
  UserArgs,
  UsersArgs,
} from "./user.args";
import { UserStatusEnum } from "./user.enums";
import { toUpstreamNewUser, toUpstreamUserDetails, toUser } from "./user.mapper";
import { newUserFailures, userDeleteFailures, userEditFailures } from "./user.rules";
import { User, UserPage } from "./user.type";
import {
  addUser,
  assignUserRoles,
  deleteUser,
  editUser,
  findUser,
  listUsers,
  resetUserPassword,
} from "./user.upstream";

@Resolver()
export class UserResolver {
  @Query(() => UserPage, {
    description: "The tenant's users, newest first; `filter` matches part of the user name or of either name.",
  })
  @RequiresPermission({ page: "user_list" })
  async users(@Args(() => UsersArgs) { filter, page }: UsersArgs, @Ctx() context: GatewayContext): Promise<UserPage> {
    const upstreamPage = toUpstreamPage(page);
    const users = await listUsers(context.rest, {
      ...upstreamPage,
      username: filter?.username?.trim() || undefined,
      name: filter?.name?.trim() || undefined,
      status: filter?.status ? UserStatusEnum.toCode(filter.status) : undefined,
    });
    return toPage(users, upstreamPage, toUser);
  }

  @Query(() => User, { description: "One user with their roles." })
  @RequiresPermission({ page: "user_list" })
  async user(@Args(() => UserArgs) { id }: UserArgs, @Ctx() context: GatewayContext): Promise<User> {
    return toUser(await findUser(context.rest, { id: toUpstreamId(id) }));
  }

  @Mutation(() => User, {
    description:
      "Creates a user with a first password and at least one role. Refusals name their field ('User name already " +
      "exists' on `username`, 'You can only grant permissions you hold yourself' on `roleIds`).",
  })
  @RequiresPermission({ cmd: "/user/add" })
  async createUser(@Args(() => CreateUserArgs) { input }: CreateUserArgs, @Ctx() context: GatewayContext) {
    assertValid(newUserFailures(input));
    return toUser(await addUser(context.rest, toUpstreamNewUser(input)));
  }

  @Mutation(() => User, {
    description:
      "Edits a user's details and status. Forbidding a user ends every session of theirs at once and revokes the " +
      "API tokens they made (one audit entry each); nobody forbids themselves.",
  })
  @RequiresPermission({ cmd: "/user/edit" })
  async updateUser(@Args(() => UpdateUserArgs) { id, version, input }: UpdateUserArgs, @Ctx() context: GatewayContext) {
    assertValid(userEditFailures(context, id, input));
    const body = { id: toUpstreamId(id), version, ...toUpstreamUserDetails(input) };
    return toUser(await editUser(context.rest, body));
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes a user (never oneself), ends their sessions and revokes the API tokens they made (one audit entry " +
      "each). Answers true.",
  })
  @RequiresPermission({ cmd: "/user/delete" })
  async deleteUser(@Args(() => DeleteUserArgs) { id, version }: DeleteUserArgs, @Ctx() context: GatewayContext) {
    assertValid(userDeleteFailures(context, id));
    await deleteUser(context.rest, { id: toUpstreamId(id), version });
    return true;
  }

  @Mutation(() => User, {
    description:
      "Replaces the roles a user holds (at least one). The user's very next request has the new permissions.",
  })
  @RequiresPermission({ cmd: "/user/assign/roles" })
  async assignUserRoles(
    @Args(() => AssignUserRolesArgs) { id, version, roleIds }: AssignUserRolesArgs,
    @Ctx() context: GatewayContext,
  ) {
    assertValid(userRolesFailures(roleIds));
    const body = { id: toUpstreamId(id), version, roleIds: toUpstreamIds(roleIds, "roleIds") };
    return toUser(await assignUserRoles(context.rest, body));
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password for a user, ends their sessions and makes them change it at their next login. Answers true.",
  })
  @RequiresPermission({ cmd: "/user/edit" })
  async resetUserPassword(
    @Args(() => ResetUserPasswordArgs) { id, newPassword }: ResetUserPasswordArgs,
    @Ctx() context: GatewayContext,
  ) {
    assertValid(resetPasswordFailures(newPassword));
    await resetUserPassword(context.rest, { id: toUpstreamId(id), newPassword });
    return true;
  }
}
