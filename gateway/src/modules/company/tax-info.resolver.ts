import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid } from "../shared/field-rules";
import { SaveTaxInfoArgs } from "./company.args";
import { validateTaxInfoInput } from "./company.rules";
import { saveTaxInfo } from "./company.upstream";
import { toTaxInfo, toUpstreamTaxInfo } from "./tax-info.mapper";
import { TaxInfo } from "./tax-info.type";

@Resolver()
export class TaxInfoResolver {
  @Query(() => TaxInfo, { description: "The vendor's tax identity, the TIN masked to its last four digits." })
  @RequiresPermission({ page: "tax_info" })
  taxInfo(@Ctx() context: GatewayContext): Promise<TaxInfo> {
    return context.loaders.taxInfo.load("session");
  }

  @Mutation(() => TaxInfo, {
    description:
      "Saves the tax identity and answers it (TIN masked). Saved with a TIN it completes the guide's taxInfo step. " +
      "Refusals name their field ('Invalid TIN for this tax type' on `tin`); a stale version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/tax/info/edit" })
  async saveTaxInfo(
    @Args(() => SaveTaxInfoArgs) { version, input }: SaveTaxInfoArgs,
    @Ctx() context: GatewayContext,
  ): Promise<TaxInfo> {
    assertValid(await validateTaxInfoInput(context, input));
    return toTaxInfo(await saveTaxInfo(context.rest, toUpstreamTaxInfo(input, version)));
  }
}
