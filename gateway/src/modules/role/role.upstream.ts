import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import {
  upstreamCatalogueSchema,
  upstreamRoleSchema,
  type toUpstreamResources,
  type toUpstreamRoleInput,
} from "./role.mapper";

type RoleFields = ReturnType<typeof toUpstreamRoleInput>;

export const listRoles = upstream<UpstreamPage & { name?: string }>().post(
  "/role/list",
  upstreamListSchema(upstreamRoleSchema),
);
export const findRole = upstream<RecordId>().get("/role/find", upstreamRoleSchema);
export const readPermissionCatalogue = upstream().get("/permission/catalogue", upstreamCatalogueSchema);
export const addRole = upstream<RoleFields>().post("/role/add", upstreamRoleSchema);
export const editRole = upstream<VersionedId & RoleFields>().post("/role/edit", upstreamRoleSchema);
export const deleteRole = upstream<VersionedId>().post("/role/delete");
export const assignRoleResources = upstream<
  VersionedId & { permissions: ReturnType<typeof toUpstreamResources> }
>().post("/role/assign/resources", upstreamRoleSchema);
