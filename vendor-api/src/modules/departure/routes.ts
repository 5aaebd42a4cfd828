import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import { DEPARTURE_FILTER_IDS_MAX } from "#rules";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { departureFilters, departureManifest, listDepartures } from "./service";

const TAG = "departure";

const tripFields = {
  tripState: z.int().describe("The trip's state: 2 is stop sale (docs/catalogue-contract.md section 2)"),
  inventoryType: z
    .int()
    .describe("0 total quantity (capacity is the trip's shared total), 1 unlimited, 2 by date/shift"),
};

const slotFields = {
  date: z.string().describe("YYYY-MM-DD"),
  shift: z.string().nullable().describe("The shift's name; null when the trip has no shifts"),
};

const seatFields = {
  tripId: z.int(),
  capacity: z.int().nullable().describe("null: unlimited"),
  sold: z.int().describe("Seats of paid tickets (not refunded or voided)"),
  locked: z.int().describe("Seats of orders still being paid"),
  checkedIn: z.int().describe("Tickets checked in"),
  cancelled: z
    .literal(true)
    .optional()
    .describe(
      "Present (true) on a cancelled departure only (/departure/cancel): it takes no booking and no move " +
        "(docs/catalogue-contract.md section 7)",
    ),
  cancellationJobId: z.int().nullable().optional().describe("A cancelled departure's job cancelling its orders"),
};

const departureTripSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  state: tripFields.tripState,
  inventoryType: tripFields.inventoryType,
});

/**
 * A date and shift of the list with its departures: each departure's date and shift are its slot's, its trip's code,
 * name and state are in `trips`, once per trip.
 */
const listedSlotSchema = z.object({
  ...slotFields,
  departures: z.array(z.object(seatFields)).describe("By trip code"),
});

/** The manifest's one departure, with its date, shift and trip's fields beside its seats. */
const departureSchema = z.object({
  ...seatFields,
  ...slotFields,
  tripCode: z.string(),
  tripName: z.string(),
  ...tripFields,
});

const passengerSchema = z.object({
  ticketNumber: z.string(),
  orderNumber: z.string(),
  orderId: z.int().nullable().describe("The order's id, for its detail; null only for a ticket without an order"),
  passengerName: z.string(),
  passengerType: z.int().describe("0 adult, 1 child, 2 infant, 3 elder"),
  option: z.string().nullable(),
  buyerName: z.string().nullable().describe("The order's contact"),
  status: z.int().describe("Ticket state (docs/sales-contract.md section 2); 1 checked in"),
  held: z.boolean(),
  checkedBy: z.string().nullable(),
  checkTime: z.string().nullable().describe("ISO 8601 date-time"),
});

const ids = z.array(z.int()).max(DEPARTURE_FILTER_IDS_MAX).optional();

export function registerDepartureRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/departure/list",
    auth: "operator",
    access: [{ page: "calendar" }],
    tag: TAG,
    summary: "Every departure (trip, date, shift) between two dates with capacity, sold, locked and checked-in seats",
    body: z.object({
      from: dateInput().describe("YYYY-MM-DD"),
      to: dateInput().describe("YYYY-MM-DD, at most 62 days after from (both counted)"),
      tripIds: ids.describe("Only these trips"),
      tagIds: ids.describe("Only trips with any of these tags"),
    }),
    result: z.object({
      trips: z.array(departureTripSchema).describe("The trips of the departures listed, by code, each once"),
      list: z
        .array(listedSlotSchema)
        .describe("The dates and shifts holding departures, by date and shift (none first)"),
    }),
    handler: ({ body, session }) => listDepartures(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/departure/manifest",
    auth: "operator",
    access: [{ page: "calendar" }],
    tag: TAG,
    summary: "One departure's passengers holding a seat, with their buyer and check-in state, and its counts",
    body: z.object({
      tripId: z.int(),
      date: dateInput().describe("YYYY-MM-DD"),
      shift: z.string().nullable().optional().describe("Absent or null for a trip without shifts"),
    }),
    result: z.object({
      departure: departureSchema,
      truncated: z.boolean().describe("More passengers exist than the 1000 listed"),
      list: z.array(passengerSchema),
    }),
    handler: ({ body, session }) => departureManifest(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/departure/filters",
    auth: "operator",
    // The calendar filters by trip and tag without the Trip List or Tags pages: only ids and names are answered.
    access: [{ page: "calendar" }],
    tag: TAG,
    summary: "The tenant's trips (id, code, name, by code) and tags (id, name) the departures can be filtered by",
    result: z.object({
      trips: z.array(z.object({ id: z.int(), code: z.string(), name: z.string() })),
      tags: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
    handler: ({ session }) => departureFilters(db, session.tenantId),
  });
}
