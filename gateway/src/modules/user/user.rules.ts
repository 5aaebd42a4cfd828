/**
 * The user rules the gateway checks before any call (docs/system-contract.md section 3): the shared field rules and
 * the one safety rule the session alone can decide (nobody forbids or deletes themselves). Uniqueness and the rules
 * that read roles (the last manager, one's own management, granting only what one holds) are the vendor API's.
 */
import { fail, userFailures, type FieldFailures } from "#rules";
import type { GatewayContext } from "../../context";
import { UserStatusEnum } from "./user.enums";
import type { CreateUserInput, UpdateUserInput } from "./user.input";

const ruleShape = (input: UpdateUserInput) => ({ ...input, status: UserStatusEnum.toCode(input.status) });

const isSelf = (context: GatewayContext, id: string) => context.session?.userId === id.trim();

export const newUserFailures = (input: CreateUserInput): FieldFailures =>
  userFailures(ruleShape(input), { creating: true });

export function userEditFailures(context: GatewayContext, id: string, input: UpdateUserInput): FieldFailures {
  const failures = userFailures(ruleShape(input), { creating: false });
  if (input.status === "FORBIDDEN" && isSelf(context, id)) failures.status = fail("user.selfForbidOrDelete");
  return failures;
}

export const userDeleteFailures = (context: GatewayContext, id: string): FieldFailures =>
  isSelf(context, id) ? { id: fail("user.selfForbidOrDelete") } : {};
