/** The vendor API's use of the shared rule set (`#rules`, docs/rules.md); refusals are `assertValid`'s 20001. */
export * from "#rules";
export { assertValid } from "./errors";
