import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import { Authenticated } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { changePassword } from "./account.upstream";
import { ChangePasswordArgs } from "./password.args";
import { assertValid } from "../shared/field-rules";
import { validateChangePassword } from "./password.rules";

@Resolver()
export class PasswordResolver {
  @Mutation(() => Boolean, {
    description: "Changes the operator's password; on success every session of the user ends (log in again).",
  })
  @Authenticated()
  async changePassword(
    @Args(() => ChangePasswordArgs) { password, newPassword }: ChangePasswordArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    assertValid(validateChangePassword({ password, newPassword }));
    await changePassword(context.rest, { password, newPassword });
    return true;
  }
}
