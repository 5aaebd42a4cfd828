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

  @Field(() => PaymentType, {
    description:
      "How it was paid: cash and a bank transfer (CREDIT) are settled at once, the others by a refund order.",
  })
  paymentType!: PaymentType;

  @Field(() => MoneyScalar, { description: "What the payment still holds to refund." })
  refundable!: string;

  @Field(() => MoneyScalar, { description: "What goes back to it." })
  amount!: string;

  @Field(() => Boolean, {
    description:
      "Cash or a bank transfer: refunded and completed at once (the refund's payType CASH or BANK_TRANSFER); " +
      "otherwise a pending refund order the refund flow takes on.",
  })
  settledAtOnce!: boolean;
}

@ObjectType({ description: "What cancelling tickets would charge and give back; nothing is written." })
export class OrderCancelQuote {
  @Field(() => [OrderCancelQuoteTicket], { description: "The tickets asked for, each with its price and charge." })
  tickets!: OrderCancelQuoteTicket[];

  @Field(() => MoneyScalar, {
    description:
      "The most a charge can be. A paid order: what was paid for the tickets and can be refunded (their prices, with " +
      "the order's booking fee, reschedule fee and difference when they are its last valid tickets; at most what its " +
      "payments still hold). An UNPAID order: the tickets' prices when part of it is cancelled (the charge is then " +
      "owed), what was paid on it when cancelled whole.",
  })
  paid!: string;

  @Field(() => MoneyScalar, { description: "The trip's charge: the tickets' charges, at most `paid`." })
  charge!: string;

  @Field(() => MoneyScalar, {
    description:
      "What goes back through the refund flow: a paid order's `paid` − `charge`; an UNPAID order's payments above " +
      "its new total.",
  })
  refund!: string;

  @Field(() => [OrderCancelQuoteRefund], { description: "The refundable payments, oldest first, and their shares." })
  refunds!: OrderCancelQuoteRefund[];

  @Field(() => Boolean, { description: "No valid ticket is left after: the order is cancelled (ORDER_CANCELLED)." })
  cancelsOrder!: boolean;

  @Field(() => MoneyScalar, {
    description:
      "The order's total after: a paid order's stays (its refunds count apart); an UNPAID order's drops by the " +
      "tickets' prices (cancelled whole, also its fees) less the charge, which it then owes.",
  })
  totalAfter!: string;

  @Field(() => MoneyScalar, {
    description:
      "What the order still owes after (`Order.balance`): 0.00 for a paid order, and for a part-paid one whose " +
      "payments cover its new total (it is then completed and the excess is `refund`).",
  })
  balanceAfter!: string;
}
