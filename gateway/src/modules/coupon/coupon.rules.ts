/**
 * The coupon rules the gateway checks before any call (docs/money-contract.md section 2): the shared rules on the
 * very body it would send. Code uniqueness and trip ownership need the database and are the vendor API's.
 */
import { couponFailures, isoDate, validateFields, type FieldFailures } from "#rules";
import type { CouponFilter } from "./coupon.input";
import { COUPON_INPUT_NAMES, toUpstreamCouponFields } from "./coupon.mapper";

export type UpstreamCouponFields = ReturnType<typeof toUpstreamCouponFields>;

/** The shared rules' failures, named as the GraphQL input names its fields (`productGoodLimit.2` → `tripIds.2`). */
export const couponInputFailures = (fields: UpstreamCouponFields): FieldFailures =>
  Object.fromEntries(
    Object.entries(couponFailures(fields)).map(([field, failure]) => [
      field.replace(/^[^.]+/, (base) => COUPON_INPUT_NAMES[base] ?? base),
      failure,
    ]),
  );

export const couponFilterFailures = (filter: CouponFilter | null | undefined): FieldFailures =>
  validateFields({ activeOn: [filter?.activeOn?.trim(), [isoDate]] });
