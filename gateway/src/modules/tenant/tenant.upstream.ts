import { upstream } from "../../rest/upstream-call";
import { initTenantStateSchema } from "./init-state.mapper";
import { findTenantSchema, tenantInfoSchema } from "./tenant-configuration.mapper";

export const findTenant = upstream().get("/configuration/findtenant", findTenantSchema);
export const findTenantInfo = upstream<{ tid: string | null }>().get("/tenant/info", tenantInfoSchema);
export const findInitTenantState = upstream().get("/configuration/init/tenant/state", initTenantStateSchema);
