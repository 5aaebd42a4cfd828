/** Upstream reports (docs/money-contract.md section 4) to GraphQL, and inputs to their bodies. */
import { z } from "zod";
import { upstreamDecimal, upstreamId, upstreamText } from "../shared/wire-fields";
import { PaymentTypeEnum, SortOrderEnum } from "../sales-shared/sales.enums";
import { InventoryTypeEnum } from "../trip/trip.enums";
import { ReportGroupingEnum, TripReportSortEnum, type ReportGrouping } from "./report.enums";
import type { ReportRangeInput, TripReportSortInput } from "./report.input";
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
  current: figuresSchema,
  previous: figuresSchema,
  series: z.array(z.object({ periodStart: z.string(), ...periodFigures })),
  byPaymentMethod: z.array(z.object({ paymentType: int, amount: decimal, count: int })),
  byChannel: z.array(z.object({ channelId: upstreamId, channelName: z.string(), gross: decimal, orders: int })),
});

const DAY_MS = 86_400_000;
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same number of days just before the range. */
export function previousRange(dateFrom: string, dateTo: string): { previousDateFrom: string; previousDateTo: string } {
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS + 1;
  return { previousDateFrom: shiftDays(dateFrom, -days), previousDateTo: shiftDays(dateFrom, -1) };
}

export function toIncomeReport(
  report: z.infer<typeof upstreamIncomeReportSchema>,
  range: { dateFrom: string; dateTo: string; groupBy: ReportGrouping },
): IncomeReport {
  return {
    ...range,
    ...previousRange(range.dateFrom, range.dateTo),
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
      revenue: decimal,
    }),
  ),
  totals: z.object({ sold: int, checkedIn: int, refunded: int, revenue: decimal }),
});

export function toTripDetailReport(report: z.infer<typeof upstreamTripDetailReportSchema>): TripDetailReport {
  return { ...report, trip: { ...report.trip, inventoryMode: InventoryTypeEnum.fromCode(report.trip.inventoryMode) } };
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
