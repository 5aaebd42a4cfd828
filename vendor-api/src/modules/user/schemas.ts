import { z } from "zod";
import { USER_STATUSES } from "#rules";
import { textCodeOf } from "../../protocol/code-schemas";
import { pageInput } from "../../protocol/page";
import { isoDateTime } from "../tenant/schemas";

export const userSchema = z.object({
  id: z.int(),
  username: z.string().describe("Login name, unique across tenants"),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneCode: z.string().nullable().describe("Area code: + and 1-4 digits"),
  phone: z.string().nullable(),
  status: textCodeOf(USER_STATUSES),
  roles: z.array(z.object({ id: z.int(), name: z.string() })),
  creator: z.string().nullable().describe("User name of who created the user"),
  lastLoginTime: isoDateTime().nullable(),
  mustChangePassword: z.boolean().describe("Set by a password reset until the user changes it"),
  twoFactorEnabled: z.boolean().describe("The user signs in with a second factor (an authenticator app)"),
  version: z.int(),
  createTime: isoDateTime(),
});
export type User = z.infer<typeof userSchema>;

const contactFields = {
  firstName: z.string().describe("Required, at most 50, the name rule"),
  lastName: z.string().describe("Required, at most 50, the name rule"),
  email: z.string().nullish(),
  phoneCode: z.string().nullish().describe("Required with a phone"),
  phone: z.string().nullish().describe("Unique per tenant (area code and digits)"),
  status: z.string().describe("active or forbidden; forbidding ends every session of the user"),
};

export const userListInput = z.object({
  ...pageInput,
  username: z.string().optional().describe("Substring of the user name"),
  name: z.string().optional().describe("Substring of the first or the last name"),
  status: textCodeOf(USER_STATUSES).optional(),
});

export const userAddInput = z.object({
  username: z.string().describe("3-50 letters, digits, _ . -; unique across tenants"),
  ...contactFields,
  password: z.string().describe("6-12 characters"),
  roleIds: z.array(z.int()).describe("At least one; only roles whose permissions the caller holds"),
});
export type UserAddInput = z.infer<typeof userAddInput>;

export const userEditInput = z.object({ id: z.int(), version: z.int(), ...contactFields });
export type UserEditInput = z.infer<typeof userEditInput>;

export const userAssignRolesInput = z.object({ id: z.int(), version: z.int(), roleIds: z.array(z.int()) });
export const userPasswordResetInput = z.object({ id: z.int(), newPassword: z.string() });
export const idVersionInput = z.object({ id: z.int(), version: z.int() });
