import { Ctx, FieldResolver, Query, Resolver } from "type-graphql";
import { Authenticated } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { toInitState } from "../tenant/init-state.mapper";
import { InitState } from "../tenant/init-state.type";
import { loadTenantConfiguration } from "../tenant/tenant-configuration.mapper";
import { TenantConfiguration } from "../tenant/tenant-configuration.type";
import { Me } from "./me.type";
import { toPermission } from "./permission.mapper";
import { Permission } from "./permission.type";
import { toSessionUser } from "./session.mapper";
import { SessionUser } from "./session.type";

/** `me` itself is an empty shell; each part loads only when selected, through the request's loaders. */
@Resolver(() => Me)
export class MeResolver {
  @Query(() => Me, { description: "The session's user, tenant configuration, permissions and setup progress." })
  @Authenticated()
  me(): Partial<Me> {
    return {};
  }

  @FieldResolver(() => SessionUser)
  async user(@Ctx() context: GatewayContext): Promise<SessionUser> {
    // The init flag changes when the guide is finished, so it is read live rather than from the login snapshot;
    // this also proves the upstream session is still valid.
    const state = await context.loaders.initState.load("session");
    return toSessionUser(context.session!, context.services.config.superAdminTenantId, state.initialized);
  }

  @FieldResolver(() => TenantConfiguration)
  tenant(@Ctx() context: GatewayContext): Promise<TenantConfiguration> {
    return loadTenantConfiguration(context.loaders);
  }

  @FieldResolver(() => [Permission])
  async permissions(@Ctx() context: GatewayContext): Promise<Permission[]> {
    // Asked of the vendor API, not taken from what the gateway kept (permission.loaders.ts).
    return (await context.loaders.currentPermissions.load("session")).map(toPermission);
  }

  @FieldResolver(() => InitState)
  async initState(@Ctx() context: GatewayContext): Promise<InitState> {
    return toInitState(await context.loaders.initState.load("session"));
  }
}
