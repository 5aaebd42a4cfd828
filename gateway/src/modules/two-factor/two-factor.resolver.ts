import { GraphQLError } from "graphql";
import { Args, Ctx, FieldResolver, Mutation, Query, Resolver } from "type-graphql";
import { Authenticated, RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { Me } from "../account/me.type";
import { toUpstreamId } from "../shared/field-rules";
import {
  DisableTwoFactorArgs,
  ResetUserTwoFactorArgs,
  SaveTwoFactorPolicyArgs,
  TwoFactorCodeArgs,
} from "./two-factor.args";
import { qrCodeDataUrl } from "../shared/qr-code";
import { TwoFactorEnrolment, TwoFactorPolicy, TwoFactorRecoveryCodes, TwoFactorStatus } from "./two-factor.type";
import {
  confirmTwoFactor,
  disableTwoFactor,
  enrolTwoFactor,
  findTwoFactorPolicy,
  findTwoFactorStatus,
  resetUserTwoFactor,
  saveTwoFactorPolicy,
} from "./two-factor.upstream";

/** A vendor API without two-factor sign-in has no such path (HTTP 404): its users simply have none. */
const isMissingPath = (error: unknown) => error instanceof GraphQLError && error.extensions.httpStatus === 404;

/** Two-factor sign-in of the session's user and the tenant's policy (docs/foundation-contract.md section 4). */
@Resolver(() => Me)
export class TwoFactorResolver {
  @FieldResolver(() => TwoFactorStatus, { description: "The session user's two-factor sign-in." })
  async twoFactor(@Ctx() context: GatewayContext): Promise<TwoFactorStatus> {
    try {
      const status = await findTwoFactorStatus(context.rest);
      return {
        enabled: status.enabled,
        required: status.required ?? status.enabled,
        recoveryCodesLeft: status.recoveryCodesLeft ?? 0,
      };
    } catch (error) {
      if (isMissingPath(error)) return { enabled: false, required: false, recoveryCodesLeft: 0 };
      throw error;
    }
  }

  @Mutation(() => TwoFactorEnrolment, {
    description:
      "Starts setting up two-factor sign-in for the session's user: a new key, pending until " +
      "`confirmTwoFactorEnrolment` (starting again replaces a pending one).",
  })
  @Authenticated()
  async startTwoFactorEnrolment(@Ctx() context: GatewayContext): Promise<TwoFactorEnrolment> {
    const enrolment = await enrolTwoFactor(context.rest);
    return { ...enrolment, qrCodeDataUrl: await qrCodeDataUrl(enrolment.otpauthUri) };
  }

  @Mutation(() => TwoFactorRecoveryCodes, {
    description:
      "Turns two-factor sign-in on with a current code of the pending set-up; answers the ten recovery codes, this once.",
  })
  @Authenticated()
  async confirmTwoFactorEnrolment(
    @Args(() => TwoFactorCodeArgs) { code }: TwoFactorCodeArgs,
    @Ctx() context: GatewayContext,
  ): Promise<TwoFactorRecoveryCodes> {
    return confirmTwoFactor(context.rest, { code });
  }

  @Mutation(() => Boolean, {
    description: "Turns the session user's two-factor sign-in off; takes a current code or a recovery code.",
  })
  @Authenticated()
  async disableTwoFactor(
    @Args(() => DisableTwoFactorArgs) { code }: DisableTwoFactorArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    await disableTwoFactor(context.rest, { code });
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Removes another user's second factor (a lost phone): not one's own, not a user holding permissions the caller " +
      "lacks. Their sessions end; recorded in the change history. Answers true.",
  })
  @RequiresPermission({ cmd: "/user/edit" })
  async resetUserTwoFactor(
    @Args(() => ResetUserTwoFactorArgs) { id }: ResetUserTwoFactorArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    await resetUserTwoFactor(context.rest, { id: toUpstreamId(id) });
    return true;
  }

  @Query(() => TwoFactorPolicy, { description: "Whether the tenant requires two-factor sign-in of its managers." })
  @RequiresPermission({ page: "user_list" })
  async twoFactorPolicy(@Ctx() context: GatewayContext): Promise<TwoFactorPolicy> {
    return findTwoFactorPolicy(context.rest);
  }

  @Mutation(() => TwoFactorPolicy, {
    description:
      "Requires two-factor sign-in of the tenant's managers, or stops requiring it. Turning it on takes a second " +
      "factor of one's own; recorded in the change history.",
  })
  @RequiresPermission({ cmd: "/user/edit" })
  async saveTwoFactorPolicy(
    @Args(() => SaveTwoFactorPolicyArgs) { requireForManagers }: SaveTwoFactorPolicyArgs,
    @Ctx() context: GatewayContext,
  ): Promise<TwoFactorPolicy> {
    return saveTwoFactorPolicy(context.rest, { requireForManagers });
  }
}
