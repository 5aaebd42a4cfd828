/** The receiver form's values, rules (`#rules` `receiverFailures`, docs/system-contract.md section 4) and input. */
import { RECEIVER_TYPES, receiverFailures } from "#rules";
import type { EmailReceiverInput, EmailReceiverType } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export type ReceiverValues = {
  email: string;
  contactName: string;
  type: EmailReceiverType | "";
};

export const receiverValues = (record: ReceiverValues): ReceiverValues => ({
  email: record.email,
  contactName: record.contactName,
  type: record.type,
});

export const toReceiverInput = (values: ReceiverValues): EmailReceiverInput => ({
  email: values.email.trim(),
  contactName: values.contactName.trim(),
  type: values.type as EmailReceiverType,
});

export const validateReceiver = (values: ReceiverValues): Record<string, string> =>
  wordFailures(receiverFailures({ ...values, type: values.type ? RECEIVER_TYPES[values.type] : "" }));
