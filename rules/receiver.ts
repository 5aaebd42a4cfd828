/**
 * The rules of system e-mail receivers (docs/system-contract.md section 4). The vendor API, the gateway and the
 * console check the same ones; uniqueness per tenant and type needs the database and is the vendor API's alone
 * (`receiver.duplicate`).
 */
import { codesOf, type Code } from "./codes";
import { fail, type FieldFailures } from "./failure";
import { RECEIVER_CONTACT_NAME_MAX } from "./limits";
import { isBlank, isEmail, isPersonName, required, validateFields, type Check } from "./checks";

/** `type`: which system e-mails a receiver gets. */
export const RECEIVER_TYPES = {
  REFUND: "refund",
  REFUND_RESULT: "refundResult",
  NOTIFICATION: "notification",
} as const;
export type ReceiverType = Code<typeof RECEIVER_TYPES>;

/** A value of a closed list (an enum the REST body carries as text). */
export const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    isBlank(value) || (typeof value === "string" && values.includes(value)) ? undefined : fail("value");

export interface ReceiverRuleInput {
  email?: unknown;
  contactName?: unknown;
  type?: unknown;
}

export function receiverFailures(input: ReceiverRuleInput): FieldFailures {
  const failures = validateFields({ type: [input.type, [required, oneOf(codesOf(RECEIVER_TYPES))]] });
  const email = typeof input.email === "string" ? input.email.trim() : input.email;
  if (isBlank(email)) failures.email = fail("receiver.emailRequired");
  else if (typeof email !== "string" || !isEmail(email)) failures.email = fail("receiver.email");
  const name = typeof input.contactName === "string" ? input.contactName.trim() : input.contactName;
  if (isBlank(name)) failures.contactName = fail("receiver.contactNameRequired");
  else if (typeof name !== "string" || name.length > RECEIVER_CONTACT_NAME_MAX || !isPersonName(name))
    failures.contactName = fail("receiver.contactName");
  return failures;
}
