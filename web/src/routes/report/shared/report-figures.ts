/**
 * How the reports write their figures: money as the gateway sends it (2-decimal strings, exact) with thousands
 * separators, and a figure's change against the previous period. No React, unit-tested.
 */

/** Cents of a 2-decimal amount string ("-12.30" → -1230); exact for any amount a report can hold. */
export function centsOf(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** "1234567.80" → "1,234,567.80": grouped by thousands, never through floating point. */
export function formatMoney(amount: string): string {
  const cents = centsOf(amount);
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString("en-US");
  const fraction = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${whole}.${fraction}`;
}

/** Axis ticks: short amounts ("12.5k", "1.2M") so the labels of a narrow chart do not overlap. */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

export type ChangeDirection = "up" | "down" | "flat";

export interface Change {
  direction: ChangeDirection;
  /** Whole percent against the previous period; null when the previous period had nothing to compare with. */
  percent: number | null;
}

/** The change of a figure (cents or a count) against the same figure of the previous period. */
export function changeOf(current: number, previous: number): Change {
  const direction: ChangeDirection = current > previous ? "up" : current < previous ? "down" : "flat";
  if (previous === 0) return { direction, percent: current === 0 ? 0 : null };
  return { direction, percent: Math.round((Math.abs(current - previous) / Math.abs(previous)) * 1000) / 10 };
}
