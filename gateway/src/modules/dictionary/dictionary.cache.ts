/**
 * Reference data that is the same for every tenant and user (regions, time zones, tax types, all cities) is loaded
 * once per gateway process and kept (cached after the first load). Concurrent first requests share one call;
 * a failed load is forgotten so the next request tries again.
 */
export class DictionaryCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached as Promise<T>;
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }
}
