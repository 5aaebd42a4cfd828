import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { Payment } from "../sales-shared/payment.type";
import { ChargebackStatus, PaymentType, PayStatus } from "../sales-shared/sales.enums";
import { PageOf } from "../shared/page.type";

@ObjectType({ description: "A row of the transaction list: a card, PayPal or Apple Pay payment and its order." })
export class TransactionSummary {
  @Field(() => ID, { description: "The payment's id." })
  id!: string;

  @Field(() => DateTimeScalar)
  createTime!: string;

  @Field(() => DateTimeScalar, { nullable: true })
  payTime!: string | null;

  @Field(() => PaymentType)
  paymentType!: PaymentType;

  @Field(() => String, { nullable: true })
  transactionId!: string | null;

  @Field(() => String, { nullable: true })
  authCode!: string | null;

  @Field(() => ID)
  orderId!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => String, { description: "The order's contact, first and last name." })
  customerName!: string;

  @Field(() => ID)
  channelId!: string;

  @Field(() => String)
  channelName!: string;

  @Field(() => String, { nullable: true, description: "Masked card number; never the whole one." })
  cardNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The same as `cardNumber`.",
    deprecationReason: "Use `cardNumber`.",
  })
  cardNum!: string | null;

  @Field(() => String, { nullable: true })
  cardLast4!: string | null;

  @Field(() => String, { nullable: true })
  cardType!: string | null;

  @Field(() => String, { nullable: true })
  paypalAccount!: string | null;

  @Field(() => MoneyScalar)
  amount!: string;

  @Field(() => MoneyScalar)
  refundedAmount!: string;

  @Field(() => String, { nullable: true })
  errorCode!: string | null;

  @Field(() => String, { nullable: true })
  errorMsg!: string | null;

  @Field(() => PayStatus)
  payStatus!: PayStatus;

  @Field(() => Int, { description: "The upstream numeric pay state, same as `payStatus`." })
  payStatusCode!: number;

  @Field(() => MoneyScalar)
  chargeBackAmount!: string;

  @Field(() => ChargebackStatus)
  chargeBackStatus!: ChargebackStatus;
}

@ObjectType({ description: "A page of transactions, newest first." })
export class TransactionPage extends PageOf(TransactionSummary) {}

@ObjectType({ description: "A transaction with every credit card payment field (card masked) and its order." })
export class Transaction extends Payment {
  @Field(() => String)
  orderNumber!: string;

  @Field(() => String, { description: "The order's contact, first and last name." })
  customerName!: string;

  @Field(() => String, { nullable: true })
  contactEmail!: string | null;

  @Field(() => ID)
  channelId!: string;

  @Field(() => String)
  channelName!: string;

  @Field(() => String, { nullable: true })
  paypalAccount!: string | null;
}
