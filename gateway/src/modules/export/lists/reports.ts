/**
 * The report exports: each writes exactly the rows its screen shows — `/exports/income-report` the income report's
 * series, `/exports/trip-report` the trip report's rows (every page, in the screen's sort), `/exports/trip-detail-report`
 * the detail's rows by travel date and shift. The query string is the report's range (`dateFrom`, `dateTo`,
 * `groupBy`), the trip reports' `countBy`, the trip report's sort (`field`, `order`) and the detail's `tripId`.
 */
import type { GatewayContext } from "../../../context";
import type { IncomeReportArgs, TripDetailReportArgs, TripReportArgs } from "../../report/report.args";
import type { ReportCountBasis } from "../../report/report.enums";
import type { ReportRangeInput, TripReportSortInput } from "../../report/report.input";
import { readIncomeReport, readTripDetailReport, readTripReport } from "../../report/report.resolver";
import type { IncomeReportPeriod, TripDetailReportRow, TripReportRow } from "../../report/report.type";
import type { UpstreamPage } from "../../shared/page.input";
import { dateColumn, moneyColumn } from "../columns";
import type { ListExport } from "../list-export";
import type { ListPage } from "../paged-list";
import type { QueryValues } from "../query-input";

const REPORT_ACCESS = (page: string) => ({ page, cmd: "/report/export" });

const rangeOf = ({ dateFrom, dateTo, groupBy }: QueryValues): ReportRangeInput =>
  ({ dateFrom, dateTo, groupBy }) as ReportRangeInput;

/** A report answered whole: its rows are one page (the walk stops at a page holding `total` rows). */
const wholePage = <Row>(rows: Row[]): ListPage<Row> => ({ items: rows, total: rows.length });

export const incomeReportExport: ListExport<IncomeReportArgs, IncomeReportPeriod> = {
  name: "income-report",
  sheetName: "Income report",
  access: REPORT_ACCESS("income_report"),
  // The series rows do not depend on the comparison.
  input: { fieldArguments: "incomeReport", except: ["comparison"], flatten: ["input"] },
  toArgs: (values) => ({ input: rangeOf(values) }),
  readPage: async (context: GatewayContext, args: IncomeReportArgs) =>
    wholePage((await readIncomeReport(context, args)).series),
  baseName: ({ input }) => `income-report-${input.dateFrom}-${input.dateTo}`,
  columns: () => [
    dateColumn("Period", (period) => period.periodStart),
    moneyColumn("Gross sales", (period) => period.gross),
    moneyColumn("Refunds", (period) => period.refunds),
    moneyColumn("Chargebacks", (period) => period.chargebacks),
    moneyColumn("Net", (period) => period.net),
    { header: "Orders", value: (period) => period.orders },
    { header: "Tickets", value: (period) => period.tickets },
  ],
};

type TripReportExportArgs = Omit<TripReportArgs, "page">;

export const tripReportExport: ListExport<TripReportExportArgs, TripReportRow> = {
  name: "trip-report",
  sheetName: "Trip report",
  access: REPORT_ACCESS("trip_report"),
  input: { fieldArguments: "tripReport", except: ["page"], flatten: ["input", "sort"] },
  toArgs: (values) => ({
    input: rangeOf(values),
    sort: { field: values.field, order: values.order } as TripReportSortInput,
    countBy: values.countBy as ReportCountBasis | undefined,
  }),
  readPage: (context: GatewayContext, args: TripReportExportArgs, page: UpstreamPage) =>
    readTripReport(context, args, page),
  baseName: ({ input }) => `trip-report-${input.dateFrom}-${input.dateTo}`,
  columns: () => [
    { header: "Trip ID", value: (row) => row.tripCode },
    { header: "Trip name", value: (row) => row.tripName },
    { header: "Tickets", value: (row) => row.tickets },
    moneyColumn("Revenue", (row) => row.revenue),
    { header: "Tickets refunded in period", value: (row) => row.refundedTickets },
    moneyColumn("Refunds", (row) => row.refunds),
  ],
};

export const tripDetailReportExport: ListExport<TripDetailReportArgs, TripDetailReportRow> = {
  name: "trip-detail-report",
  sheetName: "Trip detail report",
  access: REPORT_ACCESS("trip_report"),
  input: { fieldArguments: "tripDetailReport", except: [], flatten: ["input"] },
  toArgs: (values) => ({
    tripId: values.tripId as string,
    input: rangeOf(values),
    countBy: values.countBy as ReportCountBasis | undefined,
  }),
  readPage: async (context: GatewayContext, args: TripDetailReportArgs) =>
    wholePage((await readTripDetailReport(context, args)).rows),
  baseName: ({ tripId, input }) => `trip-detail-report-${tripId}-${input.dateFrom}-${input.dateTo}`,
  columns: () => [
    dateColumn("Date", (row) => row.date),
    { header: "Shift", value: (row) => row.shift },
    { header: "Capacity", value: (row) => row.capacity ?? "Unlimited" },
    { header: "Sold", value: (row) => row.sold },
    { header: "Checked in", value: (row) => row.checkedIn },
    { header: "Sold, now refunded", value: (row) => row.refunded },
    { header: "Charged back", value: (row) => row.chargedBack },
    moneyColumn("Revenue", (row) => row.revenue),
  ],
};
