import { ArgsType, Field, ID, Int } from "type-graphql";
import { PageInput } from "../shared/page.input";
import { CouponState } from "./coupon.enums";
import { CouponFilter, CouponInput, CouponJobFilter, CouponUsageFilter } from "./coupon.input";

const VERSION = "The version read with the coupon (STALE_DATA when it changed since).";
const PAGE = "Defaults to page 1 of 20.";

@ArgsType()
export class CouponsArgs {
  @Field(() => CouponFilter, { nullable: true, description: "What to list; everything when absent." })
  filter?: CouponFilter | null;

  @Field(() => PageInput, { nullable: true, description: PAGE })
  page?: PageInput | null;
}

@ArgsType()
export class CouponIdArgs {
  @Field(() => ID, { description: "The coupon's id." })
  id!: string;
}

@ArgsType()
export class CouponPageArgs {
  @Field(() => PageInput, { nullable: true, description: PAGE })
  page?: PageInput | null;
}

@ArgsType()
export class CouponUsageArgs {
  @Field(() => ID, { description: "The coupon's id." })
  id!: string;

  @Field(() => CouponUsageFilter, { nullable: true, description: "Which rows; every use and unused code when absent." })
  filter?: CouponUsageFilter | null;

  @Field(() => PageInput, { nullable: true, description: PAGE })
  page?: PageInput | null;
}

@ArgsType()
export class CouponJobsArgs {
  @Field(() => CouponJobFilter, { nullable: true, description: "What to list; every job when absent." })
  filter?: CouponJobFilter | null;

  @Field(() => PageInput, { nullable: true, description: PAGE })
  page?: PageInput | null;
}

@ArgsType()
export class CreateCouponArgs {
  @Field(() => CouponInput, { description: "The new coupon." })
  input!: CouponInput;

  @Field(() => ID, {
    nullable: true,
    description: "A UUID the client makes once per coupon: a repeat answers the first call's coupon, creating nothing.",
  })
  requestId?: string | null;

  @Field(() => CouponState, {
    defaultValue: CouponState.ENABLED,
    description: "ENABLED (default) or DISABLED; a SEQUENCE coupon is usable only once its job is SUCCESSFUL.",
  })
  state!: CouponState;
}

@ArgsType()
export class UpdateCouponArgs {
  @Field(() => ID, { description: "The coupon's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => CouponInput, { description: "Its fields, all of them ('Cannot change after codes are generated')." })
  input!: CouponInput;
}

@ArgsType()
export class SetCouponStateArgs {
  @Field(() => ID, { description: "The coupon's id." })
  id!: string;

  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => Boolean, { description: "true enables, false disables." })
  enabled!: boolean;
}

@ArgsType()
export class CouponJobIdArgs {
  @Field(() => ID, { description: "The job's id." })
  id!: string;
}
