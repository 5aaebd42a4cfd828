/** The departures calendar through the gateway against the real vendor API (docs/catalogue-contract.md section 7). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDepartures } from "../../gateway/src/modules/departure/departure.mapper";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { findTrip, startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import { DepartureFiltersDocument, DepartureManifestDocument, DeparturesDocument } from "../../web/src/gql/graphql";
import { consoleDocument } from "./support/console-documents";

let stack: CatalogueStack;
let walkId: string;
beforeAll(async () => {
  stack = await startCatalogueStack();
  walkId = (await findTrip(stack, "TOUR-CITY-WALK")).id;
});
afterAll(async () => {
  await stack?.close();
});

/** A departure's trip state, inventory type and seats left, which the calendar does not read. */
const DEPARTURE_EXTRAS = /* GraphQL */ `
  query DepartureExtras($from: String!, $to: String!, $tripIds: [ID!]) {
    departures(from: $from, to: $to, tripIds: $tripIds) {
      id
      tripState
      inventoryType
      available
    }
  }
`;
// The calendar's own documents (web/src/routes/trip/calendar/departures-query.ts).
const DEPARTURES = consoleDocument(DeparturesDocument);
const MANIFEST = consoleDocument(DepartureManifestDocument);
const FILTERS = consoleDocument(DepartureFiltersDocument);

describe("departures", () => {
  it("answers a month of every trip's departures with one vendor API call, as many as for one day", async () => {
    const count = async (from: string, to: string) => {
      stack.proxy.reset();
      const result = await stack.run(DEPARTURES, { from, to });
      expect(result.errors).toBeUndefined();
      return { rows: result.data!.departures.length, calls: stack.proxy.calls.length };
    };
    const day = await count("2025-07-01", "2025-07-01");
    const month = await count("2025-07-01", "2025-07-31");
    expect(month.rows).toBeGreaterThan(day.rows);
    expect(month.calls).toBe(day.calls);
    expect(stack.proxy.count("/departure/list")).toBe(1);
  });

  it("maps a departure with its counts, its time and the trip's stop-sale state", async () => {
    const walkDay = { from: "2025-07-01", to: "2025-07-01", tripIds: [walkId] };
    const result = await stack.run(DEPARTURES, walkDay);
    const morning = result.data!.departures.find((row: { shiftId: string }) => row.shiftId === "Morning");
    expect(morning).toMatchObject({
      id: `${walkId}|2025-07-01|Morning`,
      tripCode: "TOUR-CITY-WALK",
      stopSale: false,
      time: null,
      capacity: 20,
      sold: 8,
      locked: 1,
    });
    const extras = (await stack.run(DEPARTURE_EXTRAS, walkDay)).data!.departures;
    expect(extras.find((row: { id: string }) => row.id === morning.id)).toMatchObject({
      inventoryType: "BY_DATE_SHIFT",
      available: 11,
    });
    const { trips } = (await stack.run(FILTERS)).data!.departureFilters;
    const bus = trips.find((trip: { code: string }) => trip.code === "BUS-NYC-BOS");
    const buses = (await stack.run(DEPARTURES, { from: "2025-07-01", to: "2025-08-31", tripIds: [bus.id] })).data!
      .departures;
    for (const row of buses) expect(row.time).toMatch(/^\d\d:\d\d$/);
  });

  it("joins each departure to its trip and its date and shift as the answer names them once, and calls a departure of no trip unreadable", () => {
    const trip = { id: 7, code: "T-7", name: "Seven", state: 2, inventoryType: 2 };
    const seats = { capacity: 40, sold: 3, locked: 1, checkedIn: 0 };
    const [first, second, third] = toDepartures({
      trips: [trip],
      list: [
        { date: "2025-07-01", shift: null, departures: [{ tripId: 7, ...seats }] },
        {
          date: "2025-07-01",
          shift: "09:00",
          departures: [
            { tripId: 7, ...seats },
            { tripId: 7, ...seats, sold: 40 },
          ],
        },
      ],
    });
    expect(first).toMatchObject({ id: "7|2025-07-01|", tripCode: "T-7", shiftId: null, available: 36 });
    expect(second).toMatchObject({ tripId: "7", tripCode: "T-7", tripName: "Seven", stopSale: true, time: "09:00" });
    expect(third).toMatchObject({ id: "7|2025-07-01|09:00", date: "2025-07-01", shiftId: "09:00", available: 0 });
    const unnamed = { date: "2025-07-01", shift: "09:00", departures: [{ tripId: 8, ...seats }] };
    expect(() => toDepartures({ trips: [trip], list: [unnamed] })).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ code: "UPSTREAM_UNAVAILABLE", fault: "malformed-body" }),
      }),
    );
  });

  it("refuses a range over 62 days and bad ids before calling the vendor API", async () => {
    stack.proxy.reset();
    const long = await stack.run(DEPARTURES, { from: "2025-01-01", to: "2025-03-04" });
    expect(long.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(long.errors?.[0])).toEqual({ to: "At most 62 days at a time" });
    const badId = await stack.run(DEPARTURES, { from: "2025-01-01", to: "2025-01-02", tripIds: ["x"] });
    expect(fieldMessages(badId.errors?.[0])).toEqual({ "tripIds.0": expect.any(String) });
    expect(stack.proxy.count("/departure/list")).toBe(0);
  });

  it("needs the calendar page", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    for (const [query, variables] of [
      [DEPARTURES, { from: "2025-07-01", to: "2025-07-02" }],
      [MANIFEST, { tripId: walkId, date: "2025-07-01", shiftId: "Morning" }],
      [FILTERS, {}],
    ] as const) {
      const result = await stack.run(query, variables, agent);
      expect(result.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    }
  });
});

describe("departure manifest", () => {
  it("lists the passengers with their check-in state", async () => {
    const result = await stack.run(MANIFEST, { tripId: walkId, date: "2025-07-01", shiftId: "Morning" });
    expect(result.errors).toBeUndefined();
    const manifest = result.data!.departureManifest;
    expect(manifest.truncated).toBe(false);
    expect(manifest.departure.id).toBe(`${walkId}|2025-07-01|Morning`);
    const checked = manifest.passengers.filter((row: { checkedIn: boolean }) => row.checkedIn);
    expect(checked.length).toBe(manifest.departure.checkedIn);
    expect(checked[0]).toMatchObject({ status: "CHECKED_IN", checkedBy: "agent" });
    // Each passenger names its order's id, the one `order(id)` opens: the manifest links the order number to it.
    const [first] = manifest.passengers;
    const order = await stack.run("query ($id: ID!) { order(id: $id) { orderNumber } }", { id: first.orderId });
    expect(order.data!.order.orderNumber).toBe(first.orderNumber);
    const missing = await stack.run(MANIFEST, { tripId: walkId, date: "2025-07-01", shiftId: "Night" });
    expect(missing.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_ERROR", upstreamCode: 20404 });
  });
});
