import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId, withInputFieldNames } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import {
  CouponIdArgs,
  CouponJobIdArgs,
  CouponJobsArgs,
  CouponPageArgs,
  CouponsArgs,
  CouponUsageArgs,
  CreateCouponArgs,
  SetCouponStateArgs,
  UpdateCouponArgs,
} from "./coupon.args";
import { CouponStateEnum } from "./coupon.enums";
import { fetchCouponCodes } from "./coupon.loaders";
import {
  COUPON_INPUT_NAMES,
  toCoupon,
  toCouponJob,
  toCouponUsage,
  toCouponUsageSummary,
  toUpstreamCouponFields,
  toUpstreamCouponFilter,
  toUpstreamCouponJobFilter,
  toUpstreamCouponUsageFilter,
} from "./coupon.mapper";
import { couponFilterFailures, couponInputFailures } from "./coupon.rules";
import {
  Coupon,
  CouponCodePage,
  CouponJob,
  CouponJobPage,
  CouponPage,
  CouponRedemptionPage,
  CouponUsagePage,
} from "./coupon.type";
import {
  addCoupon,
  changeCouponState,
  editCoupon,
  findCoupon,
  listCouponJobs,
  listCoupons,
  listCouponUsage,
  retryCouponJob,
} from "./coupon.upstream";

/** A page of the coupon list, filter checked: what `coupons` answers and the coupons export walks. */
export async function readCoupons(
  context: GatewayContext,
  { filter }: Omit<CouponsArgs, "page">,
  page: UpstreamPage,
): Promise<CouponPage> {
  assertValid(couponFilterFailures(filter));
  return toPage(await listCoupons(context.rest, { ...page, ...toUpstreamCouponFilter(filter) }), page, toCoupon);
}

/** A page of one coupon's codes, for the coupon codes export (uncached: one page held at a time). */
export function readCouponCodes(context: GatewayContext, { id }: CouponIdArgs, page: UpstreamPage) {
  return fetchCouponCodes(context.rest, { couponId: toUpstreamId(id), ...page });
}

/** A page of a coupon's usage report: what `couponUsage` answers and its export walks. */
export async function readCouponUsage(
  context: GatewayContext,
  { id, filter }: Omit<CouponUsageArgs, "page">,
  page: UpstreamPage,
): Promise<CouponUsagePage> {
  const key = { couponId: toUpstreamId(id), ...page, ...toUpstreamCouponUsageFilter(filter) };
  const result = await listCouponUsage(context.rest, key);
  return { ...toPage(result, page, toCouponUsage), summary: toCouponUsageSummary(result.summary) };
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
    return toCoupon(await findCoupon(context.rest, { id: toUpstreamId(id) }));
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

  @Query(() => CouponUsagePage, {
    description:
      "A coupon's usage report: each use of its codes (order, customer, time, discount, order amount) and each " +
      "code never used, in generation order, with the whole coupon's totals.",
  })
  @RequiresPermission({ page: "sales_coupon_usage" })
  async couponUsage(
    @Args(() => CouponUsageArgs) { id, filter, page }: CouponUsageArgs,
    @Ctx() context: GatewayContext,
  ) {
    return readCouponUsage(context, { id, filter }, toUpstreamPage(page));
  }

  @Query(() => CouponJobPage, { description: "Code generation jobs of SEQUENCE coupons, newest first." })
  @RequiresPermission({ page: "sales_coupon_history" })
  async couponJobs(@Args(() => CouponJobsArgs) { filter, page }: CouponJobsArgs, @Ctx() context: GatewayContext) {
    const upstreamPage = toUpstreamPage(page);
    const jobs = await listCouponJobs(context.rest, { ...upstreamPage, ...toUpstreamCouponJobFilter(filter) });
    return toPage(jobs, upstreamPage, toCouponJob);
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
    const body = { ...fields, state: CouponStateEnum.toCode(state), requestId: requestId?.trim() || undefined };
    return toCoupon(await withInputFieldNames(addCoupon(context.rest, body), COUPON_INPUT_NAMES));
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
    return toCoupon(
      await withInputFieldNames(editCoupon(context.rest, { id: couponId, version, ...fields }), COUPON_INPUT_NAMES),
    );
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
    return toCoupon(await changeCouponState(context.rest, { id: toUpstreamId(id), version, state }));
  }

  @Mutation(() => CouponJob, {
    description:
      "Sets an ERROR job pending again; the worker resumes from the codes that exist. Any other state: " +
      "UPSTREAM_ERROR with upstreamCode 20409.",
  })
  @RequiresPermission({ cmd: "/coupon/add" })
  async retryCouponJob(@Args(() => CouponJobIdArgs) { id }: CouponJobIdArgs, @Ctx() context: GatewayContext) {
    return toCouponJob(await retryCouponJob(context.rest, { id: toUpstreamId(id) }));
  }
}
