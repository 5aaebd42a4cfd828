import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { unpaidHoldFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid } from "../shared/field-rules";
import { SaveUnpaidHoldArgs } from "./unpaid-hold.args";
import { UnpaidHold } from "./unpaid-hold.type";
import { findUnpaidHold, saveUnpaidHold } from "./unpaid-hold.upstream";

/** The unpaid hold period, on the payment settings screen (docs/system-contract.md section 5). */
@Resolver()
export class UnpaidHoldResolver {
  @Query(() => UnpaidHold, { description: "How many days an unpaid booking holds its seats." })
  @RequiresPermission({ page: "payment" })
  async unpaidHold(@Ctx() context: GatewayContext): Promise<UnpaidHold> {
    return findUnpaidHold(context.rest);
  }

  @Mutation(() => UnpaidHold, {
    description:
      "Saves the hold period; unpaid orders follow it from the next release run, counted from when each was made. " +
      "Outside 1–90 whole days: BAD_USER_INPUT on `unpaidHoldDays`; a stale version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/config/hold/save" })
  async saveUnpaidHold(
    @Args(() => SaveUnpaidHoldArgs) { version, unpaidHoldDays }: SaveUnpaidHoldArgs,
    @Ctx() context: GatewayContext,
  ): Promise<UnpaidHold> {
    assertValid(unpaidHoldFailures({ unpaidHoldDays }));
    return saveUnpaidHold(context.rest, { unpaidHoldDays, version });
  }
}
