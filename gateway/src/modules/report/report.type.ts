import { Field, ID, Int, ObjectType } from "type-graphql";
import { MoneyScalar } from "../../scalars";
import { PaymentType } from "../sales-shared/sales.enums";
import { PageOf } from "../shared/page.type";
import { InventoryType } from "../trip/trip.enums";
import { ReportComparison, ReportCountBasis, ReportGrouping } from "./report.enums";

@ObjectType({ description: "The ledger's figures over a range (docs/money-contract.md section 1)." })
export class ReportFigures {
  @Field(() => MoneyScalar, { description: "What the sold orders created in the range paid." })
  gross!: string;

  @Field(() => MoneyScalar, { description: "Refunds completed in the range." })
  refunds!: string;

  @Field(() => MoneyScalar, { description: "Chargebacks lost in the range." })
  chargebacks!: string;

  @Field(() => MoneyScalar, { description: "Gross − refunds − chargebacks." })
  net!: string;

  @Field(() => Int, { description: "Sold orders created in the range." })
  orders!: number;

  @Field(() => Int, { description: "Tickets of those orders." })
  tickets!: number;

  @Field(() => MoneyScalar, { description: "Gross ÷ orders, floored to the cent (0.00 without orders)." })
  averageOrderValue!: string;
}

@ObjectType({ description: "One period of the income report's series (empty periods have zeros)." })
export class IncomeReportPeriod {
  @Field(() => String, { description: "The period's first day in the range, YYYY-MM-DD." })
  periodStart!: string;

  @Field(() => MoneyScalar, { description: "Gross sales of the period." })
  gross!: string;

  @Field(() => MoneyScalar, { description: "Refunds completed in the period." })
  refunds!: string;

  @Field(() => MoneyScalar, { description: "Chargebacks lost in the period." })
  chargebacks!: string;

  @Field(() => MoneyScalar, { description: "Gross − refunds − chargebacks." })
  net!: string;

  @Field(() => Int, { description: "Sold orders created in the period." })
  orders!: number;

  @Field(() => Int, { description: "Their tickets." })
  tickets!: number;
}

@ObjectType({
  description: "What the range's sold orders paid with one payment method (coupons and groupons left out).",
})
export class IncomeByPaymentMethod {
  @Field(() => PaymentType, { description: "The payment method." })
  paymentType!: PaymentType;

  @Field(() => MoneyScalar, { description: "The settled amount paid with it." })
  amount!: string;

  @Field(() => Int, { description: "How many payments." })
  count!: number;
}

@ObjectType({ description: "The range's gross sales of one sales channel." })
export class IncomeByChannel {
  @Field(() => ID, { description: "The channel's id." })
  channelId!: string;

  @Field(() => String, { description: "The channel's name." })
  channelName!: string;

  @Field(() => MoneyScalar, { description: "Gross sales through it." })
  gross!: string;

  @Field(() => Int, { description: "Sold orders through it." })
  orders!: number;
}

@ObjectType({
  description: "Income over a range, against a comparison period (by default as many days just before it).",
})
export class IncomeReport {
  @Field(() => String, { description: "The range's first day, YYYY-MM-DD." })
  dateFrom!: string;

  @Field(() => String, { description: "The range's last day, YYYY-MM-DD." })
  dateTo!: string;

  @Field(() => ReportGrouping, { description: "The series' period." })
  groupBy!: ReportGrouping;

  @Field(() => ReportFigures, { description: "The range's figures." })
  current!: ReportFigures;

  @Field(() => ReportComparison, { description: "What the range is compared with." })
  compareWith!: ReportComparison;

  @Field(() => ReportFigures, { description: "The comparison period's figures." })
  previous!: ReportFigures;

  @Field(() => String, { description: "The comparison period's first day, YYYY-MM-DD, as the server computed it." })
  previousDateFrom!: string;

  @Field(() => String, { description: "The comparison period's last day, YYYY-MM-DD." })
  previousDateTo!: string;

  @Field(() => [IncomeReportPeriod], { description: "Every period of the range, oldest first." })
  series!: IncomeReportPeriod[];

  @Field(() => [IncomeByPaymentMethod], { description: "Gross by payment method; adds up to `current.gross`." })
  byPaymentMethod!: IncomeByPaymentMethod[];

  @Field(() => [IncomeByChannel], { description: "Gross and orders by channel; add up to `current`'s." })
  byChannel!: IncomeByChannel[];
}

@ObjectType({ description: "One trip's sales and refunds over a range." })
export class TripReportRow {
  @Field(() => ID, { description: "The trip's id." })
  tripId!: string;

  @Field(() => String, { description: "The trip's Trip ID." })
  tripCode!: string;

  @Field(() => String, { description: "The trip's name." })
  tripName!: string;

  @Field(() => Int, { description: "Tickets of the sold orders' lines counted in the range (by `countBy`)." })
  tickets!: number;

  @Field(() => MoneyScalar, { description: "Those lines' amounts." })
  revenue!: string;

  @Field(() => Int, { description: "Tickets of the refunds completed in the range counted for this trip." })
  refundedTickets!: number;

  @Field(() => MoneyScalar, {
    description: "Refunds completed in the range, each wholly for the trip of its first ticket.",
  })
  refunds!: string;
}

@ObjectType({ description: "A page of the trip report." })
export class TripReportPage extends PageOf(TripReportRow) {}

@ObjectType({ description: "The trip a detail report is about." })
export class TripDetailReportTrip {
  @Field(() => ID, { description: "The trip's id." })
  id!: string;

  @Field(() => String, { description: "Its Trip ID." })
  code!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => InventoryType, { description: "How its seats are counted (what `capacity` means)." })
  inventoryMode!: InventoryType;
}

@ObjectType({ description: "One travel date and shift of a trip detail report." })
export class TripDetailReportRow {
  @Field(() => String, { description: "The travel date, YYYY-MM-DD." })
  date!: string;

  @Field(() => String, { nullable: true, description: "The shift, if the trip has shifts." })
  shift!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Seats: the date/shift inventory or the trip's total; null: unlimited.",
  })
  capacity!: number | null;

  @Field(() => Int, {
    description: "Tickets of the sold orders' lines counted (by `countBy`) for this date and shift: the trip report's.",
  })
  sold!: number;

  @Field(() => Int, { description: "Of their tickets, checked in." })
  checkedIn!: number;

  @Field(() => Int, { description: "Of their tickets, refunded (still sold: the refund is counted apart)." })
  refunded!: number;

  @Field(() => Int, { description: "Of their tickets, in a chargeback (still sold: the chargeback is counted apart)." })
  chargedBack!: number;

  @Field(() => MoneyScalar, { description: "Those lines' amounts: what the orders were sold for." })
  revenue!: string;
}

@ObjectType({ description: "The sums of a trip detail report's rows." })
export class TripDetailReportTotals {
  @Field(() => Int, { description: "Tickets sold." })
  sold!: number;

  @Field(() => Int, { description: "Tickets checked in." })
  checkedIn!: number;

  @Field(() => Int, { description: "Tickets refunded." })
  refunded!: number;

  @Field(() => Int, { description: "Tickets in a chargeback." })
  chargedBack!: number;

  @Field(() => MoneyScalar, { description: "Revenue." })
  revenue!: string;
}

@ObjectType({ description: "A trip's sales by travel date and shift over a range." })
export class TripDetailReport {
  @Field(() => TripDetailReportTrip, { description: "The trip." })
  trip!: TripDetailReportTrip;

  @Field(() => ReportCountBasis, { description: "The day its tickets and revenue were counted on." })
  countBy!: ReportCountBasis;

  @Field(() => [TripDetailReportRow], { description: "By travel date then shift." })
  rows!: TripDetailReportRow[];

  @Field(() => TripDetailReportTotals, { description: "The rows' sums." })
  totals!: TripDetailReportTotals;
}
