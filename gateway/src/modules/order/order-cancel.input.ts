import { ArgsType, Field, ID, InputType, Int } from "type-graphql";

@InputType({
  description:
    "Tickets to cancel. Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field names; nothing is " +
    "written then.",
})
export class OrderCancelInput {
  @Field(() => [ID], {
    description:
      "Tickets of the order, each NORMAL: a checked-in ticket (cancel.checkedIn), a refunding, refunded or cancelled " +
      "one (cancel.notCancellable) is refused. Any part of an UNPAID order may be cancelled, paid in part or not.",
  })
  ticketIds!: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "A charge instead of the trip's (decimal string, at most `paid` of the quote: cancel.overPaid). Needs the " +
      "permission /order/cancel/override: FORBIDDEN without it.",
  })
  chargeOverride?: string | null;

  @Field(() => Boolean, {
    defaultValue: true,
    description: "Write to the order's contact e-mail: the tickets cancelled, the charge and the refund.",
  })
  notifyCustomer!: boolean;
}

@ArgsType()
export class CancelOrderTicketsArgs {
  @Field(() => ID, { description: "The order." })
  orderId!: string;

  @Field(() => Int, { description: "The order's `version` as read; another answers STALE_DATA." })
  version!: number;

  @Field(() => OrderCancelInput, { description: "What to cancel." })
  input!: OrderCancelInput;
}

@ArgsType()
export class CancelOrderQuoteArgs {
  @Field(() => ID, { description: "The order." })
  orderId!: string;

  @Field(() => [ID], { description: "The tickets that would be cancelled (refused as cancelOrderTickets refuses)." })
  ticketIds!: string[];
}
