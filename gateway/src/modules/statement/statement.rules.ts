/** The statement inputs the gateway checks before any call (docs/money-contract.md section 3). */
import { fail, max, min, validateFields, type FieldFailures } from "#rules";
import type { StatementFilter } from "./statement.input";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthFailures = (month: string, field = "month"): FieldFailures =>
  MONTH.test(month.trim()) ? {} : { [field]: fail("date") };

export const statementFilterFailures = (filter: StatementFilter | null | undefined): FieldFailures =>
  validateFields({ year: [filter?.year, [min(1970), max(9999)]] });
