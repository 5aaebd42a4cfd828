import type { PermissionLoad } from "../../auth/permission-cache";
import type { SessionPayload } from "../../auth/session-token";
import type { GatewayServices } from "../../context";
import { unauthenticated } from "../../errors";
import { onceLoader, type LoaderScope } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { loadPermissions } from "./account.upstream";
import { toGrantedPermissions } from "./permission.mapper";

export function permissionLoaders({ rest, services, session }: LoaderScope) {
  /** Whether this request's permissions came from the vendor API rather than from the cache. */
  let loadedHere = false;
  const permissions = onceLoader(async () => {
    if (!session) throw unauthenticated();
    return services.permissionCache.get(
      session,
      () => {
        loadedHere = true;
        return loadFromVendorApi(rest);
      },
      // A load's own answer reports its epoch through `rest`; a kept entry's stands on the shared one.
      (epoch) => rest.noteAccessEpoch(epoch),
    );
  });
  return {
    /**
     * The session's permissions, loaded from the vendor API and reused while the tenant's access epoch stands
     * (auth/permission-cache.ts): a role edit, an assignment, a forbidden, deleted or reset user, a logout or a
     * password change, made through any gateway or beside it, moves the epoch, so the next request loads again. A
     * fresh load also confirms the session is alive: the sealed token alone cannot tell that it was ended. Every
     * access rule of the request, GraphQL or REST route, reads this one load.
     */
    permissions,
    /**
     * The permissions as the vendor API holds them now, for `me.permissions`: data calls are checked by the vendor API
     * against its current access, whatever the gateway kept, so the list a client shows is asked of it too (one load
     * per request: the access check's own, when it loaded). A change made straight at the vendor API then shows on
     * the next request, not once some other call has reported the tenant's new epoch.
     */
    currentPermissions: onceLoader(async () => {
      const held = await permissions.load("session");
      return loadedHere ? held : services.permissionCache.reload(session!, () => loadFromVendorApi(rest));
    }),
  };
}

async function loadFromVendorApi(rest: RestClient): Promise<PermissionLoad> {
  const { result, accessEpoch } = await loadPermissions(rest);
  return { permissions: toGrantedPermissions(result), accessEpoch };
}

/** The session's permissions through the shared cache: what a request loads once and a live subscription per event. */
export function sessionPermissions(services: GatewayServices, rest: RestClient, session: SessionPayload) {
  return services.permissionCache.get(session, () => loadFromVendorApi(rest));
}
