/**
 * The rules of users and roles that need no database (docs/system-contract.md section 3). The vendor API (its REST
 * body), the gateway (its input) and the console (its form values) fill in the same shapes, so a failure lands on the
 * same field in every part. Uniqueness and the safety rules (self-lockout, the last manager, escalation) read what is
 * stored and are the vendor API's alone.
 */
import { codesOf, type Code } from "./codes";
import { fail, type FieldFailures } from "./failure";
import { PASSWORD, PERSON_NAME_MAX, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, USERNAME_LENGTH } from "./limits";
import {
  email,
  isBlank,
  isPersonName,
  maxLength,
  passwordChecks,
  phone,
  required,
  validateFields,
  type Check,
} from "./checks";
import { areaCodeCheck } from "./company";

export const USER_STATUSES = { ACTIVE: "active", FORBIDDEN: "forbidden" } as const;
export type UserStatusValue = Code<typeof USER_STATUSES>;

const textCheck =
  (holds: (text: string) => boolean, failure: ReturnType<typeof fail>): Check =>
  (value) =>
    typeof value === "string" && !isBlank(value) && !holds(value.trim()) ? failure : undefined;

/** A login name: 3 to 50 letters, digits, `_`, `.` or `-`. */
export const isUsername = (value: string): boolean =>
  new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`).test(value);
export const username: Check = textCheck(isUsername, fail("user.incorrectName"));

/** First and last names: the name rule (a letter, no digits), at most 50 characters. */
const personNameRule: Check = textCheck(
  (text) => text.length <= PERSON_NAME_MAX && isPersonName(text),
  fail("user.incorrectName"),
);

const passwordLength: Check = (value) =>
  typeof value === "string" && (value.length < PASSWORD.min || value.length > PASSWORD.max)
    ? fail("user.passwordLength")
    : undefined;
/** A password an administrator sets (add, reset): required, 6 to 128 characters. */
export const userPasswordChecks: readonly Check[] = [required, passwordLength];

const statusCheck: Check = (value) =>
  typeof value === "string" && !(codesOf(USER_STATUSES) as string[]).includes(value) ? fail("value") : undefined;

const rolesRequired: Check = (value) =>
  !Array.isArray(value) || value.length === 0 ? fail("user.rolesRequired") : undefined;

/** Every field may be missing: a missing required one is a failure like a blank one. */
export interface UserRuleInput {
  username?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phoneCode?: unknown;
  phone?: unknown;
  password?: unknown;
  status?: unknown;
  roleIds?: readonly unknown[] | null;
}

/**
 * A user's fields. Creating (`/user/add`) also checks the login name, the password and at least one role; an edit
 * sends none of them.
 */
export function userFailures(input: UserRuleInput, { creating }: { creating: boolean }): FieldFailures {
  const failures = validateFields({
    ...(creating ? { username: [input.username, [required, username]] as const } : {}),
    firstName: [input.firstName, [required, personNameRule]],
    lastName: [input.lastName, [required, personNameRule]],
    email: [input.email, [email]],
    phoneCode: [input.phoneCode, [areaCodeCheck]],
    phone: [input.phone, [phone()]],
    ...(creating ? { password: [input.password, userPasswordChecks] as const } : {}),
    status: [input.status, [required, statusCheck]],
  });
  // A missing name has its own words.
  if (failures.firstName?.rule === "required") failures.firstName = fail("user.firstNameRequired");
  if (failures.lastName?.rule === "required") failures.lastName = fail("user.lastNameRequired");
  if (creating) Object.assign(failures, userRolesFailures(input.roleIds));
  if (!failures.phoneCode && isBlank(input.phoneCode) && !isBlank(input.phone)) failures.phoneCode = fail("areaCode");
  return failures;
}

/** `/user/assign/roles`: at least one role. */
export const userRolesFailures = (roleIds: readonly unknown[] | null | undefined): FieldFailures =>
  rolesRequired(roleIds) ? { roleIds: fail("user.rolesRequired") } : {};

/** `/user/password/reset`. */
export const resetPasswordFailures = (newPassword: unknown): FieldFailures =>
  validateFields({ newPassword: [newPassword, userPasswordChecks] });

/**
 * Changing one's own password (`/vendor/account/change/password`, `changePassword`): the current password, and a new
 * one of 6 to 128 characters that is not the current one typed again — a "change" that keeps the password would end
 * every session and reset the forced change (docs/system-contract.md section 1) while leaving the password that
 * had to go. Compared as typed: passwords are not trimmed anywhere.
 */
export function changePasswordFailures(input: { password?: unknown; newPassword?: unknown }): FieldFailures {
  const failures = validateFields({
    password: [input.password, [required]],
    newPassword: [input.newPassword, passwordChecks],
  });
  if (!failures.newPassword && !isBlank(input.password) && input.newPassword === input.password)
    failures.newPassword = fail("user.samePassword");
  return failures;
}

export interface RoleRuleInput {
  name?: unknown;
  description?: unknown;
}

export function roleFailures(input: RoleRuleInput): FieldFailures {
  return validateFields({
    name: [input.name, [required, textCheck((text) => text.length <= ROLE_NAME_MAX, fail("role.nameTooLong"))]],
    description: [input.description, [maxLength(ROLE_DESCRIPTION_MAX)]],
  });
}
