import { GraphQLError } from "graphql";
import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import { Authenticated, Public } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { ErrorCode } from "../../errors";
import { expectResult } from "../../rest/envelope";
import { LoginArgs, LoginWithAuthCodeArgs } from "./session.args";
import { loginResultSchema, toLoginSession, toSessionUser } from "./session.mapper";
import { Session } from "./session.type";

/**
 * Runs one login attempt under the rate limiter: refused early when the budget is spent, counted when the vendor
 * API rejects the credentials, forgiven for the user name on success.
 */
async function attemptLogin(context: GatewayContext, userName: string, call: () => Promise<unknown>): Promise<Session> {
  const { rateLimiter, sealer, config } = context.services;
  rateLimiter.assertAllowed(userName, context.clientAddress);
  let result: unknown;
  try {
    result = await call();
  } catch (error) {
    // Only a business refusal (wrong password, bad code, disabled account) is a failed attempt; an unreachable
    // vendor API says nothing about the credentials.
    if (error instanceof GraphQLError && typeof error.extensions.upstreamCode === "number") {
      rateLimiter.recordFailure(userName, context.clientAddress);
    }
    throw error;
  }
  rateLimiter.recordSuccess(userName);
  const session = await toLoginSession(expectResult(loginResultSchema, result, "login"), context.restFor);
  context.log.info({ userId: session.userId, tenantId: session.tenantId }, "login succeeded");
  return {
    token: sealer.seal(session),
    expiresAt: new Date(session.expiresAt),
    user: toSessionUser(session, config.superAdminTenantId),
  };
}

@Resolver()
export class SessionResolver {
  @Mutation(() => Session, { description: "Logs in with user name and password." })
  @Public()
  login(@Args(() => LoginArgs) { username, password }: LoginArgs, @Ctx() context: GatewayContext): Promise<Session> {
    return attemptLogin(context, username, () =>
      context.anonymousRest.post("/vendor/account/login", { username, password }),
    );
  }

  @Mutation(() => Session, { description: "Logs in with a one-time auth code (the /auth-redirect flow)." })
  @Public()
  loginWithAuthCode(
    @Args(() => LoginWithAuthCodeArgs) { authCode, userName }: LoginWithAuthCodeArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Session> {
    return attemptLogin(context, userName, () =>
      context.anonymousRest.post("/vendor/account/auth/login", { authCode, userName }),
    );
  }

  @Mutation(() => Boolean, { description: "Ends the session here and at the vendor API." })
  @Authenticated()
  async logout(@Ctx() context: GatewayContext): Promise<boolean> {
    const session = context.session!;
    context.services.permissionCache.evict(session.operatorToken);
    try {
      await context.rest.post("/vendor/account/logout");
    } catch (error) {
      // A session the vendor API already ended is logged out all the same.
      const alreadyEnded = error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED;
      if (!alreadyEnded) throw error;
    }
    return true;
  }
}
