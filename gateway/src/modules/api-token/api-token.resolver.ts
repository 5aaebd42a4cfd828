import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { apiTokenFailures } from "#rules";
import { assertPerson } from "../../auth/api-token";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { ApiTokensArgs, CreateApiTokenArgs, RevokeApiTokenArgs } from "./api-token.input";
import { toApiToken } from "./api-token.mapper";
import { ApiTokenCreated, ApiTokenPage, ApiTokenRole } from "./api-token.type";
import { addApiToken, grantableRoles, listApiTokens, revokeApiToken } from "./api-token.upstream";

/** Integrators' API tokens (docs/system-contract.md section 11): a person makes, lists and revokes them, never a token. */
@Resolver()
export class ApiTokenResolver {
  @Query(() => ApiTokenPage, { description: "The tenant's API tokens that are not revoked, newest first." })
  @RequiresPermission({ page: "api_tokens" })
  async apiTokens(@Args(() => ApiTokensArgs) { page }: ApiTokensArgs, @Ctx() context: GatewayContext) {
    assertPerson(context.session);
    const upstreamPage = toUpstreamPage(page);
    return toPage(await listApiTokens(context.rest, upstreamPage), upstreamPage, toApiToken);
  }

  @Query(() => [ApiTokenRole], {
    description:
      "The tenant's roles the caller may give a new API token (those holding nothing the caller lacks), oldest first.",
  })
  @RequiresPermission({ cmd: "/api-token/add" })
  async apiTokenGrantableRoles(@Ctx() context: GatewayContext): Promise<ApiTokenRole[]> {
    assertPerson(context.session);
    return grantableRoles(context.rest);
  }

  @Mutation(() => ApiTokenCreated, {
    description:
      "Creates an API token bound to roles whose permissions the caller holds. Where the tenant requires two-factor " +
      "sign-in for managers, roles granting a guarded permission need a session signed in with the second factor " +
      "(key apiToken.secondFactorRequired on `roleIds`). The answer carries the secret, the only time it is shown. " +
      "Not with an API token (FORBIDDEN, key session.personOnly).",
  })
  @RequiresPermission({ cmd: "/api-token/add" })
  async createApiToken(
    @Args(() => CreateApiTokenArgs) { input }: CreateApiTokenArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ApiTokenCreated> {
    assertPerson(context.session);
    const expiresAt = input.expiresAt ? input.expiresAt.toISOString() : null;
    assertValid(apiTokenFailures({ ...input, expiresAt }, new Date()));
    const roleIds = input.roleIds.map((id, index) => toUpstreamId(id, `roleIds.${index}`));
    const created = await addApiToken(context.rest, { name: input.name, roleIds, expiresAt });
    return { token: created.token, apiToken: toApiToken(created.apiToken) };
  }

  @Mutation(() => Boolean, {
    description:
      "Revokes an API token of the tenant: its next request is refused (UNAUTHENTICATED) on every gateway. Answers " +
      "true.",
  })
  @RequiresPermission({ cmd: "/api-token/revoke" })
  async revokeApiToken(
    @Args(() => RevokeApiTokenArgs) { id }: RevokeApiTokenArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    assertPerson(context.session);
    await revokeApiToken(context.rest, { id: toUpstreamId(id) });
    return true;
  }
}
