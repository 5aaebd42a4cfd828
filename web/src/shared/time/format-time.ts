/** Dates and times as the console shows them: the product's one format (`#rules`, docs/rules.md). */
export { formatDate, formatDateTime } from "#rules";
