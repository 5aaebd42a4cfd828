/**
 * A session's permissions, reused across its requests (docs/scale-contract.md section 5). Loading them costs a vendor
 * API call, which was one extra upstream call on every request. The vendor API reports its tenant's access epoch with
 * every answer (docs/foundation-contract.md section 1, "Access epoch") and moves it with every change to the tenant's
 * users, roles, grants or sessions, wherever the change was made; the REST client passes each report on to the shared
 * epochs (`rest/client.ts`). An entry is reused only while the newest reported epoch is the one its own load reported,
 * so the request after a change loads again, and a session ended meanwhile is refused then. A load whose answer
 * reports no epoch (a vendor API that does not send one) is not kept: every request loads.
 */
import { createHash } from "node:crypto";
import type { SessionPayload } from "./session-token";
import type { GrantedPermission } from "../modules/account/permission.mapper";
import { RecentlyUsed } from "../recently-used";
import type { AccessEpochs } from "../shared-state/shared-state";

/** Bounds memory: the least recently used entries go first beyond it. */
const MAX_ENTRIES = 10_000;

interface Entry {
  epoch: string;
  permissions: GrantedPermission[];
}

export interface PermissionLoad {
  permissions: GrantedPermission[];
  /** The epoch the load's answer reported, if any. */
  accessEpoch: string | undefined;
}

export class PermissionCache {
  private readonly entries = new RecentlyUsed<string, Entry>(MAX_ENTRIES);

  constructor(private readonly epochs: AccessEpochs) {}

  /** The loads under way, by session key and the epoch their requests read. */
  private readonly loading = new Map<string, Promise<PermissionLoad>>();

  /** Each session's key, hashed once: the sealer hands out the same payload for every request of a token. */
  private readonly keys = new WeakMap<SessionPayload, string>();

  private keyOf(session: SessionPayload): string {
    let key = this.keys.get(session);
    if (!key) {
      // Keyed by a hash: the cache never holds the upstream token itself.
      key = createHash("sha256").update(session.operatorToken).digest("base64url");
      this.keys.set(session, key);
    }
    return key;
  }

  /** The vendor API said the session has ended: its next request asks again, and is refused. */
  forget(session: SessionPayload): void {
    this.entries.delete(this.keyOf(session));
  }

  /** `onEpoch` hears the epoch the permissions answered stand on (kept, or reported by their load). */
  async get(
    session: SessionPayload,
    load: () => Promise<PermissionLoad>,
    onEpoch?: (epoch: string) => void,
  ): Promise<GrantedPermission[]> {
    const key = this.keyOf(session);
    const epoch = await this.epochs.read(session.tenantId);
    const cached = this.entries.get(key);
    if (cached && epoch !== undefined && cached.epoch === epoch) {
      onEpoch?.(epoch);
      return cached.permissions;
    }
    // Requests of one session that find nothing kept at the same epoch share one load: a burst of them (a flash sale's
    // clerks on a gateway just started, docs/scale-contract.md section 11) costs one vendor API call, not one each.
    const flight = `${key} ${epoch ?? ""}`;
    const pending = this.loading.get(flight);
    if (pending) {
      let shared: PermissionLoad;
      try {
        shared = await pending;
      } catch {
        // The load failed for the request that made it (its client went away, say): this one asks for itself.
        return this.keep(key, await load());
      }
      if (shared.accessEpoch !== undefined) onEpoch?.(shared.accessEpoch);
      return shared.permissions;
    }
    const loading = load();
    this.loading.set(flight, loading);
    try {
      return this.keep(key, await loading);
    } finally {
      this.loading.delete(flight);
    }
  }

  /**
   * Loads the session's permissions whatever is kept, and keeps the answer. For what the gateway answers from the
   * permissions alone (`me.permissions`): a change made beside this gateway is heard only with the tenant's next
   * vendor API answer, and such a field makes no other call that would bring it, so it asks the vendor API itself,
   * whose answer reports the epoch as every data call's does.
   */
  async reload(session: SessionPayload, load: () => Promise<PermissionLoad>): Promise<GrantedPermission[]> {
    return this.keep(this.keyOf(session), await load());
  }

  private keep(key: string, { permissions, accessEpoch }: PermissionLoad): GrantedPermission[] {
    if (accessEpoch === undefined) this.entries.delete(key);
    else this.entries.set(key, { epoch: accessEpoch, permissions });
    return permissions;
  }
}
