import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { roleFailures } from "#rules";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import {
  AssignRoleResourcesArgs,
  CreateRoleArgs,
  DeleteRoleArgs,
  RoleArgs,
  RolesArgs,
  UpdateRoleArgs,
} from "./role.args";
import { toCatalogueEntry, toRole, toRoleRef, toUpstreamResources, toUpstreamRoleInput } from "./role.mapper";
import { CatalogueEntry, Role, RolePage, RoleRef } from "./role.type";
import {
  addRole,
  assignRoleResources,
  deleteRole,
  editRole,
  findRole,
  listRoles,
  readPermissionCatalogue,
} from "./role.upstream";

/** The role list's largest page: what `assignableRoles` reads at a time. */
const ROLE_PAGE_MAX = 100;

@Resolver()
export class RoleResolver {
  @Query(() => RolePage, { description: "The tenant's roles, oldest first; `filter.name` matches part of the name." })
  @RequiresPermission({ page: "role_list" })
  async roles(@Args(() => RolesArgs) { filter, page }: RolesArgs, @Ctx() context: GatewayContext): Promise<RolePage> {
    const upstreamPage = toUpstreamPage(page);
    const roles = await listRoles(context.rest, { ...upstreamPage, name: filter?.name?.trim() || undefined });
    return toPage(roles, upstreamPage, toRole);
  }

  @Query(() => [RoleRef], {
    description:
      "Every role of the tenant by id and name, oldest first: what the user screens offer to assign (`roles` needs " +
      "the role list's permission, this one the user list's).",
  })
  @RequiresPermission({ page: "user_list" })
  async assignableRoles(@Ctx() context: GatewayContext): Promise<RoleRef[]> {
    const roles: RoleRef[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const { list, total } = await listRoles(context.rest, { pageNum, pageSize: ROLE_PAGE_MAX });
      roles.push(...list.map(({ id, name }) => toRoleRef({ id, name })));
      if (list.length < ROLE_PAGE_MAX || roles.length >= total) return roles;
    }
  }

  @Query(() => Role, { description: "One role with what it grants." })
  @RequiresPermission({ page: "role_list" })
  async role(@Args(() => RoleArgs) { id }: RoleArgs, @Ctx() context: GatewayContext): Promise<Role> {
    return toRole(await findRole(context.rest, { id: toUpstreamId(id) }));
  }

  @Query(() => [CatalogueEntry], {
    description: "Every permission a role can grant, in the order of the Assign Resources tree.",
  })
  @RequiresPermission({ page: "role_list" })
  async permissionCatalogue(@Ctx() context: GatewayContext): Promise<CatalogueEntry[]> {
    return (await readPermissionCatalogue(context.rest)).map(toCatalogueEntry);
  }

  @Mutation(() => Role, { description: "Creates a role without permissions ('Role name already exists' on `name`)." })
  @RequiresPermission({ cmd: "/role/add" })
  async createRole(@Args(() => CreateRoleArgs) { input }: CreateRoleArgs, @Ctx() context: GatewayContext) {
    assertValid(roleFailures(input));
    return toRole(await addRole(context.rest, toUpstreamRoleInput(input)));
  }

  @Mutation(() => Role, {
    description:
      "Renames a role or changes its description: not a role that, or whose users or API tokens, hold a permission " +
      "the caller lacks (key access.roleAboveYou on `id`).",
  })
  @RequiresPermission({ cmd: "/role/edit" })
  async updateRole(@Args(() => UpdateRoleArgs) { id, version, input }: UpdateRoleArgs, @Ctx() context: GatewayContext) {
    assertValid(roleFailures(input));
    const body = { id: toUpstreamId(id), version, ...toUpstreamRoleInput(input) };
    return toRole(await editRole(context.rest, body));
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes a role no user holds ('The role is held by {count} users' on `id` otherwise), and that neither itself " +
      "nor an API token holding it holds a permission the caller lacks (key access.roleAboveYou). Answers true.",
  })
  @RequiresPermission({ cmd: "/role/delete" })
  async deleteRole(@Args(() => DeleteRoleArgs) { id, version }: DeleteRoleArgs, @Ctx() context: GatewayContext) {
    await deleteRole(context.rest, { id: toUpstreamId(id), version });
    return true;
  }

  @Mutation(() => Role, {
    description:
      "Replaces what a role grants. Only permissions the caller holds can be granted, and nobody removes their own " +
      "user or role management (refusals on `permissions`); not a role that, or whose users or API tokens, hold a " +
      "permission the caller lacks (key access.roleAboveYou on `id`). Its holders' very next request has the new " +
      "permissions.",
  })
  @RequiresPermission({ cmd: "/role/assign/resources" })
  async assignRoleResources(
    @Args(() => AssignRoleResourcesArgs) { id, version, permissions }: AssignRoleResourcesArgs,
    @Ctx() context: GatewayContext,
  ) {
    const body = { id: toUpstreamId(id), version, permissions: toUpstreamResources(permissions) };
    return toRole(await assignRoleResources(context.rest, body));
  }
}
