import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import { changePasswordFailures } from "#rules";
import { Authenticated } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { changePassword } from "./account.upstream";
import { ChangePasswordArgs } from "./password.args";
import { assertValid } from "../shared/field-rules";

@Resolver()
export class PasswordResolver {
  @Mutation(() => Boolean, {
    description:
      "Changes the operator's password; on success every session of the user ends (log in again). A wrong current " +
      "password counts as a failed login of the user: past the login budgets the answer is RATE_LIMITED.",
  })
  @Authenticated()
  async changePassword(
    @Args(() => ChangePasswordArgs) { password, newPassword }: ChangePasswordArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    assertValid(changePasswordFailures({ password, newPassword }));
    const session = context.session!;
    // With a stolen session the current password can be guessed here as at the login form, so the guesses draw on the
    // user's login budgets (docs/login-policy.md): the same counters, here and at the vendor API, which is told the
    // client's address as on a login.
    await context.services.rateLimiter.attempt(session.username, context.clientAddress, () =>
      changePassword(context.restFor(session, context.clientAddress), { password, newPassword }),
    );
    return true;
  }
}
