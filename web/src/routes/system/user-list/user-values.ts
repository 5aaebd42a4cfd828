import { userFailures } from "#rules";
import type { UserStatus } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export interface UserValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: string;
  phone: string;
  /** Only when the user is created. */
  password: string;
  status: UserStatus;
  /** Only when the user is created; later through Assign Roles. */
  roleIds: string[];
}

/** The user as the form edits it; a new user starts active. */
export function userValuesOf(user?: {
  username: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneCode?: string | null;
  phone?: string | null;
  status: UserStatus;
  roles: readonly { id: string }[];
}): UserValues {
  return {
    username: user?.username ?? "",
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    phoneCode: user?.phoneCode ?? "",
    phone: user?.phone ?? "",
    password: "",
    status: user?.status ?? ("ACTIVE" as UserStatus),
    roleIds: user?.roles.map((role) => role.id) ?? [],
  };
}

/** Optional text as the API takes it: blank is null. */
const optional = (value: string) => value.trim() || null;

/** The fields `updateUser` takes (user name, password and roles have their own calls). */
export const userEditInput = (values: UserValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: optional(values.email),
  phoneCode: values.phone.trim() ? optional(values.phoneCode) : null,
  phone: optional(values.phone),
  status: values.status,
});

export const userCreateInput = (values: UserValues) => ({
  ...userEditInput(values),
  username: values.username.trim(),
  password: values.password,
  roleIds: values.roleIds,
});

/** The form's messages by field (`#rules` `userFailures`, as the server words them); the rules take the API's status. */
export function validateUser(values: UserValues, creating: boolean): Record<string, string> {
  const input = creating ? userCreateInput(values) : userEditInput(values);
  return wordFailures(userFailures({ ...input, status: values.status.toLowerCase() }, { creating }));
}
