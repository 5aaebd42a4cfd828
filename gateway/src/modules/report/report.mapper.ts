/** Upstream reports (docs/money-contract.md section 4) to GraphQL, and inputs to their bodies. */
import { z } from "zod";
import { upstreamDecimal, upstreamId, upstreamText } from "../shared/wire-fields";
import { PaymentTypeEnum, SortOrderEnum } from "../sales-shared/sales.enums";
import { InventoryTypeEnum } from "../trip/trip.enums";
import {
  ReportComparisonEnum,
  ReportCountBasisEnum,
  ReportGroupingEnum,
  TripReportSortEnum,
  type ReportCountBasis,
  type ReportGrouping,
} from "./report.enums";
import type { ReportComparisonInput, ReportRangeInput, TripReportSortInput } from "./report.input";
import type { IncomeReport, TripDetailReport, TripReportRow } from "./report.type";

const int = z.number().int();
const decimal = upstreamDecimal;

const periodFigures = {
  gross: decimal,
  refunds: decimal,
  chargebacks: decimal,
  net: decimal,
  orders: int,
  tickets: int,
};
const figuresSchema = z.object({ ...periodFigures, averageOrderValue: decimal });

export const upstreamIncomeReportSchema = z.object({
  compareWith: z.string().transform((code) => ReportComparisonEnum.fromCode(code)),
  previousDateFrom: z.string(),
  previousDateTo: z.string(),
  current: figuresSchema,
  previous: figuresSchema,
  series: z.array(z.object({ periodStart: z.string(), ...periodFigures })),
  byPaymentMethod: z.array(z.object({ paymentType: int, amount: decimal, count: int })),
  byChannel: z.array(z.object({ channelId: upstreamId, channelName: z.string(), gross: decimal, orders: int })),
});

export function toIncomeReport(
  report: z.infer<typeof upstreamIncomeReportSchema>,
  range: { dateFrom: string; dateTo: string; groupBy: ReportGrouping },
): IncomeReport {
  return {
    ...range,
    ...report,
    byPaymentMethod: report.byPaymentMethod.map((row) => ({
      ...row,
      paymentType: PaymentTypeEnum.fromCode(row.paymentType),
    })),
  };
}

export const upstreamTripReportRowSchema = z.object({
  tripId: upstreamId,
  tripCode: z.string(),
  tripName: z.string(),
  tickets: int,
  revenue: decimal,
  refundedTickets: int,
  refunds: decimal,
});
export const toTripReportRow = (row: z.infer<typeof upstreamTripReportRowSchema>): TripReportRow => row;

export const upstreamTripDetailReportSchema = z.object({
  trip: z.object({ id: upstreamId, code: z.string(), name: z.string(), inventoryMode: int }),
  rows: z.array(
    z.object({
      date: z.string(),
      shift: upstreamText,
      capacity: int.nullish().transform((value) => value ?? null),
      sold: int,
      checkedIn: int,
      refunded: int,
      chargedBack: int,
      revenue: decimal,
    }),
  ),
  totals: z.object({ sold: int, checkedIn: int, refunded: int, chargedBack: int, revenue: decimal }),
  countBy: z.string().transform((code) => ReportCountBasisEnum.fromCode(code)),
});

export function toTripDetailReport(report: z.infer<typeof upstreamTripDetailReportSchema>): TripDetailReport {
  return { ...report, trip: { ...report.trip, inventoryMode: InventoryTypeEnum.fromCode(report.trip.inventoryMode) } };
}

/** The day a trip report counts by, as the calls take it (ORDER_DATE unless asked). */
export const toUpstreamCountBy = (countBy: ReportCountBasis | null | undefined) => ({
  countBy: ReportCountBasisEnum.toCode(countBy ?? "ORDER_DATE"),
});

/** The income report's comparison as its call takes it: days only for a chosen one. */
export function toUpstreamComparison(comparison: ReportComparisonInput | null | undefined) {
  const compareWith = ReportComparisonEnum.toCode(comparison?.with ?? "PREVIOUS");
  if (compareWith !== "custom") return { compareWith };
  return { compareWith, compareFrom: comparison?.dateFrom?.trim() ?? "", compareTo: comparison?.dateTo?.trim() ?? "" };
}

/** The range as the report calls take it (grouping only where one applies). */
export const toUpstreamRange = ({ dateFrom, dateTo }: ReportRangeInput) => ({
  dateFrom: dateFrom.trim(),
  dateTo: dateTo.trim(),
});

export const incomeGrouping = (input: ReportRangeInput): ReportGrouping => input.groupBy ?? "DAY";

export const toUpstreamGrouping = (grouping: ReportGrouping) => ReportGroupingEnum.toCode(grouping);

export const toUpstreamTripReportSort = (sort: TripReportSortInput | null | undefined) => ({
  sortBy: TripReportSortEnum.toCode(sort?.field ?? "TICKETS"),
  sortOrder: SortOrderEnum.toCode(sort?.order ?? "DESC"),
});
