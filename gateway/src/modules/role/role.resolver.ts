import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { expectResult } from "../../rest/envelope";
import { roleFailures } from "#rules";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage, upstreamListSchema } from "../shared/page.mapper";
import {
  AssignRoleResourcesArgs,
  CreateRoleArgs,
  DeleteRoleArgs,
  RoleArgs,
  RolesArgs,
  UpdateRoleArgs,
} from "./role.args";
import {
  toCatalogueEntry,
  toRole,
  toRoleRef,
  toUpstreamResources,
  toUpstreamRoleInput,
  upstreamCatalogueSchema,
  upstreamRoleSchema,
} from "./role.mapper";
import { CatalogueEntry, Role, RolePage, RoleRef } from "./role.type";

/** The role list's largest page: what `assignableRoles` reads at a time. */
const ROLE_PAGE_MAX = 100;

@Resolver()
export class RoleResolver {
  @Query(() => RolePage, { description: "The tenant's roles, oldest first; `filter.name` matches part of the name." })
  @RequiresPermission({ page: "role_list" })
  async roles(@Args(() => RolesArgs) { filter, page }: RolesArgs, @Ctx() context: GatewayContext): Promise<RolePage> {
    const upstreamPage = toUpstreamPage(page);
    const result = await context.rest.post("/role/list", { ...upstreamPage, name: filter?.name?.trim() || undefined });
    return toPage(expectResult(upstreamListSchema(upstreamRoleSchema), result, "role/list"), upstreamPage, toRole);
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
      const result = await context.rest.post("/role/list", { pageNum, pageSize: ROLE_PAGE_MAX });
      const { list, total } = expectResult(upstreamListSchema(upstreamRoleSchema), result, "role/list");
      roles.push(...list.map(({ id, name }) => toRoleRef({ id, name })));
      if (list.length < ROLE_PAGE_MAX || roles.length >= total) return roles;
    }
  }

  @Query(() => Role, { description: "One role with what it grants." })
  @RequiresPermission({ page: "role_list" })
  async role(@Args(() => RoleArgs) { id }: RoleArgs, @Ctx() context: GatewayContext): Promise<Role> {
    const result = await context.rest.get("/role/find", { id: toUpstreamId(id) });
    return toRole(expectResult(upstreamRoleSchema, result, "role/find"));
  }

  @Query(() => [CatalogueEntry], {
    description: "Every permission a role can grant, in the order of the Assign Resources tree.",
  })
  @RequiresPermission({ page: "role_list" })
  async permissionCatalogue(@Ctx() context: GatewayContext): Promise<CatalogueEntry[]> {
    const result = await context.rest.get("/permission/catalogue");
    return expectResult(upstreamCatalogueSchema, result, "permission/catalogue").map(toCatalogueEntry);
  }

  @Mutation(() => Role, { description: "Creates a role without permissions ('Role name already exists' on `name`)." })
  @RequiresPermission({ cmd: "/role/add" })
  async createRole(@Args(() => CreateRoleArgs) { input }: CreateRoleArgs, @Ctx() context: GatewayContext) {
    assertValid(roleFailures(input));
    const result = await context.rest.post("/role/add", toUpstreamRoleInput(input));
    return toRole(expectResult(upstreamRoleSchema, result, "role/add"));
  }

  @Mutation(() => Role, { description: "Renames a role or changes its description." })
  @RequiresPermission({ cmd: "/role/edit" })
  async updateRole(@Args(() => UpdateRoleArgs) { id, version, input }: UpdateRoleArgs, @Ctx() context: GatewayContext) {
    assertValid(roleFailures(input));
    const body = { id: toUpstreamId(id), version, ...toUpstreamRoleInput(input) };
    return toRole(expectResult(upstreamRoleSchema, await context.rest.post("/role/edit", body), "role/edit"));
  }

  @Mutation(() => Boolean, {
    description: "Deletes a role no user holds ('The role is held by {count} users' on `id` otherwise). Answers true.",
  })
  @RequiresPermission({ cmd: "/role/delete" })
  async deleteRole(@Args(() => DeleteRoleArgs) { id, version }: DeleteRoleArgs, @Ctx() context: GatewayContext) {
    await context.rest.post("/role/delete", { id: toUpstreamId(id), version });
    return true;
  }

  @Mutation(() => Role, {
    description:
      "Replaces what a role grants. Only permissions the caller holds can be granted, and nobody removes their own " +
      "user or role management (refusals on `permissions`). Its holders' very next request has the new permissions.",
  })
  @RequiresPermission({ cmd: "/role/assign/resources" })
  async assignRoleResources(
    @Args(() => AssignRoleResourcesArgs) { id, version, permissions }: AssignRoleResourcesArgs,
    @Ctx() context: GatewayContext,
  ) {
    const body = { id: toUpstreamId(id), version, permissions: toUpstreamResources(permissions) };
    const result = await context.rest.post("/role/assign/resources", body);
    return toRole(expectResult(upstreamRoleSchema, result, "role/assign/resources"));
  }
}
