/**
 * A map of at most `limit` entries that drops the least recently used ones to make room; with `weigh`, also of at most
 * `maxWeight` in all (a value heavier than that alone is not kept).
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 0,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting moves the entry to the most recent end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    while (this.entries.size && (this.entries.size >= this.limit || this.total + weight > this.maxWeight))
      this.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    this.total += weight;
  }

  delete(key: K): boolean {
    const value = this.entries.get(key);
    if (value === undefined) return false;
    this.entries.delete(key);
    this.total -= this.weigh(value);
    return true;
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** What the kept entries weigh together. */
  get weight(): number {
    return this.total;
  }
}
