import type { MantineColor } from "@mantine/core";
import { isCodeName, namesOf, RECEIVER_TYPES as TYPE_CODES } from "#rules";
import type { EmailReceiverType } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

/** The mail types in the order the form and the filter offer them (docs/system-contract.md section 4). */
export const RECEIVER_TYPES = namesOf(TYPE_CODES);

export const receiverTypeLabel = (type: EmailReceiverType): MessageKey => `receivers.type.${type}`;
export const receiverTypeHint = (type: EmailReceiverType): MessageKey => `receivers.typeHint.${type}`;

export const RECEIVER_TYPE_COLORS: Record<EmailReceiverType, MantineColor> = {
  REFUND: "orange",
  REFUND_RESULT: "teal",
  NOTIFICATION: "blue",
};

export const isReceiverType = (value: string): value is EmailReceiverType => isCodeName(TYPE_CODES, value);

/** The mail list's URL params. */
export const RECEIVER_FILTER_KEYS = ["type"] as const;
