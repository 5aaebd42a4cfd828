import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { expectResult } from "../../rest/envelope";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage, upstreamListSchema } from "../shared/page.mapper";
import {
  CouponIdArgs,
  CouponJobIdArgs,
  CouponJobsArgs,
  CouponPageArgs,
  CouponsArgs,
  CreateCouponArgs,
  SetCouponStateArgs,
  UpdateCouponArgs,
} from "./coupon.args";
import { CouponStateEnum } from "./coupon.enums";
import { fetchCouponCodes } from "./coupon.loaders";
import {
  toCoupon,
  toCouponJob,
  toUpstreamCouponFields,
  toUpstreamCouponFilter,
  toUpstreamCouponJobFilter,
  upstreamCouponJobSchema,
  upstreamCouponSchema,
} from "./coupon.mapper";
import { couponFilterFailures, couponInputFailures } from "./coupon.rules";
import {
  Coupon,
  CouponCodePage,
  CouponJob,
  CouponJobPage,
  CouponPage,
  CouponRedemptionPage,
  type CouponSummary,
} from "./coupon.type";

/** A page of the coupon list, filter checked: what `coupons` answers and the coupons export walks. */
export async function readCoupons(
  context: GatewayContext,
  { filter }: Omit<CouponsArgs, "page">,
  page: UpstreamPage,
): Promise<CouponPage> {
  assertValid(couponFilterFailures(filter));
  const result = await context.rest.post("/coupon/list", { ...page, ...toUpstreamCouponFilter(filter) });
  return toPage(expectResult(upstreamListSchema(upstreamCouponSchema), result, "coupon/list"), page, toCoupon);
}

/** A page of one coupon's codes, for the coupon codes export (uncached: one page held at a time). */
export function readCouponCodes(context: GatewayContext, { id }: CouponIdArgs, page: UpstreamPage) {
  return fetchCouponCodes(context.rest, { couponId: toUpstreamId(id), ...page });
}

async function saveCoupon(context: GatewayContext, path: string, body: object): Promise<CouponSummary> {
  return toCoupon(expectResult(upstreamCouponSchema, await context.rest.post(path, body), path));
}

@Resolver(() => Coupon)
export class CouponResolver {
  @Query(() => CouponPage, { description: "The tenant's coupons, newest first, with their use so far." })
  @RequiresPermission({ page: "sales_coupon_list" })
  async coupons(@Args(() => CouponsArgs) { filter, page }: CouponsArgs, @Ctx() context: GatewayContext) {
    return readCoupons(context, { filter }, toUpstreamPage(page));
  }

  @Query(() => Coupon, { description: "One coupon; its codes and redemptions are paged fields." })
  @RequiresPermission({ page: "sales_coupon_list" })
  async coupon(@Args(() => CouponIdArgs) { id }: CouponIdArgs, @Ctx() context: GatewayContext) {
    const result = await context.rest.get("/coupon/find", { id: toUpstreamId(id) });
    return toCoupon(expectResult(upstreamCouponSchema, result, "coupon/find"));
  }

  @FieldResolver(() => CouponCodePage, { description: "The coupon's codes, in generation order." })
  async codes(
    @Root() coupon: Coupon,
    @Args(() => CouponPageArgs) { page }: CouponPageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<CouponCodePage> {
    return context.loaders.couponCodes.load({ couponId: Number(coupon.id), ...toUpstreamPage(page) });
  }

  @FieldResolver(() => CouponRedemptionPage, { description: "Sold orders that used its codes, newest first." })
  async redemptions(
    @Root() coupon: Coupon,
    @Args(() => CouponPageArgs) { page }: CouponPageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<CouponRedemptionPage> {
    return context.loaders.couponRedemptions.load({ couponId: Number(coupon.id), ...toUpstreamPage(page) });
  }

  @Query(() => CouponJobPage, { description: "Code generation jobs of SEQUENCE coupons, newest first." })
  @RequiresPermission({ page: "sales_coupon_history" })
  async couponJobs(@Args(() => CouponJobsArgs) { filter, page }: CouponJobsArgs, @Ctx() context: GatewayContext) {
    const upstreamPage = toUpstreamPage(page);
    const result = await context.rest.post("/coupon/job/list", {
      ...upstreamPage,
      ...toUpstreamCouponJobFilter(filter),
    });
    return toPage(
      expectResult(upstreamListSchema(upstreamCouponJobSchema), result, "coupon/job/list"),
      upstreamPage,
      toCouponJob,
    );
  }

  @Mutation(() => Coupon, {
    description:
      "Adds a coupon. A SEQUENCE coupon answers at once with 0 codes: a background job generates them " +
      "(`couponJobs`). Repeating a `requestId` answers the first call's coupon and creates nothing.",
  })
  @RequiresPermission({ cmd: "/coupon/add" })
  async createCoupon(
    @Args(() => CreateCouponArgs) { input, requestId, state }: CreateCouponArgs,
    @Ctx() context: GatewayContext,
  ) {
    const fields = toUpstreamCouponFields(input);
    assertValid(couponInputFailures(fields));
    return saveCoupon(context, "/coupon/add", {
      ...fields,
      state: CouponStateEnum.toCode(state),
      requestId: requestId?.trim() || undefined,
    });
  }

  @Mutation(() => Coupon, {
    description:
      "Edits a coupon. The code rule, code and count of a SEQUENCE coupon are fixed ('Cannot change after codes " +
      "are generated'). A stale version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/coupon/edit" })
  async updateCoupon(
    @Args(() => UpdateCouponArgs) { id, version, input }: UpdateCouponArgs,
    @Ctx() context: GatewayContext,
  ) {
    const couponId = toUpstreamId(id);
    const fields = toUpstreamCouponFields(input);
    assertValid(couponInputFailures(fields));
    return saveCoupon(context, "/coupon/edit", { id: couponId, version, ...fields });
  }

  @Mutation(() => Coupon, {
    description:
      "Enables or disables a coupon. A SEQUENCE coupon is enabled only once its job is SUCCESSFUL. A stale " +
      "version: STALE_DATA.",
  })
  @RequiresPermission({ cmd: "/coupon/edit" })
  async setCouponState(
    @Args(() => SetCouponStateArgs) { id, version, enabled }: SetCouponStateArgs,
    @Ctx() context: GatewayContext,
  ) {
    const state = CouponStateEnum.toCode(enabled ? "ENABLED" : "DISABLED");
    return saveCoupon(context, "/coupon/state", { id: toUpstreamId(id), version, state });
  }

  @Mutation(() => CouponJob, {
    description:
      "Sets an ERROR job pending again; the worker resumes from the codes that exist. Any other state: " +
      "UPSTREAM_ERROR with upstreamCode 20409.",
  })
  @RequiresPermission({ cmd: "/coupon/add" })
  async retryCouponJob(@Args(() => CouponJobIdArgs) { id }: CouponJobIdArgs, @Ctx() context: GatewayContext) {
    const result = await context.rest.post("/coupon/job/retry", { id: toUpstreamId(id) });
    return toCouponJob(expectResult(upstreamCouponJobSchema, result, "coupon/job/retry"));
  }
}
