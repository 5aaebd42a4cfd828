import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { incomeReport } from "./income";
import {
  incomeReportInput,
  incomeReportSchema,
  tripDetailInput,
  tripDetailReportSchema,
  tripReportInput,
  tripReportRowSchema,
} from "./schemas";
import { tripDetailReport, tripReport } from "./trip";

const TAG = "report";
const RANGE =
  "20001 with fields when a date is missing or invalid, the dates are out of order or the range (or a chosen comparison) too long";

export function registerReportRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/report/income",
    auth: "operator",
    access: [{ page: "income_report" }],
    tag: TAG,
    summary: `Income of a date range against a comparison (the previous period, a year earlier or chosen days), a series per day, week or month, by payment method and channel; ${RANGE}`,
    body: incomeReportInput,
    result: incomeReportSchema,
    handler: ({ body, session }) => incomeReport(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/report/trip",
    auth: "operator",
    access: [{ page: "trip_report" }],
    tag: TAG,
    summary: `Tickets and revenue of a date range by order or travel date, and refunds, by trip (trips with none left out); ${RANGE}`,
    body: tripReportInput.extend(pageInput),
    result: z.object({ list: z.array(tripReportRowSchema), total: z.int() }),
    handler: ({ body, session }) => tripReport(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/report/trip/detail",
    auth: "operator",
    access: [{ page: "trip_report" }],
    tag: TAG,
    summary: `One trip by travel date and shift, counted by order or travel date as the trip report: capacity, sold, checked in, refunded, charged back, revenue; 20404 for another tenant's trip; ${RANGE}`,
    body: tripDetailInput,
    result: tripDetailReportSchema,
    handler: ({ body, session }) => tripDetailReport(db, session.tenantId, body),
  });
}
