/** Per-request loaders for the session tenant: each upstream call happens at most once per GraphQL request. */
import { onceLoader, type LoaderScope } from "../../loaders";
import { findInitTenantState, findTenant, findTenantInfo } from "./tenant.upstream";

export function tenantLoaders({ rest, session }: LoaderScope) {
  return {
    tenantConfiguration: onceLoader(() => findTenant(rest)),
    tenantInfo: onceLoader(() => findTenantInfo(rest, { tid: session?.tenantId ?? null })),
    initState: onceLoader(() => findInitTenantState(rest)),
  };
}
export type TenantLoaders = ReturnType<typeof tenantLoaders>;
