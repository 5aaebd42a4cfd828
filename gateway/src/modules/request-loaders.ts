/**
 * Every module's per-request loaders, built afresh for each request (`context.ts`): a module adds its loaders here and
 * reaches them, typed, as `context.loaders.<name>`.
 */
import type { LoaderScope } from "../loaders";
import { permissionLoaders } from "./account/permission.loaders";
import { companyLoaders } from "./company/company.loaders";
import { couponLoaders } from "./coupon/coupon.loaders";
import { statementLoaders } from "./statement/statement.loaders";
import { tagLoaders } from "./tag/tag.loaders";
import { tenantLoaders } from "./tenant/tenant.loaders";

export function createRequestLoaders(scope: LoaderScope) {
  return {
    ...permissionLoaders(scope),
    ...tenantLoaders(scope),
    ...tagLoaders(scope),
    ...companyLoaders(scope),
    ...couponLoaders(scope),
    ...statementLoaders(scope),
  };
}
export type RequestLoaders = ReturnType<typeof createRequestLoaders>;
