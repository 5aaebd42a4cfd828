import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { vendorPageFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid } from "../shared/field-rules";
import { SaveVendorPageArgs } from "./vendor-page.args";
import { toUpstreamVendorPage, toVendorPage } from "./vendor-page.mapper";
import { VendorPage } from "./vendor-page.type";
import { findVendorPage, saveVendorPage } from "./vendor-page.upstream";

@Resolver()
export class VendorPageResolver {
  @Query(() => VendorPage, {
    description: "The vendor's public home page (defaults with version 0 before its first save).",
  })
  @RequiresPermission({ page: "home_page" })
  async vendorPage(@Ctx() context: GatewayContext): Promise<VendorPage> {
    return toVendorPage(await findVendorPage(context.rest));
  }

  @Mutation(() => VendorPage, {
    description:
      "Saves the home page and answers it; the first save completes the guide's vendorPage step (`me.initState`). " +
      "Refusals name their field; a file id that is no image of the tenant: UPSTREAM_ERROR 20404; a stale version: " +
      "STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/vendor/page/edit" })
  async saveVendorPage(
    @Args(() => SaveVendorPageArgs) { version, input }: SaveVendorPageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<VendorPage> {
    assertValid(vendorPageFailures(input));
    return toVendorPage(await saveVendorPage(context.rest, toUpstreamVendorPage(input, version)));
  }
}
