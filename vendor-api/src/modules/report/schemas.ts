import { z } from "zod";
import { textCodeOf } from "../../protocol/code-schemas";
import { REPORT_GROUPINGS, TRIP_REPORT_SORTS } from "../../protocol/rules";
import { moneySchema, sortOrderSchema } from "../sales-shared/schemas";

const date = (what: string) => z.string().optional().describe(`YYYY-MM-DD in the tenant's time zone: ${what}`);

/** The dates are checked by the range rules (20001 with fields), not by the schema, so a refusal names its field. */
export const reportRangeShape = {
  dateFrom: date("the first day, inclusive"),
  dateTo: date("the last day, inclusive; at most 366 days after dateFrom by day, 5 years otherwise"),
};

const figureShape = {
  gross: moneySchema("Σ pay amount of the sold orders (states 1, 3) created in the period"),
  refunds: moneySchema("Σ refunds completed in the period"),
  chargebacks: moneySchema("Σ lost chargebacks opened in the period"),
  net: moneySchema("gross − refunds − chargebacks"),
  orders: z.int().describe("Sold orders"),
  tickets: z.int().describe("Σ order line quantity of the sold orders"),
};

const figuresSchema = z.object({
  ...figureShape,
  averageOrderValue: moneySchema("gross ÷ orders, floored to the cent (0.00 without orders)"),
});

export const incomeReportInput = z.object({
  ...reportRangeShape,
  groupBy: textCodeOf(REPORT_GROUPINGS).describe("Series periods: days, weeks from Monday, months from the 1st"),
});

export const incomeReportSchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  groupBy: textCodeOf(REPORT_GROUPINGS),
  previousDateFrom: z.string().describe("The same number of days immediately before dateFrom"),
  previousDateTo: z.string(),
  current: figuresSchema,
  previous: figuresSchema,
  series: z
    .array(
      z.object({
        periodStart: z.string().describe("YYYY-MM-DD; a partial first period starts at dateFrom"),
        ...figureShape,
      }),
    )
    .describe("Every period of the range, empty ones with zeros"),
  byPaymentMethod: z
    .array(z.object({ paymentType: z.int(), amount: moneySchema(), count: z.int() }))
    .describe(
      "Settled payments of the range's sold orders by type, coupon and groupon codes left out: adds up to gross",
    ),
  byChannel: z
    .array(z.object({ channelId: z.int(), channelName: z.string(), gross: moneySchema(), orders: z.int() }))
    .describe("Adds up to gross and orders"),
});

export const tripReportInput = z.object({
  ...reportRangeShape,
  sortBy: textCodeOf(TRIP_REPORT_SORTS).optional().describe("Default tickets; ties by trip id"),
  sortOrder: sortOrderSchema,
});

export const tripReportRowSchema = z.object({
  tripId: z.int(),
  tripCode: z.string(),
  tripName: z.string(),
  tickets: z.int().describe("Σ order line quantity of the sold orders created in the range"),
  revenue: moneySchema("Σ order line amount of those orders"),
  refundedTickets: z.int().describe("Tickets of the refunds counted for this trip"),
  refunds: moneySchema("Refunds completed in the range whose first ticket (lowest id) is of this trip"),
});

export const tripDetailInput = z.object({ tripId: z.int(), ...reportRangeShape });

const detailCounts = {
  sold: z.int().describe("Tickets normal, checked in or refunding (not held)"),
  checkedIn: z.int(),
  refunded: z.int(),
  revenue: moneySchema("Σ order line amount of the sold orders"),
};

export const tripDetailReportSchema = z.object({
  trip: z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    inventoryMode: z.int().describe("0 total quantity, 1 unlimited, 2 by date/shift"),
  }),
  rows: z
    .array(
      z.object({
        date: z.string().describe("Travel date YYYY-MM-DD"),
        shift: z.string().nullable(),
        capacity: z.int().nullable().describe("Date/shift inventory or the trip's total quantity; null when unlimited"),
        ...detailCounts,
      }),
    )
    .describe("By travel date and shift in the range"),
  totals: z.object({ capacity: z.int().nullable(), ...detailCounts }),
});
