import { Args, Ctx, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { IncomeReportArgs, TripDetailReportArgs, TripReportArgs } from "./report.args";
import {
  incomeGrouping,
  toIncomeReport,
  toTripDetailReport,
  toTripReportRow,
  toUpstreamComparison,
  toUpstreamCountBy,
  toUpstreamGrouping,
  toUpstreamRange,
  toUpstreamTripReportSort,
} from "./report.mapper";
import { comparisonFailures, rangeFailures } from "./report.rules";
import { IncomeReport, TripDetailReport, TripReportPage } from "./report.type";
import { listTripReportRows, readIncome, readTripDetail } from "./report.upstream";

/** `incomeReport` and the income report export (its series). */
export async function readIncomeReport(
  context: GatewayContext,
  { input, comparison }: IncomeReportArgs,
): Promise<IncomeReport> {
  const groupBy = incomeGrouping(input);
  const compare = toUpstreamComparison(comparison);
  assertValid({ ...rangeFailures(input, groupBy), ...comparisonFailures(compare) });
  const range = toUpstreamRange(input);
  const income = await readIncome(context.rest, { ...range, groupBy: toUpstreamGrouping(groupBy), ...compare });
  return toIncomeReport(income, { ...range, groupBy });
}

/** A page of the trip report: `tripReport` and the trip report export. */
export async function readTripReport(
  context: GatewayContext,
  { input, sort, countBy }: Omit<TripReportArgs, "page">,
  page: UpstreamPage,
): Promise<TripReportPage> {
  assertValid(rangeFailures(input, null));
  const body = { ...page, ...toUpstreamRange(input), ...toUpstreamCountBy(countBy), ...toUpstreamTripReportSort(sort) };
  return toPage(await listTripReportRows(context.rest, body), page, toTripReportRow);
}

/** `tripDetailReport` and the trip detail report export (its rows). */
export async function readTripDetailReport(
  context: GatewayContext,
  { tripId, input, countBy }: TripDetailReportArgs,
): Promise<TripDetailReport> {
  const id = toUpstreamId(tripId, "tripId");
  assertValid(rangeFailures(input, null));
  const body = { tripId: id, ...toUpstreamRange(input), ...toUpstreamCountBy(countBy) };
  return toTripDetailReport(await readTripDetail(context.rest, body));
}

@Resolver()
export class ReportResolver {
  @Query(() => IncomeReport, {
    description:
      "Income over a range (the tenant's days): figures against a comparison (the previous range, the same days a " +
      "year earlier or chosen days), a series by day, week or month, and gross by payment method and channel.",
  })
  @RequiresPermission({ page: "income_report" })
  incomeReport(@Args(() => IncomeReportArgs) args: IncomeReportArgs, @Ctx() context: GatewayContext) {
    return readIncomeReport(context, args);
  }

  @Query(() => TripReportPage, {
    description:
      "Tickets and revenue per trip over a range by order or travel date, and refunds completed in it; trips with " +
      "none of them are left out.",
  })
  @RequiresPermission({ page: "trip_report" })
  tripReport(
    @Args(() => TripReportArgs) { input, page, sort, countBy }: TripReportArgs,
    @Ctx() context: GatewayContext,
  ) {
    return readTripReport(context, { input, sort, countBy }, toUpstreamPage(page));
  }

  @Query(() => TripDetailReport, {
    description:
      "One trip's capacity, sales, check-ins, refunds, chargebacks and revenue by travel date and shift over a " +
      "range, counted as the trip report counts with the same `countBy`.",
  })
  @RequiresPermission({ page: "trip_report" })
  tripDetailReport(@Args(() => TripDetailReportArgs) args: TripDetailReportArgs, @Ctx() context: GatewayContext) {
    return readTripDetailReport(context, args);
  }
}
