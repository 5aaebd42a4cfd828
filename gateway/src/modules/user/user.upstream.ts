import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import { upstreamUserSchema, type toUpstreamNewUser, type toUpstreamUserDetails } from "./user.mapper";

interface UserFilter extends UpstreamPage {
  username: string | undefined;
  name: string | undefined;
  status: string | undefined;
}

export const listUsers = upstream<UserFilter>().post("/user/list", upstreamListSchema(upstreamUserSchema));
export const findUser = upstream<RecordId>().get("/user/find", upstreamUserSchema);
export const addUser = upstream<ReturnType<typeof toUpstreamNewUser>>().post("/user/add", upstreamUserSchema);
export const editUser = upstream<VersionedId & ReturnType<typeof toUpstreamUserDetails>>().post(
  "/user/edit",
  upstreamUserSchema,
);
export const deleteUser = upstream<VersionedId>().post("/user/delete");
export const assignUserRoles = upstream<VersionedId & { roleIds: number[] }>().post(
  "/user/assign/roles",
  upstreamUserSchema,
);
export const resetUserPassword = upstream<RecordId & { newPassword: string }>().post("/user/password/reset");
