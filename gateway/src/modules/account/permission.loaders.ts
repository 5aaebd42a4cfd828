import type { SessionPayload } from "../../auth/session-token";
import type { GatewayServices } from "../../context";
import { unauthenticated } from "../../errors";
import { onceLoader, type LoaderScope } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { loadPermissions } from "./account.upstream";
import { toGrantedPermissions } from "./permission.mapper";

export function permissionLoaders({ rest, services, session }: LoaderScope) {
  return {
    /**
     * The session's permissions, loaded from the vendor API and reused while the tenant's access epoch stands
     * (auth/permission-cache.ts): a role edit, an assignment, a forbidden, deleted or reset user, a logout or a
     * password change, made through any gateway or beside it, moves the epoch, so the next request loads again. A
     * fresh load also confirms the session is alive: the sealed token alone cannot tell that it was ended. Every
     * access rule of the request, GraphQL or REST route, reads this one load.
     */
    permissions: onceLoader(async () => {
      if (!session) throw unauthenticated();
      return sessionPermissions(services, rest, session);
    }),
  };
}

/** The session's permissions through the shared cache: what a request loads once and a live subscription per event. */
export function sessionPermissions(services: GatewayServices, rest: RestClient, session: SessionPayload) {
  return services.permissionCache.get(session, async () => {
    const { result, accessEpoch } = await loadPermissions(rest);
    return { permissions: toGrantedPermissions(result), accessEpoch };
  });
}
