/** `/exports/transactions.csv|.xlsx`: the transaction list (`transactions` with its `TransactionFilter`). */
import { CODE_LABELS } from "#rules";
import type { TransactionFilter } from "../../transaction/transaction.input";
import { readTransactions } from "../../transaction/transaction.resolver";
import type { TransactionSummary } from "../../transaction/transaction.type";
import { moneyColumn, timeColumn } from "../columns";
import type { ListExport } from "../list-export";

interface TransactionsExportArgs {
  filter: TransactionFilter;
}

/** Card numbers are the list's: masked by the transaction mapper (at most the first 6 and last 4 digits). */
export const transactionsExport: ListExport<TransactionsExportArgs, TransactionSummary> = {
  name: "transactions",
  sheetName: "Transactions",
  access: { page: "transaction_list", cmd: "/transaction/export" },
  input: { inputType: "TransactionFilter" },
  toArgs: (filter) => ({ filter: filter as TransactionFilter }),
  readPage: readTransactions,
  baseName: (_args, today) => `transactions-${today}`,
  columns: (timeZone) => [
    timeColumn("Create time", timeZone, (transaction) => transaction.createTime),
    { header: "Transaction ID", value: (transaction) => transaction.transactionId },
    { header: "Auth code", value: (transaction) => transaction.authCode },
    { header: "Order number", value: (transaction) => transaction.orderNumber },
    { header: "Payment method", value: (transaction) => CODE_LABELS["sales.paymentType"][transaction.paymentType] },
    { header: "Card number", value: (transaction) => transaction.cardNumber },
    { header: "PayPal account", value: (transaction) => transaction.paypalAccount },
    { header: "Customer name", value: (transaction) => transaction.customerName },
    moneyColumn("Amount", (transaction) => transaction.amount),
    moneyColumn("Refunded", (transaction) => transaction.refundedAmount),
    { header: "Error code", value: (transaction) => transaction.errorCode },
    { header: "Error message", value: (transaction) => transaction.errorMsg },
    { header: "Channel", value: (transaction) => transaction.channelName },
    { header: "Pay status", value: (transaction) => CODE_LABELS["sales.payStatus"][transaction.payStatus] },
    moneyColumn("Chargeback amount", (transaction) => transaction.chargeBackAmount),
    {
      header: "Chargeback status",
      value: (transaction) => CODE_LABELS["sales.chargeback"][transaction.chargeBackStatus],
    },
  ],
};
