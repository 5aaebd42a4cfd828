/** Upstream users (docs/system-contract.md section 1) to GraphQL, and inputs to the bodies of their calls. */
import { z } from "zod";
import { upstreamId, upstreamText } from "../shared/wire-fields";
import { upstreamRoleRefSchema, toRoleRef } from "../role/role.mapper";
import { toUpstreamIds } from "../shared/field-rules";
import { UserStatusEnum } from "./user.enums";
import type { CreateUserInput, UpdateUserInput } from "./user.input";
import type { User } from "./user.type";

/** A `User`; a password or hash a careless upstream might add is not even read. */
export const upstreamUserSchema = z.object({
  id: upstreamId,
  username: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: upstreamText,
  phoneCode: upstreamText,
  phone: upstreamText,
  status: z.string(),
  roles: z.array(upstreamRoleRefSchema).nullish(),
  creator: upstreamText,
  lastLoginTime: upstreamText,
  mustChangePassword: z.boolean().nullish(),
  twoFactorEnabled: z.boolean().nullish(),
  version: z.number().int(),
  createTime: z.string(),
});

export function toUser(user: z.infer<typeof upstreamUserSchema>): User {
  return {
    ...user,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    status: UserStatusEnum.fromCode(user.status),
    roles: (user.roles ?? []).map(toRoleRef),
    mustChangePassword: user.mustChangePassword ?? false,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
  };
}

const blankAsNull = (value: string | null | undefined) => value?.trim() || null;

/** The `/user/edit` details (without id and version); blank optional texts go up as null, which clears them. */
export function toUpstreamUserDetails(input: UpdateUserInput) {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: blankAsNull(input.email),
    phoneCode: blankAsNull(input.phoneCode),
    phone: blankAsNull(input.phone),
    status: UserStatusEnum.toCode(input.status),
  };
}

export function toUpstreamNewUser(input: CreateUserInput) {
  return {
    username: input.username.trim(),
    ...toUpstreamUserDetails(input),
    password: input.password,
    roleIds: toUpstreamIds(input.roleIds, "roleIds"),
  };
}
