/** The statement inputs the gateway checks before any call (docs/money-contract.md section 3). */
import { max, min, validateFields, type FieldFailures } from "#rules";
import type { StatementFilter } from "./statement.input";

export const statementFilterFailures = (filter: StatementFilter | null | undefined): FieldFailures =>
  validateFields({ year: [filter?.year, [min(1970), max(9999)]] });
