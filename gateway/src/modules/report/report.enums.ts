/** The report codes of docs/money-contract.md section 4 as GraphQL enums. */
import { REPORT_COMPARISONS, REPORT_COUNT_BASES, REPORT_GROUPINGS, TRIP_REPORT_SORTS } from "#rules";
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

export const ReportComparisonEnum = codedEnum(
  "ReportComparison",
  "What the income report's figures are compared with.",
  REPORT_COMPARISONS,
  {
    PREVIOUS: "The same number of days just before the range",
    LAST_YEAR: "The same days a year earlier (29 February as the 28th)",
    CUSTOM: "Days the user chooses",
  },
);
export const ReportComparison = ReportComparisonEnum.enum;
export type ReportComparison = keyof typeof ReportComparison;

export const ReportCountBasisEnum = codedEnum(
  "ReportCountBasis",
  "The day a trip report counts a sold order's tickets and revenue on; both trip reports agree on the same one.",
  REPORT_COUNT_BASES,
  {
    ORDER_DATE: "The day the order was placed",
    TRAVEL_DATE: "The ticket's travel date",
  },
);
export const ReportCountBasis = ReportCountBasisEnum.enum;
export type ReportCountBasis = keyof typeof ReportCountBasis;
