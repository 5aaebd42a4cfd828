/** Per-request loaders of a coupon's paged fields: each distinct page costs one upstream call per request. */
import { pageLoader } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { expectResult } from "../../rest/envelope";
import type { UpstreamPage } from "../shared/page.input";
import { toPage, upstreamListSchema } from "../shared/page.mapper";
import type { Page } from "../shared/page.type";
import { toCouponCode, toRedemption, upstreamCouponCodeSchema, upstreamRedemptionSchema } from "./coupon.mapper";
import type { CouponCode, CouponRedemption } from "./coupon.type";

export interface CouponPageKey extends UpstreamPage {
  couponId: number;
}

/** One page of a coupon's codes; exports call it directly so they hold one page at a time, not a cache of all. */
export async function fetchCouponCodes(rest: RestClient, key: CouponPageKey): Promise<Page<CouponCode>> {
  const result = await rest.post("/coupon/code/list", key);
  return toPage(
    expectResult(upstreamListSchema(upstreamCouponCodeSchema), result, "coupon/code/list"),
    key,
    toCouponCode,
  );
}

const cacheKey = ({ couponId, pageNum, pageSize }: CouponPageKey) => `${couponId}:${pageNum}:${pageSize}`;

export function createCouponLoaders(rest: RestClient) {
  return {
    couponCodes: pageLoader((key: CouponPageKey) => fetchCouponCodes(rest, key), cacheKey),
    couponRedemptions: pageLoader(async (key: CouponPageKey): Promise<Page<CouponRedemption>> => {
      const result = await rest.post("/coupon/redemption/list", key);
      return toPage(
        expectResult(upstreamListSchema(upstreamRedemptionSchema), result, "coupon/redemption/list"),
        key,
        toRedemption,
      );
    }, cacheKey),
  };
}
