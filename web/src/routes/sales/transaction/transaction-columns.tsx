import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { graphql } from "@/gql";
import type { TransactionRow_TransactionFragment } from "@/gql/graphql";
import type { Translate } from "@/i18n/i18n";
import type { DataColumn } from "@/shared/list";
import { orderDetailPath } from "../order/order-links";
import { Money } from "../shared/Money";
import { shownName } from "../shared/sales-states";
import { ChargebackBadge, PayStatusBadge } from "../shared/StateBadge";
import { transactionDetailPath } from "./transaction-links";

export const TransactionRow_transaction = graphql(`
  fragment TransactionRow_transaction on TransactionSummary {
    id
    createTime
    transactionId
    authCode
    orderId
    orderNumber
    cardNumber
    paypalAccount
    customerName
    amount
    errorCode
    errorMsg
    channelName
    payStatus
    chargeBackStatus
    chargeBackAmount
  }
`);

/** A transaction of the list, as its columns read it. */
export type TransactionRow = TransactionRow_TransactionFragment;

const nowrap = { whiteSpace: "nowrap" } as const;
const plain = (value: string | null | undefined) => (
  <Text size="sm" style={nowrap} c={value ? undefined : "dimmed"}>
    {value || "–"}
  </Text>
);

/** The transaction list's columns: when, the ids, the order, the payer, the amount, errors, channel and states. */
export function transactionColumns(
  t: Translate,
  formatTime: (iso: string | null | undefined) => string | null,
): DataColumn<TransactionRow>[] {
  return [
    {
      key: "createTime",
      label: t("transactions.createTime"),
      cell: (row) => plain(formatTime(row.createTime)),
    },
    {
      key: "transactionId",
      label: t("transactions.transactionId"),
      fixed: true,
      cell: (row) => (
        <Anchor component={Link} to={transactionDetailPath(row.id)} size="sm" fw={600} style={nowrap}>
          {row.transactionId || t("transactions.noTransactionId")}
        </Anchor>
      ),
    },
    { key: "authCode", label: t("transactions.authCode"), cell: (row) => plain(row.authCode) },
    {
      key: "orderNumber",
      label: t("transactions.orderId"),
      cell: (row) => (
        <Anchor component={Link} to={orderDetailPath(row.orderId)} size="sm" style={nowrap}>
          {row.orderNumber}
        </Anchor>
      ),
    },
    // The key operators' saved column choices (hidden columns, in the browser) know the column by.
    { key: "cardNum", label: t("transactions.cardNumber"), cell: (row) => plain(row.cardNumber) },
    { key: "paypalAccount", label: t("transactions.paypalAccount"), cell: (row) => plain(row.paypalAccount) },
    { key: "customerName", label: t("transactions.customerName"), cell: (row) => plain(row.customerName) },
    { key: "amount", label: t("transactions.amount"), align: "right", cell: (row) => <Money value={row.amount} /> },
    { key: "errorCode", label: t("transactions.errorCode"), cell: (row) => plain(row.errorCode) },
    {
      key: "errorMsg",
      label: t("transactions.errorMessage"),
      minWidth: 180,
      cell: (row) => (
        <Text size="sm" c={row.errorMsg ? undefined : "dimmed"}>
          {row.errorMsg || "–"}
        </Text>
      ),
    },
    {
      key: "channel",
      label: t("transactions.channel"),
      cell: (row) => plain(row.channelName && shownName(row.channelName, t)),
    },
    { key: "payStatus", label: t("transactions.payStatus"), cell: (row) => <PayStatusBadge status={row.payStatus} /> },
    {
      key: "chargeback",
      label: t("transactions.chargeback"),
      cell: (row) =>
        row.chargeBackStatus === "NONE" ? (
          plain(null)
        ) : (
          <Text span size="sm" style={nowrap}>
            <ChargebackBadge status={row.chargeBackStatus} /> <Money value={row.chargeBackAmount} />
          </Text>
        ),
    },
  ];
}
