import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { ORDER_PAYMENT_REFERENCE_MAX } from "#rules";
import { OrderPaymentMethod } from "./order-payment.enums";

@InputType({
  description:
    "A payment taken for an unpaid order. Refusals are BAD_USER_INPUT with `extensions.fields` keyed by these field " +
    "names; nothing is written then.",
})
export class OrderPaymentInput {
  @Field(() => OrderPaymentMethod, { description: "How the money came in." })
  method!: OrderPaymentMethod;

  @Field(() => String, {
    description:
      "Decimal string: up to 7 integer digits and 2 decimals ('Invalid price' otherwise, never rounded), at least " +
      "0.01 and at most the order's `balance` (payment.overBalance with `params.balance`).",
  })
  amount!: string;

  @Field(() => String, {
    nullable: true,
    description: `A receipt, terminal slip or transfer reference (at most ${ORDER_PAYMENT_REFERENCE_MAX} characters); the payment's \`transactionId\`.`,
  })
  reference?: string | null;

  @Field(() => String, {
    description:
      "The day the money came in, YYYY-MM-DD in the tenant's calendar: not after today (payment.dateInFuture), not " +
      "before the order was made (payment.dateBeforeOrder with `params.date`).",
  })
  paidAt!: string;
}

@ArgsType()
export class RecordOrderPaymentArgs {
  @Field(() => ID, { description: "The unpaid order." })
  orderId!: string;

  @Field(() => Int, { description: "The order's `version` as read; another answers STALE_DATA." })
  version!: number;

  @Field(() => OrderPaymentInput, { description: "The payment." })
  input!: OrderPaymentInput;
}
