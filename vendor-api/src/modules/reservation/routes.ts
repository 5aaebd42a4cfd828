import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import type { AppContext } from "../../context";
import { textCodeOf } from "../../protocol/code-schemas";
import { NOTIFICATION_CHANNELS } from "../../protocol/rules";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { listReservations, notifyPassengers, reservationStatistics } from "./service";

const TAG = "reservation";

const reservationSchema = z.object({
  id: z.int(),
  ticketNumber: z.string(),
  orderNumber: z.string(),
  tripId: z.int(),
  date: z.string().describe("YYYY-MM-DD"),
  shift: z.string().nullable(),
  option: z.string().nullable().describe("The price line booked (Adult, Standard, a custom price name, …)"),
  passengerName: z.string(),
  passengerType: z.int().describe("0 adult, 1 child, 2 infant, 3 elder"),
  status: z
    .int()
    .describe(
      "Ticket state: 0 normal, 1 checked in, 4 reschedule, 5 change, 6 chargeback, 7 refund (void), 8 refunding, " +
        "9 refunded, 10 fraudulent chargeback, 11 merchant chargeback",
    ),
  held: z.boolean().describe("The order is still being paid: the seat is locked, not sold"),
  checkedBy: z.string().nullable(),
  checkTime: z.string().nullable().describe("ISO 8601 date-time"),
});

const countsSchema = {
  capacity: z.int().nullable().describe("null: unlimited"),
  sold: z.int(),
  locked: z.int(),
  available: z.int().nullable().describe("null: unlimited"),
};

export function registerReservationRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/reservation/list",
    auth: "operator",
    access: [{ page: "reservation" }],
    tag: TAG,
    summary: "Passengers (tickets) of a trip, by date and shift",
    body: z.object({
      ...pageInput,
      tripId: z.int(),
      date: dateInput().optional().describe("YYYY-MM-DD"),
      shift: z.string().optional(),
      status: z.int().optional(),
    }),
    result: z.object({ list: z.array(reservationSchema), total: z.int() }),
    handler: ({ body, session }) => listReservations(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/reservation/statistics",
    auth: "operator",
    access: [{ page: "trip_reservation_statistics" }],
    tag: TAG,
    summary: "Capacity, sold, locked and available seats per date and shift, and for the whole trip",
    query: z.object({ tripId: z.int() }),
    result: z.object({
      tripId: z.int(),
      inventoryType: z.int(),
      list: z.array(z.object({ date: z.string(), shift: z.string().nullable(), ...countsSchema })),
      total: z.object(countsSchema),
    }),
    handler: ({ query, session }) => reservationStatistics(db, session.tenantId, query.tripId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/reservation/notify",
    auth: "operator",
    access: [{ cmd: "/reservation/notify" }],
    tag: TAG,
    summary:
      "Record a message (SMS or e-mail) to the passengers of a date and shift holding a normal or checked-in ticket",
    body: z.object({
      tripId: z.int(),
      date: dateInput().describe("YYYY-MM-DD"),
      shift: z.string().nullable().optional(),
      channel: textCodeOf(NOTIFICATION_CHANNELS),
      subject: z.string(),
      content: z.string(),
    }),
    result: z.object({
      id: z.int(),
      tripId: z.int(),
      date: z.string(),
      shift: z.string().nullable(),
      channel: z.string(),
      subject: z.string(),
      content: z.string(),
      recipientCount: z.int(),
      status: z.string().describe("queued (e-mail, awaiting delivery) or recorded (SMS)"),
      createTime: z.string(),
    }),
    ownDateRules: true,
    handler: ({ body, session }) => notifyPassengers(db, session.tenantId, session.userId, body),
  });
}
