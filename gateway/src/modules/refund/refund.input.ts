import { Field, ID, InputType } from "type-graphql";
import { RefundState } from "./refund.enums";

@InputType({ description: "Narrows the refund order list (no state: All)." })
export class RefundFilter {
  @Field(() => RefundState, { nullable: true, description: "The list's tabs: PENDING, COMPLETED, REJECTED." })
  state?: RefundState | null;

  @Field(() => ID, { nullable: true, description: "Refunds of this order." })
  orderId?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the order number." })
  orderNumber?: string | null;
}

@InputType({
  description:
    "A refund of tickets of a completed or unshipped order against one of its payments. Refusals are BAD_USER_INPUT " +
    "with `extensions.fields` keyed by these field names.",
})
export class CreateRefundInput {
  @Field(() => ID, { description: "The order to refund." })
  orderId!: string;

  @Field(() => ID, {
    description: "The payment the money goes back to (a settled card, PayPal, cash, wallet or Apple Pay payment).",
  })
  paymentId!: string;

  @Field(() => [ID], { description: "Tickets of the order, each normal or checked in; they become REFUNDING." })
  ticketIds!: string[];

  @Field(() => String, {
    description:
      "Required decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise, never rounded), " +
      "at least 0.01 and not greater than the payment's `refundableAmount` ('Not greater than the total amount of " +
      "the transaction').",
  })
  amount!: string;

  @Field(() => String, { nullable: true, description: "Optional, up to 500 characters." })
  reason?: string | null;
}
