import type { MantineColor } from "@mantine/core";
import type { ReceiverType as RuleReceiverType } from "#rules";
import type { EmailReceiverType } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

/** The mail types in the order the form and the filter offer them (docs/system-contract.md section 4). */
export const RECEIVER_TYPES: readonly EmailReceiverType[] = ["REFUND", "REFUND_RESULT", "NOTIFICATION"];

/** Each GraphQL type as the shared rules name it. */
export const RULE_RECEIVER_TYPE: Record<EmailReceiverType, RuleReceiverType> = {
  REFUND: "refund",
  REFUND_RESULT: "refundResult",
  NOTIFICATION: "notification",
};

export const receiverTypeLabel = (type: EmailReceiverType): MessageKey => `receivers.type.${type}`;
export const receiverTypeHint = (type: EmailReceiverType): MessageKey => `receivers.typeHint.${type}`;

export const RECEIVER_TYPE_COLORS: Record<EmailReceiverType, MantineColor> = {
  REFUND: "orange",
  REFUND_RESULT: "teal",
  NOTIFICATION: "blue",
};

export const isReceiverType = (value: string): value is EmailReceiverType =>
  (RECEIVER_TYPES as readonly string[]).includes(value);

/** The mail list's URL params. */
export const RECEIVER_FILTER_KEYS = ["type"] as const;
