import { ArgsType, Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { CouponJobState } from "../coupon/coupon.enums";
import { OrderState } from "../order/order.enums";
import { RefundState } from "../refund/refund.enums";

@ObjectType({
  description: "An order was created or changed (docs/system-contract.md section 13). Fetch `order(id)` for the rest.",
})
export class OrderChange {
  @Field(() => Int, {
    description:
      "The outbox event's id, increasing: pass the last one seen as `after` when subscribing again (after a " +
      "gateway restart, close code 1012) to receive what happened meanwhile.",
  })
  eventId!: number;

  @Field(() => ID, { description: "The order's id." })
  id!: string;

  @Field(() => String, { nullable: true, description: "The order's number, when the event names it." })
  orderNumber!: string | null;

  @Field(() => OrderState, { nullable: true, description: "Where the order stands after the change." })
  state!: OrderState | null;

  @Field(() => [String], {
    description:
      "The Order fields the change moved (`state`, `tickets`, `payments`, `payAmount`, `balance`, `refundedAmount`, " +
      "`contact`, `notes`); " +
      "`created` for a new order; `state` when the event does not say.",
  })
  changed!: string[];

  @Field(() => String, {
    description:
      "The outbox event behind it: ORDER_CREATED, ORDER_PAID, ORDER_CANCELLED, or ORDER_UPDATED (a refund requested, rejected or completed moved its tickets, payments or refunded amount; a part payment was recorded; some of its tickets were cancelled; the contact or passengers were corrected; an internal note was added). ORDER_CANCELLED also when its last valid tickets were cancelled.",
  })
  eventType!: string;

  @Field(() => DateTimeScalar, { description: "When the change was committed." })
  occurredAt!: string;
}

@ObjectType({ description: "A refund order was requested or moved on (docs/system-contract.md section 13)." })
export class RefundOrderChange {
  @Field(() => Int, {
    description:
      "The outbox event's id, increasing: pass the last one seen as `after` when subscribing again (after a " +
      "gateway restart, close code 1012) to receive what happened meanwhile.",
  })
  eventId!: number;

  @Field(() => ID, { description: "The refund order's id." })
  id!: string;

  @Field(() => String, { description: "The refund order's number (RF…)." })
  refundNumber!: string;

  @Field(() => ID, { description: "The order it refunds." })
  orderId!: string;

  @Field(() => String, { description: "That order's number." })
  orderNumber!: string;

  @Field(() => RefundState, { nullable: true, description: "Where the refund stands after the change." })
  state!: RefundState | null;

  @Field(() => MoneyScalar, { nullable: true, description: "The amount refunded." })
  amount!: string | null;

  @Field(() => [String], { description: "What the change moved: `created` for a new refund, else `state`." })
  changed!: string[];

  @Field(() => String, {
    description: "The outbox event behind it: REFUND_CREATED, REFUND_APPROVED, REFUND_REJECTED or REFUND_COMPLETED.",
  })
  eventType!: string;

  @Field(() => DateTimeScalar, { description: "When the change was committed." })
  occurredAt!: string;
}

@ObjectType({
  description: "A coupon code-generation job committed a batch or ended (docs/money-contract.md section 2).",
})
export class CouponJobChange {
  @Field(() => Int, {
    description:
      "The outbox event's id, increasing: pass the last one seen as `after` when subscribing again (after a " +
      "gateway restart, close code 1012) to receive what happened meanwhile.",
  })
  eventId!: number;

  @Field(() => ID, { description: "The job's id." })
  id!: string;

  @Field(() => ID, { description: "The coupon whose codes it generates." })
  couponId!: string;

  @Field(() => CouponJobState, { nullable: true, description: "Pending, successful or stopped with an error." })
  state!: CouponJobState | null;

  @Field(() => Int, { description: "Codes to generate." })
  requested!: number;

  @Field(() => Int, { description: "Codes generated so far." })
  generated!: number;

  @Field(() => String, { nullable: true, description: "Why it stopped (ERROR only)." })
  errorMessage!: string | null;

  @Field(() => String, { description: "COUPON_JOB_PROGRESS (a batch) or COUPON_JOB_FINISHED (successful or error)." })
  eventType!: string;

  @Field(() => DateTimeScalar, { description: "When the batch or the end was committed." })
  occurredAt!: string;
}

@ArgsType()
export class LiveResumeArgs {
  @Field(() => Int, {
    nullable: true,
    description:
      "Resume: first the events after this `eventId` (the last one received before the connection closed), then " +
      "the live ones, none twice; absent: from now on. At most 10 000 events back.",
  })
  after?: number | null;
}

@ArgsType()
export class CouponJobChangedArgs extends LiveResumeArgs {
  @Field(() => ID, { nullable: true, description: "Only this coupon's job; absent: every job of the tenant." })
  couponId?: string | null;
}
