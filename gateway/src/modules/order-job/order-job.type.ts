import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { OrderJobItemState, OrderJobKind, OrderJobState } from "./order-job.enums";

@ObjectType({ description: "What a job would touch now; nothing is written." })
export class OrderJobPreview {
  @Field(() => Int, { description: "Orders the selection matches now: what `expectedCount` must equal." })
  total!: number;

  @Field(() => Int, { description: "Of them, the ones the job acts on; the others will be SKIPPED." })
  eligible!: number;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: "CANCEL_ORDERS and CANCEL_DEPARTURE: what will be refunded in all; null for the other kinds.",
  })
  refund!: string | null;
}

@ObjectType({ description: "The departure a CANCEL_DEPARTURE job cancels." })
export class OrderJobDeparture {
  @Field(() => ID, { description: "The trip." })
  tripId!: string;

  @Field(() => String, { description: "The trip's name when the departure was cancelled." })
  tripName!: string;

  @Field(() => String, { description: "The travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift; null for a trip without shifts." })
  shift!: string | null;
}

@ObjectType({ description: "One order of a job and what became of it." })
export class OrderJobItem {
  @Field(() => ID, { description: "The order (`order(id)`)." })
  orderId!: string;

  @Field(() => String, { description: "The order's number." })
  orderNumber!: string;

  @Field(() => OrderJobItemState, { description: "What became of it." })
  state!: OrderJobItemState;

  @Field(() => String, {
    nullable: true,
    description: "Why it FAILED or was SKIPPED, an English sentence; null otherwise.",
  })
  reason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The same reason as a rules message key (`ruleMessages`), for a client that words it itself.",
  })
  reasonKey!: string | null;
}

@ObjectType({ description: "A page of a job's orders." })
export class OrderJobItemPage extends PageOf(OrderJobItem) {}

@ObjectType({
  description:
    "A job over many orders: the orders fixed when it was made, handled by the vendor API's worker in batches (it " +
    "resumes after a restart). `succeeded + failed + skipped + pending = total`.",
})
export class OrderJob {
  @Field(() => ID, { description: "The job's id." })
  id!: string;

  @Field(() => OrderJobKind, { description: "What it does to each order." })
  kind!: OrderJobKind;

  @Field(() => OrderJobState, { description: "Where it stands." })
  state!: OrderJobState;

  @Field(() => Int, { description: "Orders it takes." })
  total!: number;

  @Field(() => Int, { description: "Orders handled." })
  succeeded!: number;

  @Field(() => Int, { description: "Orders the operation refused (nothing changed on them)." })
  failed!: number;

  @Field(() => Int, { description: "Orders left alone: the job does not apply to them." })
  skipped!: number;

  @Field(() => Int, { description: "Orders not handled yet." })
  pending!: number;

  @Field(() => String, {
    nullable: true,
    description: "MESSAGE_CUSTOMERS and CANCEL_DEPARTURE: the message's subject.",
  })
  subject!: string | null;

  @Field(() => OrderJobDeparture, { nullable: true, description: "CANCEL_DEPARTURE: the departure cancelled." })
  departure!: OrderJobDeparture | null;

  @Field(() => String, { description: "User name of who started it." })
  creator!: string;

  @Field(() => DateTimeScalar, { description: "When it was started." })
  createdAt!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: "When its last order was handled; null until DONE." })
  finishedAt!: string | null;
}

@ObjectType({ description: "A page of jobs, newest first." })
export class OrderJobPage extends PageOf(OrderJob) {}
