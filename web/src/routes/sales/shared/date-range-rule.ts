/**
 * The transaction and order searches (docs/sales-contract.md section 5): the start of a date range must come before
 * its end. The days are both included (see `dayRangeFilter`), so a one-day range (start = end) is in order.
 */
import { fail } from "#rules";
import { ruleText } from "@/i18n/rule-text";

/** Whether two calendar days `YYYY-MM-DD` make a range; a missing end is always fine. */
export const isDateRangeOrdered = (from: string | null | undefined, to: string | null | undefined): boolean =>
  !from || !to || from <= to;

/** The end field's rule: 'Start time must be earlier than end time'. */
export const dateRangeError = (from: string | null | undefined, to: string | null | undefined): string | null =>
  isDateRangeOrdered(from, to) ? null : ruleText(fail("dateRange"));
