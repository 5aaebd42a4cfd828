/** The report codes of docs/money-contract.md section 4 as GraphQL enums. */
import { REPORT_GROUPINGS, TRIP_REPORT_SORTS } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const ReportGroupingEnum = codedEnum(
  "ReportGrouping",
  "The period of an income report's series.",
  REPORT_GROUPINGS,
  {
    DAY: "A day (ranges up to 366 days)",
    WEEK: "A week from Monday, clipped to the range (ranges up to 5 years)",
    MONTH: "A calendar month, clipped to the range (ranges up to 5 years)",
  },
);
export const ReportGrouping = ReportGroupingEnum.enum;
export type ReportGrouping = keyof typeof ReportGrouping;

export const TripReportSortEnum = codedEnum(
  "TripReportSort",
  "What the trip report is sorted by (ties by trip id).",
  TRIP_REPORT_SORTS,
  {
    TICKETS: "Tickets sold",
    REVENUE: "Revenue",
    REFUNDS: "Refunds",
  },
);
export const TripReportSort = TripReportSortEnum.enum;
export type TripReportSort = keyof typeof TripReportSort;
