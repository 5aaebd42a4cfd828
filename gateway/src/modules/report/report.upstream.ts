import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import {
  upstreamIncomeReportSchema,
  upstreamTripDetailReportSchema,
  upstreamTripReportRowSchema,
  type toUpstreamComparison,
  type toUpstreamCountBy,
  type toUpstreamGrouping,
  type toUpstreamRange,
  type toUpstreamTripReportSort,
} from "./report.mapper";

type UpstreamRange = ReturnType<typeof toUpstreamRange>;

type UpstreamCountBy = ReturnType<typeof toUpstreamCountBy>;

export const readIncome = upstream<
  UpstreamRange & { groupBy: ReturnType<typeof toUpstreamGrouping> } & ReturnType<typeof toUpstreamComparison>
>().post("/report/income", upstreamIncomeReportSchema);
export const listTripReportRows = upstream<
  UpstreamPage & UpstreamRange & UpstreamCountBy & ReturnType<typeof toUpstreamTripReportSort>
>().post("/report/trip", upstreamListSchema(upstreamTripReportRowSchema));
export const readTripDetail = upstream<UpstreamRange & UpstreamCountBy & { tripId: number }>().post(
  "/report/trip/detail",
  upstreamTripDetailReportSchema,
);
