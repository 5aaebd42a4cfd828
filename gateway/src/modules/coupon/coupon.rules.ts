/**
 * The coupon rules the gateway checks before any call (docs/money-contract.md section 2): the shared rules on the
 * very body it would send. Code uniqueness and trip ownership need the database and are the vendor API's.
 */
import { couponFailures, isoDate, validateFields, type FieldFailures } from "#rules";
import type { CouponFilter } from "./coupon.input";
import { toUpstreamCouponFields } from "./coupon.mapper";

export type UpstreamCouponFields = ReturnType<typeof toUpstreamCouponFields>;

export const couponInputFailures = (fields: UpstreamCouponFields): FieldFailures => couponFailures(fields);

export const couponFilterFailures = (filter: CouponFilter | null | undefined): FieldFailures =>
  validateFields({ activeOn: [filter?.activeOn?.trim(), [isoDate]] });
