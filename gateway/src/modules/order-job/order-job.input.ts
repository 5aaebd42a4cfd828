import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { DepartureInput } from "../check-in/check-in.args";
import { OrderFilter } from "../order/order.input";
import { PageInput } from "../shared/page.input";
import { OrderJobItemState, OrderJobKind } from "./order-job.enums";

@InputType({
  description:
    "The orders a job takes, fixed when it is made: exactly one of `orderIds` (rows picked) and `filter` " +
    "(everything the order list's filter matches); both or neither is BAD_USER_INPUT on `orderIds`.",
})
export class OrderSelectionInput {
  @Field(() => [ID], {
    nullable: true,
    description:
      "Orders picked on the list, at most 1000; an id not the tenant's refuses the request (`key` notFound).",
  })
  orderIds?: string[] | null;

  @Field(() => OrderFilter, {
    nullable: true,
    description: "Everything the filter matches, at most 10 000 orders (more: BAD_USER_INPUT on `filter`).",
  })
  filter?: OrderFilter | null;
}

@InputType({ description: "A job to start from the order list. Refusals are BAD_USER_INPUT; nothing is written then." })
export class StartOrderJobInput {
  @Field(() => OrderJobKind, {
    description: "RESEND_CONFIRMATIONS, MESSAGE_CUSTOMERS or CANCEL_ORDERS; each needs its own permission.",
  })
  kind!: OrderJobKind;

  @Field(() => OrderSelectionInput, { description: "The orders." })
  selection!: OrderSelectionInput;

  @Field(() => Int, {
    description:
      "The count the operator confirmed (the preview's `total`): another count now is BAD_USER_INPUT on " +
      "`expectedCount` (orderJob.countChanged, `params.count`).",
  })
  expectedCount!: number;

  @Field(() => String, { nullable: true, description: "MESSAGE_CUSTOMERS: the e-mail's subject, 1–100 characters." })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: "MESSAGE_CUSTOMERS: the e-mail's text, 1–2000 characters." })
  text?: string | null;
}

@InputType({ description: "A departure to cancel and the message its customers get." })
export class CancelDepartureInput {
  @Field(() => DepartureInput, { description: "The departure: trip, date and shift." })
  departure!: DepartureInput;

  @Field(() => Int, {
    description: "The count the operator confirmed (departureCancelPreview's `total`); another is BAD_USER_INPUT.",
  })
  expectedCount!: number;

  @Field(() => String, { description: "The message's subject, 1–100 characters." })
  subject!: string;

  @Field(() => String, { description: "The message's text, 1–2000 characters; each order's refund is added below it." })
  text!: string;
}

@ArgsType()
export class OrderJobPreviewArgs {
  @Field(() => OrderJobKind, { description: "RESEND_CONFIRMATIONS, MESSAGE_CUSTOMERS or CANCEL_ORDERS." })
  kind!: OrderJobKind;

  @Field(() => OrderSelectionInput, { description: "The orders." })
  selection!: OrderSelectionInput;
}

@ArgsType()
export class DepartureCancelPreviewArgs {
  @Field(() => DepartureInput, { description: "The departure: trip, date and shift." })
  departure!: DepartureInput;
}

@ArgsType()
export class OrderJobArgs {
  @Field(() => ID, { description: "The job's id." })
  id!: string;
}

@ArgsType()
export class OrderJobsArgs {
  @Field(() => OrderJobKind, { nullable: true, description: "Only jobs of this kind." })
  kind?: OrderJobKind | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class OrderJobItemsArgs {
  @Field(() => OrderJobItemState, { nullable: true, description: "Only orders in this state (FAILED, SKIPPED, …)." })
  state?: OrderJobItemState | null;

  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
export class StartOrderJobArgs {
  @Field(() => StartOrderJobInput, { description: "The job." })
  input!: StartOrderJobInput;
}

@ArgsType()
export class CancelDepartureArgs {
  @Field(() => CancelDepartureInput, { description: "The departure and the message." })
  input!: CancelDepartureInput;
}
