import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { RefundOrderSummary } from "../refund/refund.type";
import { Payment } from "../sales-shared/payment.type";
import { ChargebackStatus, PaymentType } from "../sales-shared/sales.enums";
import { OrderTicket } from "../sales-shared/sales-ticket.type";
import { PageOf } from "../shared/page.type";
import { OrderHistoryAction, OrderState, OrderType } from "./order.enums";

@ObjectType({ description: "An order's confirmation queued again in the outbox." })
export class ConfirmationResent {
  @Field(() => String, { description: "The order's contact e-mail it goes to." })
  sentTo!: string;

  @Field(() => DateTimeScalar, { description: "When it was queued for sending." })
  queuedAt!: string;
}

@ObjectType({ description: "The customer's contact on an order." })
export class OrderContact {
  @Field(() => String, { description: "First name." })
  firstName!: string;

  @Field(() => String, { description: "Last name." })
  lastName!: string;

  @Field(() => String, { nullable: true, description: "E-mail address, when given." })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "E.g. +1." })
  countryCode!: string | null;

  @Field(() => String, { nullable: true, description: "Phone number with its country code, when given." })
  phone!: string | null;
}

/** What list rows and full orders share. */
@ObjectType()
abstract class OrderBase {
  @Field(() => ID, { description: "The order's id." })
  id!: string;

  @Field(() => String, { description: "The order number customers see." })
  orderNumber!: string;

  @Field(() => OrderType, { description: "What kind of order it is." })
  type!: OrderType;

  @Field(() => OrderState, { description: "Where the order is in its life." })
  state!: OrderState;

  @Field(() => Int, { description: "The upstream numeric state (0 unpaid … 9 paying), same as `state`." })
  stateCode!: number;

  @Field(() => ID, { description: "The sales channel it was made in." })
  channelId!: string;

  @Field(() => String, { description: "That channel's name." })
  channelName!: string;

  @Field(() => String, { description: "User name of the operator who booked it, or 'customer'." })
  creator!: string;

  @Field(() => OrderContact, { description: "The customer to contact about it." })
  contact!: OrderContact;

  @Field(() => [String], { description: "Names of the trips (activities) booked, in booking order." })
  tripNames!: string[];

  @Field(() => String, { nullable: true, description: "The first travel date, YYYY-MM-DD." })
  orderDate!: string | null;

  @Field(() => DateTimeScalar, { description: "When it was made." })
  createTime!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was paid; null before." })
  payTime!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was completed; null before." })
  completeTime!: string | null;

  @Field(() => [PaymentType], { description: "The payment methods used." })
  paymentTypes!: PaymentType[];

  @Field(() => String, { nullable: true, description: "Last 4 digits of the card paid with, if any." })
  cardLast4!: string | null;

  @Field(() => String, { nullable: true, description: "The order's gateway transaction, if any." })
  transactionId!: string | null;

  @Field(() => MoneyScalar, { description: "Trips + booking fee + reschedule fee + difference price." })
  totalAmount!: string;

  @Field(() => MoneyScalar, { description: "Actually paid (settled payments, without coupon discounts)." })
  payAmount!: string;

  @Field(() => MoneyScalar, { description: "What was refunded of it, in all." })
  refundedAmount!: string;

  @Field(() => MoneyScalar, {
    description: "The tenant's booking fee charged on top of the tickets when the order was made (0.00 when none).",
  })
  bookingFee!: string;

  @Field(() => MoneyScalar, { description: "The fees of its reschedules, part of `totalAmount`." })
  rescheduleFee!: string;

  @Field(() => MoneyScalar, { description: "The price difference from changes to it, part of `totalAmount`." })
  differencePrice!: string;

  @Field(() => String, { nullable: true, description: "The coupon code used; null when none." })
  couponCode!: string | null;

  @Field(() => Int, { description: "Changes whenever a refund completes." })
  version!: number;
}

@ObjectType({ description: "A row of the order list." })
export class OrderSummary extends OrderBase {
  @Field(() => [String], { description: "The numbers of its tickets." })
  ticketNumbers!: string[];
}

@ObjectType({ description: "A page of orders." })
export class OrderPage extends PageOf(OrderSummary) {}

@ObjectType({ description: "A trip booked on an order: one date, shift and price option." })
export class OrderLine {
  @Field(() => ID, { description: "The line's id." })
  id!: string;

  @Field(() => ID, { description: "The trip booked." })
  tripId!: string;

  @Field(() => String, { description: "The trip's Trip ID." })
  tripCode!: string;

  @Field(() => String, { description: "That trip's name." })
  tripName!: string;

  @Field(() => String, { description: "Travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift booked, when the trip has shifts." })
  shift!: string | null;

  @Field(() => String, { description: "The price line booked." })
  option!: string;

  @Field(() => Int, { description: "How many tickets." })
  quantity!: number;

  @Field(() => MoneyScalar, { description: "The price of one." })
  unitPrice!: string;

  @Field(() => MoneyScalar, { description: "`quantity` × `unitPrice`." })
  amount!: string;
}

@ObjectType({
  description:
    "Something that happened to an order, and who did it: the action and its parameters, for a client to put into " +
    "words in its language. Which parameters an action carries is fixed per action (docs/sales-contract.md section " +
    "4); the others are null. An entry written before the parameters existed has none of them and its `detail`.",
})
export class OrderHistoryEntry {
  @Field(() => ID, { description: "The entry's id." })
  id!: string;

  @Field(() => OrderHistoryAction, { description: "What happened." })
  action!: OrderHistoryAction;

  @Field(() => String, {
    nullable: true,
    description:
      "An English sentence, on entries written before the parameters existed (and from vendor APIs that send no " +
      "parameters); null on the others, whose parameters say what happened.",
  })
  detail!: string | null;

  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      "The money the action moved: paid (PAY), the fee (RESCHEDULE), the difference (CHANGE), the " +
      "disputed amount (CHARGEBACK), the refund's amount (REFUND_*).",
  })
  amount!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: "The tickets the action touched (RESCHEDULE, CHANGE, VOID, REFUND_REQUEST, CHECK_IN, UNDO_CHECK_IN).",
  })
  ticketNumbers!: string[] | null;

  @Field(() => Int, { nullable: true, description: "How many tickets (CREATE, CHECK_IN, RESEND)." })
  ticketCount!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The tenant's unpaid hold period in days that ended before the order was released (RELEASE).",
  })
  holdDays!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The channel the order came through, as `Order.channelName` names it (CREATE).",
  })
  channelName!: string | null;

  @Field(() => PaymentType, { nullable: true, description: "The payment method (PAY, PAYMENT_FAILED)." })
  paymentType!: PaymentType | null;

  @Field(() => String, {
    nullable: true,
    description: "The card gateway's code for the payment it did not take (PAYMENT_FAILED).",
  })
  errorCode!: string | null;

  @Field(() => ChargebackStatus, { nullable: true, description: "The chargeback's state (CHARGEBACK)." })
  chargebackStatus!: ChargebackStatus | null;

  @Field(() => String, { nullable: true, description: "The refund order's number (REFUND_*)." })
  refundNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The reason or note the person gave (REFUND_*), or the internal note's text (NOTE), in their own words.",
  })
  note!: string | null;

  @Field(() => String, { nullable: true, description: "The address the mail went to (RESEND, MESSAGE)." })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "The subject of the operator's message (MESSAGE)." })
  subject!: string | null;

  @Field(() => ID, { nullable: true, description: "Who did it; null for the customer or the system." })
  operatorId!: string | null;

  @Field(() => String, { description: "User name, or 'customer' / 'system'." })
  operatorName!: string;

  @Field(() => DateTimeScalar, { description: "When." })
  createTime!: string;
}

@ObjectType({ description: "An internal note on an order: staff's words about it, never shown to the customer." })
export class OrderNote {
  @Field(() => ID, { description: "The note's id (its order history entry's)." })
  id!: string;

  @Field(() => String, { description: "The note, as written (1–1000 characters)." })
  text!: string;

  @Field(() => String, { description: "The user name of who wrote it." })
  authorName!: string;

  @Field(() => DateTimeScalar, { description: "When it was written." })
  createTime!: string;
}

@ObjectType({ description: "An order with its trips, payments, tickets, refund records and history." })
export class Order extends OrderBase {
  @Field(() => ID, { nullable: true, description: "The customer's account on the booking site; null for a guest." })
  buyerId!: string | null;

  @Field(() => String, { nullable: true, description: "The customer's note." })
  addition!: string | null;

  @Field(() => Boolean, { description: "Whether the booking site recorded the agreement for travelling minors." })
  youthAgreement!: boolean;

  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      "What an UNPAID order still owes: `totalAmount` less its coupon discounts and `payAmount`; 0.00 in any other " +
      "state (recordOrderPayment takes at most this). Null from a vendor API that does not answer it.",
  })
  balance!: string | null;

  @Field(() => [OrderLine], { description: "The trips booked." })
  lines!: OrderLine[];

  @Field(() => [Payment], { description: "The payment per method." })
  payments!: Payment[];

  @Field(() => [OrderTicket], { description: "Its tickets." })
  tickets!: OrderTicket[];

  @Field(() => [RefundOrderSummary], { description: "The order's refund records." })
  refunds!: RefundOrderSummary[];

  @Field(() => [OrderHistoryEntry], { description: "Oldest first." })
  history!: OrderHistoryEntry[];

  @Field(() => [OrderNote], {
    description: "The staff's internal notes, oldest first (empty from a vendor API that keeps none).",
  })
  notes!: OrderNote[];
}
