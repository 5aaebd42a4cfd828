import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { checkInInput, checkInTicketSchema, departureCountsSchema, departureSchema, undoCheckInInput } from "./schemas";
import { checkIn, departureCounts, undoCheckIn } from "./service";

const TAG = "check-in";

export function registerCheckInRoutes(app: FastifyInstance, { db, secrets, now }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/check-in/ticket",
    auth: "operator",
    access: [{ cmd: "/check-in/ticket" }],
    tag: TAG,
    summary:
      "Check a ticket in by number or scanned code, bounded by the departure (or the date and shift) on the " +
      "desk's screen unless anyDeparture; refusals 20441 already checked in (params by, at), 20442 " +
      "refunded or refunding, 20443 charged back, 20444 another departure's (params trip, date, shift), 20445 " +
      "unknown, 20446 another vendor's, 20447 not valid (unpaid order, changed, rescheduled)",
    body: checkInInput,
    result: checkInTicketSchema,
    handler: ({ body, session }) => checkIn(db, secrets, session, body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/check-in/undo",
    auth: "operator",
    access: [{ cmd: "/check-in/undo" }],
    tag: TAG,
    summary: "Undo a check-in made less than 5 minutes ago; 20448 not checked in, 20449 too late (params minutes)",
    body: undoCheckInInput,
    result: checkInTicketSchema,
    handler: ({ body, session }) => undoCheckIn(db, secrets, session, body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/check-in/counts",
    auth: "operator",
    access: [{ page: "check_in" }],
    tag: TAG,
    summary: "A departure's checked-in and expected tickets",
    body: departureSchema,
    result: departureCountsSchema,
    handler: ({ body, session }) => departureCounts(db, session.tenantId, body),
  });
}
