import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { addGroupedTrip, editGroupedTrip } from "./grouped";
import { groupedTripInputSchema, tripInputSchema, tripListItemSchema, tripSchema, versionInput } from "./schemas";
import { addTrip, duplicateTrip, editTrip, listTrips, transitionTrip } from "./service";
import { findTrip } from "./store";
import { TRIP_ACTIONS, TRIP_TRANSITIONS } from "./states";

const TAG = "trip";

/**
 * A trip at every limit of docs/rules.md ("Limits") is about 0.65 MB of JSON in CJK text, but JSON writes a control
 * character in 6 bytes: 2 MiB holds any trip within the limits, so a valid trip is never refused for its size.
 */
const TRIP_BODY_LIMIT = 2 * 1024 * 1024;

export function registerTripRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/trip/list",
    auth: "operator",
    access: [{ page: "trip_list" }],
    tag: TAG,
    summary: "The tenant's trips, newest first; name and code filter by substring, state exactly",
    body: z.object({
      ...pageInput,
      name: z.string().optional(),
      code: z.string().optional().describe("Trip ID"),
      state: z.int().nullable().optional(),
    }),
    result: z.object({ list: z.array(tripListItemSchema), total: z.int() }),
    handler: ({ body, session }) => listTrips(db, session.tenantId, { ...body, state: body.state ?? undefined }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/trip/find",
    auth: "operator",
    access: [{ page: "trip_list" }],
    tag: TAG,
    summary: "One trip with its prices, inventory, content and tags",
    query: z.object({ id: z.int() }),
    result: tripSchema,
    handler: ({ query, session }) => findTrip(db, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/trip/add",
    auth: "operator",
    access: [{ cmd: "/trip/add" }],
    tag: TAG,
    summary: "Create a single trip as a draft (20001 + result.fields when a rule fails; nothing is written)",
    body: tripInputSchema,
    bodyLimit: TRIP_BODY_LIMIT,
    result: tripSchema,
    ownDateRules: true,
    handler: ({ body, session }) => addTrip(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/trip/edit",
    auth: "operator",
    access: [{ cmd: "/trip/edit" }],
    tag: TAG,
    summary: "Save a single trip (version: 10008 when stale; inventory never below sold + locked)",
    body: tripInputSchema.extend({ id: z.int(), ...versionInput }),
    bodyLimit: TRIP_BODY_LIMIT,
    result: tripSchema,
    ownDateRules: true,
    handler: ({ body, session }) => editTrip(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/trip/duplicate",
    auth: "operator",
    access: [{ cmd: "/trip/duplicate" }],
    tag: TAG,
    summary: "Copy a trip into a new draft with a new unique code (<code>_copy, _copy2, …)",
    body: z.object({ id: z.int() }),
    result: tripSchema,
    handler: ({ body, session }) => duplicateTrip(db, session.tenantId, body.id),
  });

  for (const action of TRIP_ACTIONS) {
    const transition = TRIP_TRANSITIONS[action];
    defineRoute(app, {
      method: "POST",
      url: transition.path,
      auth: "operator",
      access: [{ cmd: transition.path }],
      tag: TAG,
      summary:
        `State transition to ${transition.to}, allowed from ${transition.from.join(", ")} ` +
        "(20409 from any other state; version: 10008 when stale)",
      body: z.object({ id: z.int(), ...versionInput }),
      result: tripSchema,
      handler: ({ body, session }) => transitionTrip(db, session.tenantId, action, body),
    });
  }

  defineRoute(app, {
    method: "POST",
    url: "/trip/grouped/add",
    auth: "operator",
    access: [{ cmd: "/trip/grouped/add" }],
    tag: TAG,
    summary:
      "Create a grouped trip of two different single trips whose settings match (each mismatch named in " +
      "result.fields)",
    body: groupedTripInputSchema,
    result: tripSchema,
    handler: ({ body, session }) => addGroupedTrip(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/trip/grouped/edit",
    auth: "operator",
    access: [{ cmd: "/trip/grouped/edit" }],
    tag: TAG,
    summary: "Save a grouped trip (same rules as add; version: 10008 when stale)",
    body: groupedTripInputSchema.extend({ id: z.int(), ...versionInput }),
    result: tripSchema,
    handler: ({ body, session }) => editGroupedTrip(db, session.tenantId, body),
  });
}
