/** Per-request loaders for the session tenant: each upstream call happens at most once per GraphQL request. */
import { onceLoader } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { expectResult } from "../../rest/envelope";
import { findTenantSchema, tenantInfoSchema } from "./tenant-configuration.mapper";
import { initTenantStateSchema } from "./init-state.mapper";

export function createTenantLoaders(rest: RestClient, tenantId: string | null) {
  return {
    tenantConfiguration: onceLoader(async () =>
      expectResult(findTenantSchema, await rest.get("/configuration/findtenant"), "findtenant"),
    ),
    tenantInfo: onceLoader(async () =>
      expectResult(tenantInfoSchema, await rest.get("/tenant/info", { tid: tenantId }), "tenant/info"),
    ),
    initState: onceLoader(async () =>
      expectResult(initTenantStateSchema, await rest.get("/configuration/init/tenant/state"), "init/tenant/state"),
    ),
  };
}
export type TenantLoaders = ReturnType<typeof createTenantLoaders>;
