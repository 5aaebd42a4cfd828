/**
 * Money as integer cents (bigint): exact arithmetic, floored to 2 decimals (docs/sales-contract.md section 6). Amounts
 * travel as decimal strings with 2 places; the database keeps them as numeric(12, 2).
 */
export type Cents = bigint;

const INPUT = /^\d{1,9}(\.\d+)?$/;

/** An operator's amount: digits with an optional fraction, floored to cents; undefined when it is not a number. */
export function parseAmount(value: string): Cents | undefined {
  const trimmed = value.trim();
  if (!INPUT.test(trimmed)) return undefined;
  const [whole, fraction = ""] = trimmed.split(".");
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

/** A stored numeric (at most 2 decimals, maybe negative) as cents. */
export function centsOf(value: string): Cents {
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = (negative ? value.slice(1) : value).split(".");
  const cents = BigInt(whole || "0") * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

export function formatCents(cents: Cents): string {
  const sign = cents < 0n ? "-" : "";
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, "0")}`;
}

/** Normalises a stored numeric to the API's 2-place decimal string. */
export const money = (value: string): string => formatCents(centsOf(value));
export const moneyOrNull = (value: string | null): string | null => (value === null ? null : money(value));

/** A percentage of an amount, floored to the cent. */
export const percentOf = (cents: Cents, percent: number): Cents => (cents * BigInt(percent)) / 100n;

export const sumCents = (values: Cents[]): Cents => values.reduce((sum, value) => sum + value, 0n);

export const minCents = (a: Cents, b: Cents): Cents => (a < b ? a : b);
