import { Badge, Text } from "@mantine/core";
import { graphql } from "@/gql";
import type { ReceiverRow_EmailReceiverFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { receiverTypeLabel, RECEIVER_TYPE_COLORS } from "./receiver-types";

export const ReceiverRow_emailReceiver = graphql(`
  fragment ReceiverRow_emailReceiver on EmailReceiver {
    id
    email
    contactName
    type
    version
  }
`);

export type ReceiverRow = ReceiverRow_EmailReceiverFragment;

/** The mail list's columns (address, contact name, type); the actions come with the row menu. */
export function receiverColumns(t: Translate): DataColumn<ReceiverRow>[] {
  return [
    {
      key: "email",
      label: t("receivers.email"),
      fixed: true,
      minWidth: 220,
      cell: (receiver) => (
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {receiver.email}
        </Text>
      ),
    },
    { key: "contactName", label: t("receivers.contactName"), minWidth: 160, cell: (receiver) => receiver.contactName },
    {
      key: "type",
      label: t("receivers.type"),
      width: 200,
      cell: (receiver) => (
        <Badge variant="light" color={RECEIVER_TYPE_COLORS[receiver.type]}>
          {t(receiverTypeLabel(receiver.type))}
        </Badge>
      ),
    },
  ];
}
