/**
 * Every module's per-request loaders (`context.ts`): a module adds its loaders here and reaches them, typed, as
 * `context.loaders.<name>`. With the fast paths a module's loaders are made when the request first reads one of them,
 * since a request uses one or two modules' (docs/scale-contract.md section 4); without, all of them for every request.
 */
import type { LoaderScope } from "../loaders";
import { fastPaths } from "../performance";
import { permissionLoaders } from "./account/permission.loaders";
import { companyLoaders } from "./company/company.loaders";
import { couponLoaders } from "./coupon/coupon.loaders";
import { statementLoaders } from "./statement/statement.loaders";
import { tagLoaders } from "./tag/tag.loaders";
import { tenantLoaders } from "./tenant/tenant.loaders";

const MODULES = [permissionLoaders, tenantLoaders, tagLoaders, companyLoaders, couponLoaders, statementLoaders];

type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void ? I : never;
export type RequestLoaders = Intersection<ReturnType<(typeof MODULES)[number]>>;

/** One request's loaders: each module's made on first read, from the request's scope. */
class LazyLoaders {
  readonly made: Array<Record<string, unknown> | undefined> = [];
  constructor(readonly scope: LoaderScope) {}
}

// A module's factory only makes its loaders (nothing is loaded until `load`), so one made from an empty scope names
// them; each name becomes a getter of every request's loaders.
const EMPTY_SCOPE = { rest: undefined, services: undefined, session: null } as unknown as LoaderScope;
MODULES.forEach((make, index) => {
  for (const name of Object.keys(make(EMPTY_SCOPE))) {
    Object.defineProperty(LazyLoaders.prototype, name, {
      enumerable: true,
      get(this: LazyLoaders) {
        return (this.made[index] ??= make(this.scope) as Record<string, unknown>)[name];
      },
    });
  }
});

export function createRequestLoaders(scope: LoaderScope): RequestLoaders {
  if (!fastPaths()) return Object.assign({}, ...MODULES.map((make) => make(scope))) as RequestLoaders;
  return new LazyLoaders(scope) as unknown as RequestLoaders;
}
