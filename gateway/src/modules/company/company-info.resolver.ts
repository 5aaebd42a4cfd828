import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { companyInfoFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid } from "../shared/field-rules";
import { SaveCompanyInfoArgs, VerifyCompanyEmailArgs } from "./company.args";
import { toCompanyInfo, toUpstreamCompanyInfo } from "./company-info.mapper";
import { CompanyInfo, EmailVerificationSent } from "./company-info.type";
import {
  confirmCompanyEmail,
  findCompanyInfo,
  saveCompanyInfo,
  sendCompanyEmailVerification,
} from "./company.upstream";

@Resolver()
export class CompanyInfoResolver {
  @Query(() => CompanyInfo, {
    description: "The vendor's company record (defaults with version 0 before its first save).",
  })
  @RequiresPermission({ page: "company_info" })
  async companyInfo(@Ctx() context: GatewayContext): Promise<CompanyInfo> {
    return toCompanyInfo(await findCompanyInfo(context.rest));
  }

  @Mutation(() => CompanyInfo, {
    description:
      "Saves the company record and answers it. The secondary domain becomes the tenant's domain and the time zone the " +
      "tenant's at once (`me.tenant`); a new contact e-mail is unverified again; the first save completes the guide's " +
      "companyInfo step (`me.initState`). Refusals name their field; a stale version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/company/info/edit" })
  async saveCompanyInfo(
    @Args(() => SaveCompanyInfoArgs) { version, input }: SaveCompanyInfoArgs,
    @Ctx() context: GatewayContext,
  ): Promise<CompanyInfo> {
    assertValid(companyInfoFailures(input));
    return toCompanyInfo(await saveCompanyInfo(context.rest, toUpstreamCompanyInfo(input, version)));
  }

  @Mutation(() => EmailVerificationSent, {
    description:
      "Mails a 6-digit code, valid 10 minutes, to the saved contact e-mail; a new code replaces the previous one. " +
      "Without a saved contact e-mail: BAD_USER_INPUT on `contactEmail`.",
  })
  @RequiresPermission({ cmd: "/company/info/edit" })
  async sendCompanyEmailVerification(@Ctx() context: GatewayContext): Promise<EmailVerificationSent> {
    return sendCompanyEmailVerification(context.rest);
  }

  @Mutation(() => CompanyInfo, {
    description:
      "Confirms the contact e-mail with the latest code sent (once, within 10 minutes) and answers the company record. " +
      "Any other code: BAD_USER_INPUT on `code`, 'Invalid or expired verification code'.",
  })
  @RequiresPermission({ cmd: "/company/info/edit" })
  async verifyCompanyEmail(
    @Args(() => VerifyCompanyEmailArgs) { code }: VerifyCompanyEmailArgs,
    @Ctx() context: GatewayContext,
  ): Promise<CompanyInfo> {
    return toCompanyInfo(await confirmCompanyEmail(context.rest, { code: code.trim() }));
  }
}
