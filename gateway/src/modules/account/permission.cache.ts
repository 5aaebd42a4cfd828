/**
 * Permissions per session, kept briefly so a burst of requests loads them once. Keyed by a hash of the operator
 * token so the cache never holds a usable credential; failures are not cached.
 */
import { createHash } from "node:crypto";
import type { GrantedPermission } from "./permission.mapper";

interface Entry {
  expiresAt: number;
  value: Promise<GrantedPermission[]>;
}

export class PermissionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(operatorToken: string, load: () => Promise<GrantedPermission[]>): Promise<GrantedPermission[]> {
    const key = hashToken(operatorToken);
    const now = this.clock();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;

    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evictOverflow(now);
    return value;
  }

  /**
   * Loads afresh, for a caller that needs the vendor API to confirm the session now, and keeps the answer for later
   * reads. Kept only once loaded, so concurrent requests never share a load that this request's client may cancel.
   */
  async refresh(operatorToken: string, load: () => Promise<GrantedPermission[]>): Promise<GrantedPermission[]> {
    const value = await load();
    const now = this.clock();
    this.entries.set(hashToken(operatorToken), { expiresAt: now + this.ttlMs, value: Promise.resolve(value) });
    this.evictOverflow(now);
    return value;
  }

  evict(operatorToken: string): void {
    this.entries.delete(hashToken(operatorToken));
  }

  private evictOverflow(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now || this.entries.size > this.maxEntries) this.entries.delete(key);
      if (this.entries.size <= this.maxEntries) break;
    }
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
