/** Upstream roles and the permission catalogue (docs/system-contract.md section 2) to GraphQL, and inputs to bodies. */
import { z } from "zod";
import { PermissionType } from "../account/permission.type";
import { upstreamId, upstreamText } from "../shared/wire-fields";
import type { ResourceInput, RoleInput } from "./role.input";
import type { CatalogueEntry, GrantedResource, Role, RoleRef } from "./role.type";

const permissionType = z
  .string()
  .transform((type) => (type.toLowerCase() === "cmd" ? PermissionType.CMD : PermissionType.PAGE));

const upstreamResourceSchema = z.object({ type: permissionType, url: z.string() });

export const upstreamRoleRefSchema = z.object({ id: upstreamId, name: z.string() });

export const upstreamRoleSchema = z.object({
  id: upstreamId,
  name: z.string(),
  description: upstreamText,
  allPermissions: z.boolean().nullish(),
  permissions: z.array(upstreamResourceSchema).nullish(),
  userCount: z.number().int().nullish(),
  version: z.number().int(),
  createTime: z.string(),
});

export const upstreamCatalogueSchema = z.array(
  z.object({ type: permissionType, url: z.string(), name: z.string(), group: z.string(), parent: upstreamText }),
);

export const toRoleRef = (role: z.infer<typeof upstreamRoleRefSchema>): RoleRef => role;

export function toRole(role: z.infer<typeof upstreamRoleSchema>): Role {
  return {
    ...role,
    allPermissions: role.allPermissions ?? false,
    permissions: (role.permissions ?? []) as GrantedResource[],
    userCount: role.userCount ?? 0,
  };
}

export const toCatalogueEntry = (entry: z.infer<typeof upstreamCatalogueSchema>[number]): CatalogueEntry => entry;

export function toUpstreamRoleInput(input: RoleInput) {
  return { name: input.name.trim(), description: input.description?.trim() ?? "" };
}

export function toUpstreamResources(permissions: ResourceInput[]) {
  return permissions.map(({ type, url }) => ({ type: type === PermissionType.CMD ? "cmd" : "page", url: url.trim() }));
}
