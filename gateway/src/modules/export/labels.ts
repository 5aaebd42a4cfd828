/**
 * The words an export writes besides its values: the console's English labels, kept once in rules/code-labels.ts (as
 * the audit trail's are in rules/audit-words.ts), so a file says what the screen says. Codes are labelled by
 * `CODE_LABELS[family][name]`; these name the words that are not a code's.
 */
import { CODE_LABELS } from "#rules";
import type { StatementState } from "../statement/statement.enums";

/** The trip list's Type column. */
export const tripKindLabel = (grouped: boolean) => CODE_LABELS.trip[grouped ? "grouped" : "single"];

export const yesNo = (value: boolean) => CODE_LABELS.orders[value ? "yes" : "no"];

/** A statement's status as the list shows it: the current month is Open (still accruing), whatever its state. */
export const statementStatusLabel = (statement: { open: boolean; state: StatementState }) =>
  CODE_LABELS["statements.state"][statement.open ? "OPEN" : statement.state];
