import { GraphQLScalarType, Kind } from "graphql";

/**
 * Money travels as a decimal string with exactly two places ("12.50"). The product floors money to two decimals, and
 * floats cannot hold cents exactly, so every conversion here works on the digits, never on a JavaScript number.
 */
const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;
/** What `toMoney` answers: a minus only on a non-zero amount (checked apart), no leading zero, exactly two places. */
const NORMALISED = /^-?(?:0|[1-9]\d*)\.\d\d$/;

/** Normalises a decimal string or number to a two-place string, flooring (toward minus infinity) extra decimals. */
export function toMoney(value: string | number | bigint): string {
  // The vendor API's amounts arrive normalised, and every amount of a list page passes here: such a string is its own
  // answer, without the digit arithmetic below (docs/scale-contract.md section 4).
  if (typeof value === "string" && NORMALISED.test(value) && value !== "-0.00") return value;
  const text = typeof value === "string" ? value.trim() : numberToPlainString(value);
  const match = DECIMAL.exec(text);
  if (!match) throw new TypeError(`Money must be a decimal number, got "${String(value)}"`);
  const [, sign, whole, fraction = ""] = match;
  let cents = BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
  const droppedDigits = fraction.slice(2);
  const negative = sign === "-";
  // Flooring a negative amount with dropped non-zero digits moves it one cent further from zero.
  if (negative && /[1-9]/.test(droppedDigits)) cents += 1n;
  return formatCents(negative ? -cents : cents);
}

/** Renders an integer number of cents as a two-place decimal string. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
  return negative && abs !== 0n ? `-${text}` : text;
}

/** Parses a money string into integer cents (for arithmetic without floats). */
export function moneyToCents(value: string | number): bigint {
  const money = toMoney(value);
  const [whole, fraction] = money.replace("-", "").split(".");
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  return money.startsWith("-") ? -cents : cents;
}

function numberToPlainString(value: number | bigint): string {
  if (typeof value === "bigint") return value.toString();
  if (!Number.isFinite(value)) throw new TypeError(`Money must be finite, got ${value}`);
  // toString() switches to exponent notation outside 1e-7..1e21; amounts that size are not money.
  const text = value.toString();
  if (/e/i.test(text)) throw new TypeError(`Money out of range: ${text}`);
  return text;
}

export const MoneyScalar = new GraphQLScalarType({
  name: "Money",
  description: 'A decimal amount as a string with exactly two places, floored (e.g. "12.50"). Never a float.',
  serialize: (value) => toMoney(value as string | number),
  parseValue: (value) => {
    if (typeof value !== "string" && typeof value !== "number") throw new TypeError("Money must be a decimal string");
    return toMoney(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) {
      throw new TypeError("Money must be a decimal string");
    }
    return toMoney(ast.value);
  },
});
