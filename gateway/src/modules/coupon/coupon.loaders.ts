/** Per-request loaders of a coupon's paged fields: each distinct page costs one upstream call per request. */
import { pageLoader, type LoaderScope } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { toPage } from "../shared/page.mapper";
import type { Page } from "../shared/page.type";
import { toCouponCode, toRedemption } from "./coupon.mapper";
import type { CouponCode } from "./coupon.type";
import { listCouponCodes, listCouponRedemptions, type CouponPageKey } from "./coupon.upstream";

/** One page of a coupon's codes; exports call it directly so they hold one page at a time, not a cache of all. */
export async function fetchCouponCodes(rest: RestClient, key: CouponPageKey): Promise<Page<CouponCode>> {
  return toPage(await listCouponCodes(rest, key), key, toCouponCode);
}

const cacheKey = ({ couponId, pageNum, pageSize }: CouponPageKey) => `${couponId}:${pageNum}:${pageSize}`;

export function couponLoaders({ rest }: LoaderScope) {
  return {
    couponCodes: pageLoader((key: CouponPageKey) => fetchCouponCodes(rest, key), cacheKey),
    couponRedemptions: pageLoader(
      async (key: CouponPageKey) => toPage(await listCouponRedemptions(rest, key), key, toRedemption),
      cacheKey,
    ),
  };
}
