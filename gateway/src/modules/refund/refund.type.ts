import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { Payment } from "../sales-shared/payment.type";
import { RefundPayType } from "../sales-shared/sales.enums";
import { OrderTicket } from "../sales-shared/sales-ticket.type";
import { PageOf } from "../shared/page.type";
import { TicketStatus } from "../reservation/reservation.enums";
import { RefundLogAction, RefundState } from "./refund.enums";

@ObjectType({ description: "A row of the refund order list (also the refund records of an order)." })
export class RefundOrderSummary {
  @Field(() => ID, { description: "The refund order's id." })
  id!: string;

  @Field(() => String, { description: "RF + the id, 8 digits." })
  refundNumber!: string;

  @Field(() => ID, { description: "The order it refunds." })
  orderId!: string;

  @Field(() => String, { description: "That order's number." })
  orderNumber!: string;

  @Field(() => ID, { description: "The payment the money goes back to." })
  paymentId!: string;

  @Field(() => RefundPayType, { description: "Where the money goes." })
  payType!: RefundPayType;

  @Field(() => RefundState, { description: "Where the refund is in its review." })
  state!: RefundState;

  @Field(() => Int, { description: "The upstream numeric state (0 pending … 3 completed), same as `state`." })
  stateCode!: number;

  @Field(() => MoneyScalar, { description: "Given back to the customer." })
  amount!: string;

  @Field(() => MoneyScalar, { description: "The trips' cancellation fee for the tickets (informative)." })
  fee!: string;

  @Field(() => [String], { description: "Numbers of the tickets refunded." })
  ticketCodes!: string[];

  @Field(() => ID, { nullable: true, description: "The operator who submitted it." })
  applyPersonId!: string | null;

  @Field(() => String, { description: "Created by (user name)." })
  applyPersonName!: string;

  @Field(() => String, { nullable: true, description: "Who approved or rejected it." })
  checkBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When it was approved or rejected." })
  checkTime!: string | null;

  @Field(() => DateTimeScalar, { description: "When it was asked for." })
  createTime!: string;

  @Field(() => Int, { description: "Optimistic-lock version: send it back to approve, reject and complete." })
  version!: number;
}

@ObjectType({ description: "A page of refund orders, newest first." })
export class RefundOrderPage extends PageOf(RefundOrderSummary) {}

@ObjectType({ description: "A ticket's price and the cancellation fee of its trip." })
export class RefundFeeDetail {
  @Field(() => ID, { description: "The ticket." })
  ticketId!: string;

  @Field(() => String, { description: "Its number." })
  ticketNumber!: string;

  @Field(() => MoneyScalar, { description: "What the ticket cost." })
  price!: string;

  @Field(() => MoneyScalar, { description: "What is kept of it." })
  fee!: string;
}

@ObjectType({ description: "A ticket of a refund order." })
export class RefundTicket extends OrderTicket {
  @Field(() => TicketStatus, { description: "Its state before the refund (given back on reject)." })
  previousStatus!: TicketStatus;
}

@ObjectType({ description: "One step of a refund order and who took it." })
export class RefundLog {
  @Field(() => ID, { description: "The entry's id." })
  id!: string;

  @Field(() => RefundLogAction, { description: "What was done." })
  action!: RefundLogAction;

  @Field(() => RefundState, { nullable: true, description: "Null for the submission." })
  fromState!: RefundState | null;

  @Field(() => RefundState, { description: "The state it led to." })
  toState!: RefundState;

  @Field(() => ID, { nullable: true, description: "Who did it; null for the system." })
  operatorId!: string | null;

  @Field(() => String, { description: "Their name." })
  operatorName!: string;

  @Field(() => String, { nullable: true, description: "Their note." })
  note!: string | null;

  @Field(() => DateTimeScalar, { description: "When." })
  createTime!: string;
}

@ObjectType({ description: "A refund order with its applicant, fees, payment, tickets and logs." })
export class RefundOrder extends RefundOrderSummary {
  @Field(() => String, { description: "The order's contact." })
  contactFirstName!: string;

  @Field(() => String, { description: "The order contact's last name." })
  contactLastName!: string;

  @Field(() => MoneyScalar, { nullable: true, description: "The fee confirmed on approval." })
  checkFee!: string | null;

  @Field(() => [RefundFeeDetail], { description: "The fee kept per ticket." })
  feeDetails!: RefundFeeDetail[];

  @Field(() => String, {
    nullable: true,
    description: "Where the money goes: masked card, PayPal account or wallet; null for cash.",
  })
  payAccount!: string | null;

  @Field(() => String, { nullable: true, description: "The gateway transaction refunded; null for cash and wallet." })
  transactionId!: string | null;

  @Field(() => String, { nullable: true, description: "Why the refund was asked for." })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: "The note of the reject or complete." })
  remarks!: string | null;

  @Field(() => String, { nullable: true, description: "Who marked it as completed." })
  completeBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When the money went back; null before." })
  completeTime!: string | null;

  @Field(() => [ID], { description: "The tickets refunded." })
  ticketIds!: string[];

  @Field(() => [RefundTicket], { description: "Those tickets." })
  refundTickets!: RefundTicket[];

  @Field(() => [RefundLog], { description: "Empty for cash and wallet refunds." })
  logs!: RefundLog[];

  @Field(() => [Payment], { description: "The payment refunded." })
  payments!: Payment[];
}
