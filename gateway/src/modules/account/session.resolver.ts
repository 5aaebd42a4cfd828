import { GraphQLError } from "graphql";
import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import { Authenticated, Public } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { ErrorCode } from "../../errors";
import { expectResult } from "../../rest/envelope";
import { CompleteTwoFactorLoginArgs } from "../two-factor/two-factor.args";
import { completeTwoFactorLogin, login, loginWithAuthCode, logout } from "./account.upstream";
import { LoginArgs, LoginWithAuthCodeArgs } from "./session.args";
import { loginResultSchema, toLoginSession, toSessionUser } from "./session.mapper";
import { Session } from "./session.type";

/** Runs one login attempt under the login rate limiter (docs/login-policy.md). */
async function attemptLogin(context: GatewayContext, userName: string, call: () => Promise<unknown>): Promise<Session> {
  const { rateLimiter, sealer, config } = context.services;
  const result = await rateLimiter.attempt(userName, context.clientAddress, call);
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
  @Mutation(() => Session, {
    description:
      "Logs in with user name and password. A user with two-factor sign-in gets no session but the error " +
      "TWO_FACTOR_REQUIRED, whose `extensions.challenge` goes to `completeTwoFactorLogin` with a code.",
  })
  @Public()
  login(@Args(() => LoginArgs) { username, password }: LoginArgs, @Ctx() context: GatewayContext): Promise<Session> {
    return attemptLogin(context, username, () => login(context.anonymousRest, { username, password }));
  }

  @Mutation(() => Session, { description: "Logs in with a one-time auth code (the /auth-redirect flow)." })
  @Public()
  loginWithAuthCode(
    @Args(() => LoginWithAuthCodeArgs) { authCode, userName }: LoginWithAuthCodeArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Session> {
    return attemptLogin(context, userName, () => loginWithAuthCode(context.anonymousRest, { authCode, userName }));
  }

  @Mutation(() => Session, {
    description:
      "The second step of a login that answered TWO_FACTOR_REQUIRED: its challenge and a code of the authenticator " +
      "app (or an unused recovery code). Wrong codes count against the login limits like wrong passwords.",
  })
  @Public()
  completeTwoFactorLogin(
    @Args(() => CompleteTwoFactorLoginArgs) { username, challenge, code }: CompleteTwoFactorLoginArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Session> {
    return attemptLogin(context, username, () =>
      completeTwoFactorLogin(context.anonymousRest, { username, challenge, code }),
    );
  }

  @Mutation(() => Boolean, { description: "Ends the session here and at the vendor API." })
  @Authenticated()
  async logout(@Ctx() context: GatewayContext): Promise<boolean> {
    try {
      await logout(context.rest);
    } catch (error) {
      // Ended between the session check and this call (another tab, a password change): logged out all the same.
      const alreadyEnded = error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED;
      if (!alreadyEnded) throw error;
    }
    return true;
  }
}
