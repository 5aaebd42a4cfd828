/** The shared custom scalars; every module takes them from here so the schema has one definition of each. */
import { DateTimeResolver } from "graphql-scalars";

export { MoneyScalar, toMoney, moneyToCents, formatCents } from "./money";

/** ISO 8601 date-time (`2025-01-31T12:00:00.000Z`). */
export const DateTimeScalar = DateTimeResolver;
