import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { toBankInfo, toUpstreamBankInfo } from "./bank-info.mapper";
import { BankInfo, PayoutAccount } from "./bank-info.type";
import { assertValid } from "../shared/field-rules";
import { SaveBankInfoArgs } from "./company.args";
import { validateBankInfoInput } from "./company.rules";
import { findPayoutAccount, saveBankInfo } from "./company.upstream";

@Resolver()
export class BankInfoResolver {
  @Query(() => BankInfo, { description: "The payout bank account, its numbers masked to their last four digits." })
  @RequiresPermission({ page: "bank_info" })
  bankInfo(@Ctx() context: GatewayContext): Promise<BankInfo> {
    return context.loaders.bankInfo.load("session");
  }

  @Mutation(() => BankInfo, {
    description:
      "Saves the payout bank account and answers it (numbers masked); it creates or updates the payout account and, " +
      "with both numbers, completes the guide's bankInfo step. Refusals name their field (SAVINGS: 'Only checking " +
      "accounts are accepted' on `accountType`); a stale version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/bank/info/edit" })
  async saveBankInfo(
    @Args(() => SaveBankInfoArgs) { version, input }: SaveBankInfoArgs,
    @Ctx() context: GatewayContext,
  ): Promise<BankInfo> {
    assertValid(await validateBankInfoInput(context, input));
    return toBankInfo(await saveBankInfo(context.rest, toUpstreamBankInfo(input, version)));
  }

  @Query(() => PayoutAccount, {
    nullable: true,
    description: "The payout account made from the bank info and its status; null before bank info is saved.",
  })
  @RequiresPermission({ page: "bank_info" })
  async payoutAccount(@Ctx() context: GatewayContext): Promise<PayoutAccount | null> {
    const { stripeAccountId } = await context.loaders.bankInfo.load("session");
    if (!stripeAccountId) return null;
    return findPayoutAccount(context.rest, { id: stripeAccountId });
  }
}
