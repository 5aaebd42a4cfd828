import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import {
  upstreamCouponCodeSchema,
  upstreamCouponJobSchema,
  upstreamCouponSchema,
  upstreamCouponUsageSchema,
  upstreamCouponUsageSummarySchema,
  upstreamRedemptionSchema,
  type toUpstreamCouponFields,
  type toUpstreamCouponUsageFilter,
  type toUpstreamCouponFilter,
  type toUpstreamCouponJobFilter,
} from "./coupon.mapper";

export interface CouponPageKey extends UpstreamPage {
  couponId: number;
}

type CouponFields = ReturnType<typeof toUpstreamCouponFields>;

export const listCoupons = upstream<UpstreamPage & ReturnType<typeof toUpstreamCouponFilter>>().post(
  "/coupon/list",
  upstreamListSchema(upstreamCouponSchema),
);
export const findCoupon = upstream<RecordId>().get("/coupon/find", upstreamCouponSchema);
export const addCoupon = upstream<CouponFields & { state: number; requestId: string | undefined }>().post(
  "/coupon/add",
  upstreamCouponSchema,
);
export const editCoupon = upstream<VersionedId & CouponFields>().post("/coupon/edit", upstreamCouponSchema);
export const changeCouponState = upstream<VersionedId & { state: number }>().post(
  "/coupon/state",
  upstreamCouponSchema,
);
export const listCouponCodes = upstream<CouponPageKey>().post(
  "/coupon/code/list",
  upstreamListSchema(upstreamCouponCodeSchema),
);
export const listCouponRedemptions = upstream<CouponPageKey>().post(
  "/coupon/redemption/list",
  upstreamListSchema(upstreamRedemptionSchema),
);
export const listCouponUsage = upstream<CouponPageKey & ReturnType<typeof toUpstreamCouponUsageFilter>>().post(
  "/coupon/usage/list",
  upstreamListSchema(upstreamCouponUsageSchema).extend({ summary: upstreamCouponUsageSummarySchema }),
);
export const listCouponJobs = upstream<UpstreamPage & ReturnType<typeof toUpstreamCouponJobFilter>>().post(
  "/coupon/job/list",
  upstreamListSchema(upstreamCouponJobSchema),
);
export const retryCouponJob = upstream<RecordId>().post("/coupon/job/retry", upstreamCouponJobSchema);
