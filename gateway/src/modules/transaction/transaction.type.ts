import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { Payment } from "../sales-shared/payment.type";
import { ChargebackStatus, PaymentType, PayStatus } from "../sales-shared/sales.enums";
import { PageOf } from "../shared/page.type";

@ObjectType({ description: "A row of the transaction list: a card, PayPal or Apple Pay payment and its order." })
export class TransactionSummary {
  @Field(() => ID, { description: "The payment's id." })
  id!: string;

  @Field(() => DateTimeScalar, { description: "When the payment was started." })
  createTime!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was paid; null before." })
  payTime!: string | null;

  @Field(() => PaymentType, { description: "How it was paid." })
  paymentType!: PaymentType;

  @Field(() => String, { nullable: true, description: "The payment gateway's transaction id." })
  transactionId!: string | null;

  @Field(() => String, { nullable: true, description: "The card authorization code." })
  authCode!: string | null;

  @Field(() => ID, { description: "The order it pays." })
  orderId!: string;

  @Field(() => String, { description: "That order's number." })
  orderNumber!: string;

  @Field(() => String, { description: "The order's contact, first and last name." })
  customerName!: string;

  @Field(() => ID, { description: "The order's sales channel." })
  channelId!: string;

  @Field(() => String, { description: "That channel's name." })
  channelName!: string;

  @Field(() => String, { nullable: true, description: "Masked card number; never the whole one." })
  cardNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The same as `cardNumber`.",
    deprecationReason: "Use `cardNumber`.",
  })
  cardNum!: string | null;

  @Field(() => String, { nullable: true, description: "The card's last 4 digits." })
  cardLast4!: string | null;

  @Field(() => String, { nullable: true, description: "VISA, MasterCard, Discover or AmericaExpress." })
  cardType!: string | null;

  @Field(() => String, { nullable: true, description: "The PayPal account that paid." })
  paypalAccount!: string | null;

  @Field(() => MoneyScalar, { description: "What was paid." })
  amount!: string;

  @Field(() => MoneyScalar, { description: "What was refunded of it." })
  refundedAmount!: string;

  @Field(() => String, { nullable: true, description: "The payment gateway's error code, when it failed." })
  errorCode!: string | null;

  @Field(() => String, { nullable: true, description: "Why it failed, as the payment gateway said." })
  errorMsg!: string | null;

  @Field(() => PayStatus, { description: "Whether the payment went through." })
  payStatus!: PayStatus;

  @Field(() => Int, { description: "The upstream numeric pay state, same as `payStatus`." })
  payStatusCode!: number;

  @Field(() => MoneyScalar, { description: "What a chargeback took back (0.00 when none)." })
  chargeBackAmount!: string;

  @Field(() => ChargebackStatus, { description: "Its chargeback's state; NONE without one." })
  chargeBackStatus!: ChargebackStatus;
}

@ObjectType({ description: "A page of transactions, newest first." })
export class TransactionPage extends PageOf(TransactionSummary) {}

@ObjectType({ description: "A transaction with every credit card payment field (card masked) and its order." })
export class Transaction extends Payment {
  @Field(() => String, { description: "The order's number." })
  orderNumber!: string;

  @Field(() => String, { description: "The order's contact, first and last name." })
  customerName!: string;

  @Field(() => String, { nullable: true, description: "The order contact's e-mail address." })
  contactEmail!: string | null;

  @Field(() => ID, { description: "The order's sales channel." })
  channelId!: string;

  @Field(() => String, { description: "That channel's name." })
  channelName!: string;

  @Field(() => String, { nullable: true, description: "The PayPal account that paid." })
  paypalAccount!: string | null;
}
