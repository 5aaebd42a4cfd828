/** The report codes of docs/money-contract.md section 4 as GraphQL enums. */
import { codedEnum } from "../shared/coded-enum";

export const ReportGroupingEnum = codedEnum("ReportGrouping", "The period of an income report's series.", {
  DAY: { code: "day", description: "A day (ranges up to 366 days)" },
  WEEK: { code: "week", description: "A week from Monday, clipped to the range (ranges up to 5 years)" },
  MONTH: { code: "month", description: "A calendar month, clipped to the range (ranges up to 5 years)" },
});
export const ReportGrouping = ReportGroupingEnum.enum;
export type ReportGrouping = keyof typeof ReportGrouping;

export const TripReportSortEnum = codedEnum("TripReportSort", "What the trip report is sorted by (ties by trip id).", {
  TICKETS: { code: "tickets", description: "Tickets sold" },
  REVENUE: { code: "revenue", description: "Revenue" },
  REFUNDS: { code: "refunds", description: "Refunds" },
});
export const TripReportSort = TripReportSortEnum.enum;
export type TripReportSort = keyof typeof TripReportSort;
