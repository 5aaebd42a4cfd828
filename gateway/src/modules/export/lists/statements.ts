/**
 * `/exports/statements.csv|.xlsx` (the statement list with its `StatementFilter`) and
 * `/exports/statement-entries.csv|.xlsx?month=YYYY-MM&kind=` (one month's entries, of one line when `kind` is given,
 * by time then id).
 */
import { CODE_LABELS } from "#rules";
import type { StatementMonthArgs } from "../../statement/statement.args";
import type { StatementEntryKind } from "../../statement/statement.enums";
import type { StatementFilter } from "../../statement/statement.input";
import { readStatementEntries, readStatements } from "../../statement/statement.resolver";
import type { StatementEntry, StatementSummary } from "../../statement/statement.type";
import { moneyColumn, timeColumn } from "../columns";
import { statementStatusLabel } from "../labels";
import type { ListExport } from "../list-export";

/** The adjustments carried as one signed amount, so that a row's lines and adjustments add up to its balance. */
const adjustmentsTotal = (statement: StatementSummary) =>
  (statement.adjustments.reduce((cents, { amount }) => cents + Math.round(Number(amount) * 100), 0) / 100).toFixed(2);

export const statementsExport: ListExport<{ filter: StatementFilter }, StatementSummary> = {
  name: "statements",
  sheetName: "Statements",
  access: { page: "statement", cmd: "/statement/export" },
  input: { inputType: "StatementFilter" },
  toArgs: (filter) => ({ filter: filter as StatementFilter }),
  readPage: readStatements,
  baseName: (_args, today) => `statements-${today}`,
  columns: (timeZone) => [
    { header: "Month", value: (statement) => statement.month },
    { header: "Status", value: statementStatusLabel },
    timeColumn("Paid time", timeZone, (statement) => statement.paidAt),
    moneyColumn("Orders", (statement) => statement.lines.order),
    moneyColumn("Refunds", (statement) => statement.lines.refund),
    moneyColumn("Chargebacks", (statement) => statement.lines.chargeback),
    moneyColumn("Chargeback fees", (statement) => statement.lines.chargebackFee),
    moneyColumn("Processing fees", (statement) => statement.lines.processingFee),
    moneyColumn("Commission", (statement) => statement.lines.commission),
    moneyColumn("Subscription fee", (statement) => statement.lines.subscriptionFee),
    moneyColumn("Adjustments", adjustmentsTotal),
    moneyColumn("Balance", (statement) => statement.balance),
    { header: "Order count", value: (statement) => statement.orderCount },
    { header: "Refund count", value: (statement) => statement.refundCount },
    { header: "Chargeback count", value: (statement) => statement.chargebackCount },
  ],
};

type StatementEntriesExportArgs = StatementMonthArgs & { kind: StatementEntryKind | null };

export const statementEntriesExport: ListExport<StatementEntriesExportArgs, StatementEntry> = {
  name: "statement-entries",
  sheetName: "Statement entries",
  access: { page: "statement_detail", cmd: "/statement/export" },
  input: { fieldArguments: "statement", except: ["page"], nested: "Statement.entries" },
  toArgs: (args) => ({ month: args.month as string, kind: (args.kind as StatementEntryKind | undefined) ?? null }),
  readPage: readStatementEntries,
  /** e.g. `statement-entries-2025-07-refund`. */
  baseName: ({ month, kind }) => ["statement-entries", month.trim(), kind?.toLowerCase()].filter(Boolean).join("-"),
  columns: (timeZone) => [
    timeColumn("Time", timeZone, (entry) => entry.time),
    { header: "Line", value: (entry) => CODE_LABELS["statements.line"][entry.kind] },
    moneyColumn("Amount", (entry) => entry.amount),
    { header: "Order number", value: (entry) => entry.orderNumber },
    { header: "Refund number", value: (entry) => entry.refundNumber },
    { header: "Payment ID", value: (entry) => entry.paymentId },
  ],
};
