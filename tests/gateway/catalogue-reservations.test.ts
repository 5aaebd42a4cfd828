/** Reservations, seat statistics and passenger notifications through the gateway against the real vendor API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, loginAs, type FieldFailure } from "./support/graphql-client";
import { findTrip, startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import { ReservationListDocument, ReservationStatisticsDocument } from "../../web/src/gql/graphql";
import { consoleDocument, joinPages } from "./support/console-documents";

let stack: CatalogueStack;
let walkId: string;
beforeAll(async () => {
  stack = await startCatalogueStack();
  walkId = (await findTrip(stack, "TOUR-CITY-WALK")).id;
});
afterAll(async () => {
  await stack?.close();
});

// The reservation screen's own document (web/src/routes/trip/reservation.tsx).
const RESERVATIONS_LIST = consoleDocument(ReservationListDocument);
/** What the tests check of a ticket beyond the screen's columns: paging, its order, trip and status code. */
const TICKET_EXTRAS = /* GraphQL */ `
  query TicketExtras($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {
    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {
      page
      pageSize
      items {
        id
        orderNumber
        tripId
        statusCode
      }
    }
  }
`;

/** The list as the screen reads it, each ticket with the extras' fields too. */
async function listReservations(variables: Record<string, unknown>, token?: string) {
  const screen = await stack.run(RESERVATIONS_LIST, variables, token);
  return joinPages("reservations", screen, await stack.run(TICKET_EXTRAS, variables, token));
}
// The statistics screen's own document (web/src/routes/trip/reservation/statistics-query.ts).
const STATISTICS = consoleDocument(ReservationStatisticsDocument);
const NOTIFY = /* GraphQL */ `
  mutation Notify($input: NotifyPassengersInput!) {
    notifyPassengers(input: $input) {
      id
      tripId
      date
      shift
      channel
      subject
      recipientCount
      status
      createTime
    }
  }
`;

describe("reservations", () => {
  it("lists the tickets of a date and shift with every ticket state", async () => {
    const result = await listReservations({
      tripId: walkId,
      date: "2025-07-01",
      shift: "Morning",
      page: { number: 1, size: 50 },
    });
    expect(result.errors).toBeUndefined();
    const page = result.data!.reservations;
    expect(page.total).toBeGreaterThanOrEqual(10);
    const statuses = new Set(page.items.map((ticket: { status: string }) => ticket.status));
    for (const status of ["NORMAL", "CHECKED_IN", "REFUNDED", "REFUND_VOID"]) expect(statuses).toContain(status);
    expect(page.items.some((ticket: { held: boolean }) => ticket.held)).toBe(true);
    const checked = page.items.find((ticket: { status: string }) => ticket.status === "CHECKED_IN");
    expect(checked).toMatchObject({ statusCode: 1, tripId: walkId, date: "2025-07-01", shift: "Morning" });
    expect(page.items[0].ticketNumber).toMatch(/^DT\d+/);
  });

  it("filters by status and pages", async () => {
    const refunded = (await listReservations({ tripId: walkId, status: "REFUNDED" })).data!.reservations;
    expect(refunded.items.length).toBeGreaterThan(0);
    expect(refunded.items.every((ticket: { statusCode: number }) => ticket.statusCode === 9)).toBe(true);
    const paged = (await listReservations({ tripId: walkId, page: { number: 2, size: 3 } })).data!.reservations;
    expect(paged).toMatchObject({ page: 2, pageSize: 3 });
  });

  it("refuses a malformed date before calling the vendor API", async () => {
    const result = await listReservations({ tripId: walkId, date: "2025-02-30" });
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(result.errors?.[0])).toEqual({ date: "Invalid date" });
  });
});

describe("statistics", () => {
  it("counts capacity, sold, locked and available seats per date and shift", async () => {
    const result = await stack.run(STATISTICS, { tripId: walkId });
    expect(result.errors).toBeUndefined();
    const stats = result.data!.reservationStatistics;
    expect(stats).toMatchObject({ tripId: walkId, inventoryType: "BY_DATE_SHIFT" });
    const morning = stats.rows.find(
      (row: { date: string; shift: string }) => row.date === "2025-07-01" && row.shift === "Morning",
    );
    expect(morning.locked).toBeGreaterThanOrEqual(1);
    expect(morning.available).toBe(morning.capacity - morning.sold - morning.locked);
  });

  it("answers null capacity for unlimited trips", async () => {
    const { id } = await findTrip(stack, "EVT-FOOD-FEST");
    const stats = (await stack.run(STATISTICS, { tripId: id })).data!.reservationStatistics;
    expect(stats.inventoryType).toBe("UNLIMITED");
    expect(stats.total).toMatchObject({ capacity: null, available: null });
  });
});

describe("notify passengers", () => {
  it("records an e-mail to the passengers of a date and shift", async () => {
    const result = await stack.run(NOTIFY, {
      input: {
        tripId: walkId,
        date: "2025-07-01",
        shift: "Morning",
        channel: "EMAIL",
        subject: "Meeting point",
        content: "We meet at the north entrance.",
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.notifyPassengers).toMatchObject({
      tripId: walkId,
      channel: "EMAIL",
      status: "QUEUED",
      shift: "Morning",
    });
    expect(result.data!.notifyPassengers.recipientCount).toBeGreaterThan(0);
  });

  it("records an SMS with zero recipients", async () => {
    const result = await stack.run(NOTIFY, {
      input: { tripId: walkId, date: "2031-01-01", channel: "SMS", subject: "Hi", content: "Hello" },
    });
    expect(result.data!.notifyPassengers).toMatchObject({ channel: "SMS", status: "RECORDED", recipientCount: 0 });
  });

  it("checks subject, content and date with the rules' messages", async () => {
    const result = await stack.run(NOTIFY, {
      input: { tripId: walkId, date: "01/07/2025", channel: "SMS", subject: "", content: "x".repeat(2001) },
    });
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(result.errors?.[0])).toEqual({
      date: "Invalid date",
      subject: "Required",
      content: "No more than 2000 characters",
    });
    // Each field names its rule and the rule's params (`{}` when it has none), for clients that word it themselves.
    const fields = result.errors![0].extensions!.fields as FieldFailure[];
    expect(fields).toHaveLength(3);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: "date", rule: "date", params: {}, message: "Invalid date" },
        { field: "subject", rule: "required", params: {}, message: "Required" },
        { field: "content", rule: "maxLength", params: { n: 2000 }, message: "No more than 2000 characters" },
      ]),
    );
    expect(result.errors![0].message).toBe(fields[0].message);
  });
});

describe("permissions", () => {
  it("refuses reservations, statistics and notify to the sales agent", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const list = await listReservations({ tripId: walkId }, agent);
    expect(list.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "page", url: "reservation" },
    });
    const stats = await stack.run(STATISTICS, { tripId: walkId }, agent);
    expect(stats.errors?.[0].extensions?.requiredPermission).toEqual({
      type: "page",
      url: "trip_reservation_statistics",
    });
  });
});
