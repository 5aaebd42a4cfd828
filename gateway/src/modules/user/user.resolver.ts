import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { resetPasswordFailures, userRolesFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { expectResult } from "../../rest/envelope";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage, upstreamListSchema } from "../shared/page.mapper";
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
import { toUpstreamNewUser, toUpstreamUserDetails, toUser, upstreamUserSchema } from "./user.mapper";
import { newUserFailures, userDeleteFailures, userEditFailures } from "./user.rules";
import { User, UserPage } from "./user.type";

@Resolver()
export class UserResolver {
  @Query(() => UserPage, {
    description: "The tenant's users, newest first; `filter` matches part of the user name or of either name.",
  })
  @RequiresPermission({ page: "user_list" })
  async users(@Args(() => UsersArgs) { filter, page }: UsersArgs, @Ctx() context: GatewayContext): Promise<UserPage> {
    const upstreamPage = toUpstreamPage(page);
    const result = await context.rest.post("/user/list", {
      ...upstreamPage,
      username: filter?.username?.trim() || undefined,
      name: filter?.name?.trim() || undefined,
      status: filter?.status ? UserStatusEnum.toCode(filter.status) : undefined,
    });
    return toPage(expectResult(upstreamListSchema(upstreamUserSchema), result, "user/list"), upstreamPage, toUser);
  }

  @Query(() => User, { description: "One user with their roles." })
  @RequiresPermission({ page: "user_list" })
  async user(@Args(() => UserArgs) { id }: UserArgs, @Ctx() context: GatewayContext): Promise<User> {
    const result = await context.rest.get("/user/find", { id: toUpstreamId(id) });
    return toUser(expectResult(upstreamUserSchema, result, "user/find"));
  }

  @Mutation(() => User, {
    description:
      "Creates a user with a first password and at least one role. Refusals name their field ('User name already " +
      "exists' on `username`, 'You can only grant permissions you hold yourself' on `roleIds`).",
  })
  @RequiresPermission({ cmd: "/user/add" })
  async createUser(@Args(() => CreateUserArgs) { input }: CreateUserArgs, @Ctx() context: GatewayContext) {
    assertValid(newUserFailures(input));
    const result = await context.rest.post("/user/add", toUpstreamNewUser(input));
    return toUser(expectResult(upstreamUserSchema, result, "user/add"));
  }

  @Mutation(() => User, {
    description:
      "Edits a user's details and status. Forbidding a user ends every session of theirs at once; nobody forbids " +
      "themselves.",
  })
  @RequiresPermission({ cmd: "/user/edit" })
  async updateUser(@Args(() => UpdateUserArgs) { id, version, input }: UpdateUserArgs, @Ctx() context: GatewayContext) {
    assertValid(userEditFailures(context, id, input));
    const body = { id: toUpstreamId(id), version, ...toUpstreamUserDetails(input) };
    return toUser(expectResult(upstreamUserSchema, await context.rest.post("/user/edit", body), "user/edit"));
  }

  @Mutation(() => Boolean, {
    description: "Deletes a user (never oneself) and ends their sessions. Answers true.",
  })
  @RequiresPermission({ cmd: "/user/delete" })
  async deleteUser(@Args(() => DeleteUserArgs) { id, version }: DeleteUserArgs, @Ctx() context: GatewayContext) {
    assertValid(userDeleteFailures(context, id));
    await context.rest.post("/user/delete", { id: toUpstreamId(id), version });
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
    const result = await context.rest.post("/user/assign/roles", body);
    return toUser(expectResult(upstreamUserSchema, result, "user/assign/roles"));
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
    await context.rest.post("/user/password/reset", { id: toUpstreamId(id), newPassword });
    return true;
  }
}
