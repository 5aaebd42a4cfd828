/**
 * The product's one rule set (docs/rules.md), imported by the vendor API, the gateway and the console alike. It has
 * no dependencies and knows nothing of HTTP, GraphQL or React: a failure is `{rule, params}`, turned into text at
 * each edge.
 */
export * from "./failure";
export * from "./codes";
export * from "./messages";
export * from "./protocol";
export * from "./format";
export * from "./limits";
export * from "./checks";
export * from "./date";
export * from "./trip";
export * from "./trip-season";
export * from "./company";
export * from "./access";
export * from "./api-token";
export * from "./webhook";
export * from "./live-events";
export * from "./receiver";
export * from "./booking-fee";
export * from "./file";
export * from "./card";
export * from "./time-format";
export * from "./report";
export * from "./departure";
export * from "./coupon";
export * from "./payment";
export * from "./sales";
export * from "./booking";
export * from "./order-payment";
export * from "./order-cancel";
export * from "./order-move";
export * from "./order-contact";
export * from "./order-history";
export * from "./unpaid-hold";
export * from "./order-job";
export * from "./statement";
export * from "./audit";
export * from "./permissions";
export * from "./audit-words";
export * from "./code-labels";
export * from "./search-rank";
