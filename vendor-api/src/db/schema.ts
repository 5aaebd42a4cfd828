/**
 * Every table of the vendor API, one file a domain under db/schema/ (drizzle-kit reads that folder, drizzle.config.ts),
 * handed on here so that a query imports its tables from one place. The table files import nothing but drizzle, the
 * rule set (#rules) and each other: the database layer knows no domain code.
 */
export * from "./schema/access";
export * from "./schema/reference";
export * from "./schema/payment-config";
export * from "./schema/catalogue";
export * from "./schema/sales";
export * from "./schema/company";
export * from "./schema/system";
export * from "./schema/coupon";
export * from "./schema/statement";
export * from "./schema/ledger";
export * from "./schema/events";
