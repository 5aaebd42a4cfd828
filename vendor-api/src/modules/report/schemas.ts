import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import { textCodeOf } from "../../protocol/code-schemas";
import { REPORT_COMPARISONS, REPORT_COUNT_BASES, REPORT_GROUPINGS, TRIP_REPORT_SORTS } from "../../protocol/rules";
import { moneySchema, sortOrderSchema } from "../sales-shared/schemas";

const date = (what: string) => dateInput().optional().describe(`YYYY-MM-DD in the tenant's time zone: ${what}`);

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

const compareWith = textCodeOf(REPORT_COMPARISONS).describe(
  "What the figures are compared with: the same number of days just before dateFrom (default), the same days a " +
    "year earlier (29 February as the 28th), or compareFrom..compareTo",
);

export const incomeReportInput = z.object({
  ...reportRangeShape,
  groupBy: textCodeOf(REPORT_GROUPINGS).describe("Series periods: days, weeks from Monday, months from the 1st"),
  compareWith: compareWith.optional(),
  compareFrom: date("with compareWith custom: the comparison's first day, inclusive"),
  compareTo: date("with compareWith custom: the comparison's last day, inclusive; at most 5 years after compareFrom"),
});

/** The day a trip report counts a sold order's tickets and revenue on. */
const countBy = textCodeOf(REPORT_COUNT_BASES)
  .optional()
  .describe("order: the order's creation day (default); travel: the ticket's travel date");

export const incomeReportSchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  groupBy: textCodeOf(REPORT_GROUPINGS),
  compareWith,
  previousDateFrom: z.string().describe("The comparison's first day (what compareWith makes of the range)"),
  previousDateTo: z.string().describe("The comparison's last day"),
  current: figuresSchema,
  previous: figuresSchema.describe("The comparison's figures"),
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
  countBy,
  sortBy: textCodeOf(TRIP_REPORT_SORTS).optional().describe("Default tickets; ties by trip id"),
  sortOrder: sortOrderSchema,
});

export const tripReportRowSchema = z.object({
  tripId: z.int(),
  tripCode: z.string(),
  tripName: z.string(),
  tickets: z.int().describe("Σ order line quantity of the sold orders' lines counted in the range (countBy)"),
  revenue: moneySchema("Σ amount of those lines"),
  refundedTickets: z.int().describe("Tickets of the refunds counted for this trip"),
  refunds: moneySchema("Refunds completed in the range whose first ticket (lowest id) is of this trip"),
});

export const tripDetailInput = z.object({ tripId: z.int(), ...reportRangeShape, countBy });

const detailCounts = {
  sold: z
    .int()
    .describe("Σ quantity of the sold orders' lines counted in the range (countBy): the trip report's tickets"),
  checkedIn: z.int().describe("Of their tickets, checked in"),
  refunded: z.int().describe("Of their tickets, refunded (the order stays sold: its refund is the refunds figure)"),
  chargedBack: z.int().describe("Of their tickets, in a chargeback (the order stays sold; the chargeback is apart)"),
  revenue: moneySchema("Σ amount of those lines: the trip report's revenue"),
};

export const tripDetailReportSchema = z.object({
  trip: z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    inventoryMode: z.int().describe("0 total quantity, 1 unlimited, 2 by date/shift"),
  }),
  countBy: textCodeOf(REPORT_COUNT_BASES).describe("The day the report counted by"),
  rows: z
    .array(
      z.object({
        date: z.string().describe("Travel date YYYY-MM-DD (by order date, of tickets ordered in the range)"),
        shift: z.string().nullable(),
        capacity: z.int().nullable().describe("Date/shift inventory or the trip's total quantity; null when unlimited"),
        ...detailCounts,
      }),
    )
    .describe("By travel date and shift of the counted lines (and, by travel date, every inventory day in the range)"),
  totals: z.object({ capacity: z.int().nullable(), ...detailCounts }),
});
