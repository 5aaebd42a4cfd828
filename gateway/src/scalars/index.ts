/** The shared custom scalars; every module takes them from here so the schema has one definition of each. */
export { DateTimeScalar } from "./date-time";
export { MoneyScalar, toMoney, moneyToCents, formatCents } from "./money";
