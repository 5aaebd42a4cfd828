/**
 * What the statement screens read from the URL and how they write a statement's figures (docs/money-contract.md
 * section 3). No React, unit-tested.
 */
import { isCodeName, STATEMENT_STATES } from "#rules";
import { formatDateTime } from "@/shared/time/format-time";
import type { StatementEntryKind, StatementFilter, StatementState } from "@/gql/graphql";
import { formatMoney } from "@/routes/report/shared/report-figures";

export const STATEMENTS_CSV_PATH = "/exports/statements.csv";
export const STATEMENT_ENTRIES_CSV_PATH = "/exports/statement-entries.csv";
export const STATEMENT_LIST_PATH = "/financial/statement";

export const statementDetailPath = (month: string) => `/financial/statement_detail?month=${encodeURIComponent(month)}`;

export type StatementLineField =
  "order" | "refund" | "chargeback" | "chargebackFee" | "processingFee" | "commission" | "subscriptionFee";

/** A statement's lines in the order they are added up, each with the entry kind that makes it. */
export const STATEMENT_LINES: readonly { kind: StatementEntryKind; field: StatementLineField }[] = [
  { kind: "ORDER", field: "order" },
  { kind: "REFUND", field: "refund" },
  { kind: "CHARGEBACK", field: "chargeback" },
  { kind: "CHARGEBACK_FEE", field: "chargebackFee" },
  { kind: "PROCESSING_FEE", field: "processingFee" },
  { kind: "COMMISSION", field: "commission" },
  { kind: "SUBSCRIPTION_FEE", field: "subscriptionFee" },
];

export const isEntryKind = (value: string): value is StatementEntryKind =>
  STATEMENT_LINES.some((line) => line.kind === value);

/** The list's URL params. */
export const STATEMENT_FILTER_KEYS = ["state", "year"] as const;
export type StatementFilterKey = (typeof STATEMENT_FILTER_KEYS)[number];

/** The state tabs; "" is All. */
export const STATEMENT_STATE_FILTERS = ["", "UNPAID", "PAID"] as const;
const isState = (value: string): value is StatementState => isCodeName(STATEMENT_STATES, value);

/** The URL's filters as the `statements` filter (and the export's query): unset and unreadable values left out. */
export function toStatementFilter(filters: Record<StatementFilterKey, string>): StatementFilter {
  const year = /^\d{4}$/.test(filters.year) ? Number(filters.year) : undefined;
  return { ...(isState(filters.state) ? { state: filters.state } : {}), ...(year ? { year } : {}) };
}

/** The detail's URL params: the month is whose entries they are, the kind narrows them. */
export const ENTRY_FILTER_KEYS = ["month", "kind"] as const;

/** "2025-08" as the console's language says a month: "August 2025", "2025年8月". */
export function monthLabel(month: string, language: "en" | "zh"): string {
  const [year, monthNumber] = month.split("-").map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(language === "zh" ? "zh-CN" : "en-US", {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** A signed amount as the statements write it: thousands grouped, a minus sign a reader cannot miss, "+" for income. */
export function signedMoney(amount: string): string {
  const text = formatMoney(amount);
  if (text.startsWith("-")) return `\u2212${text.slice(1)}`;
  return /^0\.00$/.test(text) ? text : `+${text}`;
}

/** A rate the platform sends as a decimal ("0.0290") as a percentage ("2.9%"), exact to its four places. */
export function percentOf(rate: string): string {
  const match = /^(\d+)(?:\.(\d{0,4}))?$/.exec(rate.trim());
  if (!match) return rate;
  const tenThousandths = Number(match[1]) * 10000 + Number((match[2] ?? "").padEnd(4, "0"));
  const percent = (tenThousandths / 100).toFixed(2).replace(/\.?0+$/, "");
  return `${percent}%`;
}

/** The day a statement was paid, `MM/dd/yyyy` in the tenant's zone. */
export const paidDateOf = (paidAt: string, timeZone: string): string => formatDateTime(paidAt, timeZone).slice(0, 10);
