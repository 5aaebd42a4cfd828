import { Field, ID, Int, ObjectType } from "type-graphql";
import { DateTimeScalar, MoneyScalar } from "../../scalars";
import { PageOf } from "../shared/page.type";
import { StatementEntryKind, StatementState } from "./statement.enums";

@ObjectType({ description: "A statement's lines, each a signed sum: the order line positive, the others negative." })
export class StatementLines {
  @Field(() => MoneyScalar, { description: "Gross sales: what the month's sold orders paid." })
  order!: string;

  @Field(() => MoneyScalar, { description: "Refunds completed in the month (negative)." })
  refund!: string;

  @Field(() => MoneyScalar, { description: "Chargebacks lost in the month (negative)." })
  chargeback!: string;

  @Field(() => MoneyScalar, { description: "The fee of every chargeback opened in the month (negative)." })
  chargebackFee!: string;

  @Field(() => MoneyScalar, { description: "Card processing fees of the month's settled card payments (negative)." })
  processingFee!: string;

  @Field(() => MoneyScalar, { description: "The platform's commission on the month's sold orders (negative)." })
  commission!: string;

  @Field(() => MoneyScalar, { description: "The monthly subscription fee (negative)." })
  subscriptionFee!: string;
}

@ObjectType({
  description:
    "What changed in a paid statement after its payment (a late order, refund or chargeback, new rates), carried " +
    "into a later statement: a paid statement's figures never change.",
})
export class StatementAdjustment {
  @Field(() => String, { description: "The paid month whose figures changed, YYYY-MM." })
  month!: string;

  @Field(() => MoneyScalar, { description: "How much they changed by and was not carried before (signed)." })
  amount!: string;
}

@ObjectType({ description: "The platform's rates a statement is computed with (read-only for the vendor)." })
export class StatementRates {
  @Field(() => String, { description: "Share of a card payment charged, a decimal (`0.0290` = 2.9 %)." })
  cardRate!: string;

  @Field(() => MoneyScalar, { description: "Fixed fee per card payment." })
  cardFixed!: string;

  @Field(() => String, { description: "Share of a sold order's payment taken as commission, a decimal." })
  commissionRate!: string;

  @Field(() => MoneyScalar, { description: "Fee per chargeback opened." })
  chargebackFee!: string;

  @Field(() => MoneyScalar, { description: "Monthly subscription fee." })
  subscriptionFee!: string;
}

@ObjectType({ description: "One month's statement of the tenant: what it earned and what the platform charged." })
export class StatementSummary {
  @Field(() => String, { description: "The month, YYYY-MM in the tenant's time zone; identifies the statement." })
  month!: string;

  @Field(() => StatementState, { description: "Paid out or not." })
  state!: StatementState;

  @Field(() => Boolean, { description: "The current month: still accruing." })
  open!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: "When the platform paid it out; null when unpaid." })
  paidAt!: string | null;

  @Field(() => StatementLines, { description: "Its lines." })
  lines!: StatementLines;

  @Field(() => [StatementAdjustment], {
    description:
      "Changes to paid statements carried into this one, the first statement after the last paid one; empty on " +
      "every other.",
  })
  adjustments!: StatementAdjustment[];

  @Field(() => MoneyScalar, { description: "The sum of the lines and the adjustments: what the vendor is paid." })
  balance!: string;

  @Field(() => Int, { description: "Sold orders created in the month." })
  orderCount!: number;

  @Field(() => Int, { description: "Refunds completed in the month." })
  refundCount!: number;

  @Field(() => Int, { description: "Chargebacks lost in the month." })
  chargebackCount!: number;
}

@ObjectType({ description: "A page of statements, newest month first." })
export class StatementPage extends PageOf(StatementSummary) {}

@ObjectType({ description: "A statement with its rates; its entries are a paged field." })
export class Statement extends StatementSummary {
  @Field(() => StatementRates, { description: "The rates it was computed with (a paid one's, as they were then)." })
  rates!: StatementRates;
}

@ObjectType({ description: "One amount of a statement line, with the order, refund or payment it comes from." })
export class StatementEntry {
  @Field(() => StatementEntryKind, { description: "The line it adds to." })
  kind!: StatementEntryKind;

  @Field(() => DateTimeScalar, { description: "When it happened (what puts it in the month)." })
  time!: string;

  @Field(() => MoneyScalar, { description: "Its signed amount." })
  amount!: string;

  @Field(() => ID, { nullable: true, description: "The order it belongs to, if any." })
  orderId!: string | null;

  @Field(() => String, { nullable: true, description: "That order's number." })
  orderNumber!: string | null;

  @Field(() => ID, { nullable: true, description: "The refund order, for a REFUND entry." })
  refundId!: string | null;

  @Field(() => String, { nullable: true, description: "That refund order's number." })
  refundNumber!: string | null;

  @Field(() => ID, { nullable: true, description: "The payment, for chargeback and processing fee entries." })
  paymentId!: string | null;
}

@ObjectType({ description: "A page of a statement's entries, by time then id." })
export class StatementEntryPage extends PageOf(StatementEntry) {}
