import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { ChargebackStatus, DealStatus, PaymentType, PayStatus, RefundPayType } from "./sales.enums";

/** Every field of a payment; `Transaction` adds its order to them. */
@ObjectType({
  description:
    "One payment of an order, per method (credit card, Apple Pay, cash, channel, coupon, points, PayPal, wallet). " +
    "Card numbers are masked: at most the first 6 and the last 4 digits.",
})
export class Payment {
  @Field(() => ID, { description: "The payment's id." })
  id!: string;

  @Field(() => ID, { description: "The order it pays." })
  orderId!: string;

  @Field(() => PaymentType, { description: "How it was paid." })
  paymentType!: PaymentType;

  @Field(() => MoneyScalar, { description: "What was paid." })
  amount!: string;

  @Field(() => MoneyScalar, { description: "Given back by completed refunds." })
  refundedAmount!: string;

  @Field(() => MoneyScalar, { description: "Reserved by pending and approved refunds." })
  refundPendingAmount!: string;

  @Field(() => MoneyScalar, {
    description:
      "What a new refund may still take: amount − refunded − pending − an open or lost chargeback (0.00 when the " +
      "payment cannot be refunded). `createRefund.amount` may not exceed it.",
  })
  refundableAmount!: string;

  @Field(() => RefundPayType, { nullable: true, description: "How a refund of it is paid; null: not refundable." })
  refundPayType!: RefundPayType | null;

  @Field(() => String, {
    nullable: true,
    description: "PayPal account, wallet number, channel partner or coupon code.",
  })
  account!: string | null;

  @Field(() => String, { nullable: true, description: "The gateway's transaction id." })
  transactionId!: string | null;

  @Field(() => String, { nullable: true, description: "The card authorization code." })
  authCode!: string | null;

  @Field(() => String, { nullable: true, description: "Address verification result." })
  avsCode!: string | null;

  @Field(() => String, { nullable: true, description: "Issuing bank." })
  cardBank!: string | null;

  @Field(() => String, { nullable: true, description: "VISA, MasterCard, Discover, AmericaExpress." })
  cardType!: string | null;

  @Field(() => String, { nullable: true, description: "Masked card number (`424242******4242`); never the whole one." })
  cardNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The same as `cardNumber`.",
    deprecationReason: "Use `cardNumber`.",
  })
  cardNum!: string | null;

  @Field(() => String, { nullable: true, description: "The card's last 4 digits." })
  cardLast4!: string | null;

  @Field(() => String, { nullable: true, description: "Expiry month, 01-12." })
  cardMonth!: string | null;

  @Field(() => String, { nullable: true, description: "Expiry year." })
  cardYear!: string | null;

  @Field(() => PayStatus, { description: "Whether the payment went through." })
  payStatus!: PayStatus;

  @Field(() => Int, {
    description: "The upstream numeric pay state (0 processing … 9 score reject), same as `payStatus`.",
  })
  payStatusCode!: number;

  @Field(() => DealStatus, { description: "The payment's settlement state." })
  dealStatus!: DealStatus;

  @Field(() => String, { nullable: true, description: "The gateway's error code of a failed payment." })
  errorCode!: string | null;

  @Field(() => String, { nullable: true, description: "Why it failed, as the payment gateway said." })
  errorMsg!: string | null;

  @Field(() => Float, { nullable: true, description: "The gateway's risk score, 0-100." })
  riskScore!: number | null;

  @Field(() => Float, { nullable: true, description: "MaxMind minFraud risk score, 0.01-99." })
  maxmindScore!: number | null;

  @Field(() => MoneyScalar, { description: "What a chargeback took back (0.00 when none)." })
  chargeBackAmount!: string;

  @Field(() => ChargebackStatus, { description: "Its chargeback's state; NONE without one." })
  chargeBackStatus!: ChargebackStatus;

  @Field(() => String, { nullable: true, description: "The payer's IP address." })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: "The customer's browser when paying." })
  userAgent!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was paid; null before." })
  payTime!: string | null;

  @Field(() => DateTimeScalar, { description: "When it was started." })
  createTime!: string;
}
