import { Field, ID, ObjectType } from "type-graphql";
import { MoneyScalar } from "../../scalars";
import { PaymentType } from "../sales-shared/sales.enums";

@ObjectType({ description: "One ticket of a cancellation quote." })
export class OrderCancelQuoteTicket {
  @Field(() => ID, { description: "The ticket's id (`Ticket.id`)." })
  ticketId!: string;

  @Field(() => String, { description: "The ticket's number, as printed (BKT…)." })
  ticketNumber!: string;

  @Field(() => MoneyScalar, { description: "Its order line's unit price." })
  price!: string;

  @Field(() => MoneyScalar, { description: "The trip's cancellation charge for it (none, fixed, percentage)." })
  charge!: string;
}

@ObjectType({ description: "A refundable payment's share of a cancellation's refund." })
export class OrderCancelQuoteRefund {
  @Field(() => ID, { description: "The payment's id (`Payment.id`)." })
  paymentId!: string;

  @Field(() => PaymentType, { description: "How it was paid: cash is settled at once, the others by a refund order." })
  paymentType!: PaymentType;

  @Field(() => MoneyScalar, { description: "What the payment still holds to refund." })
  refundable!: string;

  @Field(() => MoneyScalar, { description: "What goes back to it." })
  amount!: string;

  @Field(() => Boolean, {
    description: "Cash: refunded and completed at once; otherwise a pending refund order the refund flow takes on.",
  })
  settledAtOnce!: boolean;
}

@ObjectType({ description: "What cancelling tickets would charge and give back; nothing is written." })
export class OrderCancelQuote {
  @Field(() => [OrderCancelQuoteTicket], { description: "The tickets asked for, each with its price and charge." })
  tickets!: OrderCancelQuoteTicket[];

  @Field(() => MoneyScalar, {
    description:
      "What was paid for the tickets and can be refunded (their prices, with the order's booking fee, reschedule fee " +
      "and difference when they are its last valid tickets; at most what its payments still hold): the most a " +
      "charge can be.",
  })
  paid!: string;

  @Field(() => MoneyScalar, { description: "The trip's charge: the tickets' charges, at most `paid`." })
  charge!: string;

  @Field(() => MoneyScalar, { description: "What goes back: `paid` − `charge`." })
  refund!: string;

  @Field(() => [OrderCancelQuoteRefund], { description: "The refundable payments, oldest first, and their shares." })
  refunds!: OrderCancelQuoteRefund[];

  @Field(() => Boolean, { description: "No valid ticket is left after: the order is cancelled (ORDER_CANCELLED)." })
  cancelsOrder!: boolean;
}
