/** Seeded randomness and time helpers: the same seed always gives the same data. */
export type Random = () => number;

/** mulberry32: a small seeded PRNG. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export function weighted<T>(random: Random, entries: Array<[T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}
export const chance = (random: Random, probability: number) => random() < probability;
export const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => between(random, 0, 9)).join("");
const ALPHANUMERIC = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
export const code = (random: Random, count: number) =>
  Array.from({ length: count }, () => pick(random, ALPHANUMERIC.split(""))).join("");

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Creation times spread over a window, sorted, with daytime hours in the window's local sense (UTC 12–03). */
export function creationTimes(random: Random, count: number, from: Date, to: Date): Date[] {
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, () => {
    const day = Math.floor(random() * Math.max(1, span / DAY));
    return new Date(
      from.getTime() + day * DAY + (12 + between(random, 0, 14)) * 60 * MINUTE + between(random, 0, 3599) * 1000,
    );
  }).sort((a, b) => a.getTime() - b.getTime());
}
