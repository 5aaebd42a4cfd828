/**
 * A session's permissions, reused across its requests (docs/scale-contract.md section 5). Loading them costs a vendor
 * API call, which was one extra upstream call on every request. An entry is reused only while its tenant's session
 * epoch is the one it was loaded under: every change the gateway passes on to the vendor API that can alter
 * permissions or end sessions moves the epoch (shared-state/epoch-plugin.ts), on every gateway when Redis is shared,
 * so the next request loads again, and a session ended meanwhile is refused then. Changes made beside the gateway
 * (straight to the vendor API) are seen within the TTL.
 */
import { createHash } from "node:crypto";
import type { SessionPayload } from "./session-token";
import type { GrantedPermission } from "../modules/account/permission.mapper";
import { RecentlyUsed } from "../recently-used";
import type { SessionEpochs } from "../shared-state/shared-state";

/** Bounds memory: the least recently used entries go first beyond it. */
const MAX_ENTRIES = 10_000;

interface Entry {
  epoch: string;
  loadedAt: number;
  permissions: GrantedPermission[];
}

export class PermissionCache {
  private readonly entries = new RecentlyUsed<string, Entry>(MAX_ENTRIES);

  constructor(
    private readonly epochs: SessionEpochs,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Each session's key, hashed once: the sealer hands out the same payload for every request of a token. */
  private readonly keys = new WeakMap<SessionPayload, string>();

  async get(session: SessionPayload, load: () => Promise<GrantedPermission[]>): Promise<GrantedPermission[]> {
    let key = this.keys.get(session);
    if (!key) {
      // Keyed by a hash: the cache never holds the upstream token itself.
      key = createHash("sha256").update(session.operatorToken).digest("base64url");
      this.keys.set(session, key);
    }
    const epoch = await this.epochs.read(session.tenantId);
    const cached = this.entries.get(key);
    if (cached && cached.epoch === epoch && this.clock() - cached.loadedAt < this.ttlMs) return cached.permissions;
    const permissions = await load();
    this.entries.set(key, { epoch, loadedAt: this.clock(), permissions });
    return permissions;
  }
}
