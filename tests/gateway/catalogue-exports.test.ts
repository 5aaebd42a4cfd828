/**
 * The catalogue exports through the gateway against the real vendor API: a trip's passengers
 * (`/exports/reservations.csv|.xlsx`) and the trip list (`/exports/trips.csv|.xlsx`) — content, filters read as the
 * GraphQL inputs, access. Workbooks are read back with ExcelJS, as an integrator's spreadsheet tooling would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { column, exportFile, readCsv, readWorkbook } from "./support/export-files";
import { loginAs } from "./support/graphql-client";
import { findTrip, startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let walkId: string;
beforeAll(async () => {
  stack = await startCatalogueStack();
  walkId = (await findTrip(stack, "TOUR-CITY-WALK")).id;
});
afterAll(async () => {
  await stack?.close();
});

const exportPassengers = (format: "csv" | "xlsx", query: Record<string, string>, token: string | null = stack.admin) =>
  exportFile(stack.url, `reservations.${format}`, query, token);

const exportCsv = (query: Record<string, string>, token?: string | null) => exportPassengers("csv", query, token);

const RESERVATIONS = /* GraphQL */ `
  query Reservations($tripId: ID!, $date: String, $shift: String) {
    reservations(tripId: $tripId, date: $date, shift: $shift, page: { number: 1, size: 100 }) {
      total
      items {
        ticketNumber
        passengerName
      }
    }
  }
`;

describe("reservation export", () => {
  it("streams the filtered passenger list as CSV with a BOM, a header row and the query's rows", async () => {
    const response = await exportCsv({ tripId: walkId, date: "2025-07-01", shift: "Morning" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      `filename="reservations-${walkId}-2025-07-01-Morning.csv"`,
    );
    const [header, ...rows] = await readCsv(response);
    expect(header).toEqual([
      "Ticket number",
      "Order number",
      "Date",
      "Shift",
      "Passenger",
      "Passenger type",
      "Option",
      "Status",
      "Payment pending",
      "Checked by",
      "Check time (America/New_York)",
    ]);

    const listed = (await stack.run(RESERVATIONS, { tripId: walkId, date: "2025-07-01", shift: "Morning" })).data!
      .reservations;
    expect(response.headers.get("x-total-count")).toBe(String(listed.total));
    expect(rows.map((row) => [row[0], row[4]])).toEqual(
      listed.items.map((ticket: { ticketNumber: string; passengerName: string }) => [
        ticket.ticketNumber,
        ticket.passengerName,
      ]),
    );
    expect(rows.every((row) => row.length === header.length && row[2] === "07/01/2025" && row[3] === "Morning")).toBe(
      true,
    );
    // The demo checks tickets in at 13:05 UTC: 09:05 in New York in July.
    const checked = rows.find((row) => row[7] === "Checked-in");
    expect(checked?.slice(9)).toEqual(["agent", "07/01/2025 09:05"]);
    expect(rows.some((row) => row[8] === "Yes")).toBe(true);
  });

  it("filters by ticket status and answers a header-only file when nothing matches", async () => {
    const refunded = await readCsv(await exportCsv({ tripId: walkId, status: "REFUNDED" }));
    expect(refunded.length).toBeGreaterThan(1);
    expect(refunded.slice(1).every((row) => row[7] === "Refunded")).toBe(true);

    const none = await exportCsv({ tripId: walkId, date: "2031-01-01" });
    expect(none.status).toBe(200);
    expect(await readCsv(none)).toHaveLength(1);
  });

  it("offers the same list as an Excel workbook with a bold, frozen header row", async () => {
    const query = { tripId: walkId, date: "2025-07-01", shift: "Morning" };
    const csv = await readCsv(await exportCsv(query));
    const response = await exportPassengers("xlsx", query);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toContain(
      `filename="reservations-${walkId}-2025-07-01-Morning.xlsx"`,
    );
    expect(response.headers.get("x-total-count")).toBe(String(csv.length - 1));
    const workbook = await readWorkbook(response);
    expect(workbook.sheet).toBe("Passengers");
    expect(workbook.frozen).toBe(true);
    expect(workbook.rows).toEqual(csv);
  });

  it("answers an Excel workbook with only the header row when nothing matches", async () => {
    const workbook = await readWorkbook(await exportPassengers("xlsx", { tripId: walkId, date: "2031-01-01" }));
    expect(workbook.rows).toHaveLength(1);
    expect(workbook.rows[0][0]).toBe("Ticket number");
  });

  it("refuses bad filters with 400, naming the fields, as the reservations query would", async () => {
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string; fields: unknown } };
      expect(error.code).toBe("BAD_USER_INPUT");
      return { message: error.message, fields: JSON.stringify(error.fields) };
    };
    const status = await refusal(await exportCsv({ tripId: walkId, status: "LOST" }));
    expect(status.message).toBe("Invalid value");
    expect(status.fields).toContain("status");
    const date = await refusal(await exportPassengers("xlsx", { tripId: walkId, date: "2025-02-30" }));
    expect(date.message).toBe("Invalid date");
    expect(date.fields).toContain("date");
    expect((await refusal(await exportCsv({ tripId: "abc" }))).fields).toContain("tripId");
    expect((await refusal(await exportCsv({ date: "2025-07-01" }))).message).toBe("Required");
  });
});

describe("reservation export access", () => {
  it("answers 401 without a session or with a bad token", async () => {
    const anonymous = await exportCsv({ tripId: walkId }, null);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    expect((await exportCsv({ tripId: walkId }, "v1.not-a-token")).status).toBe(401);
    expect((await exportPassengers("xlsx", { tripId: walkId }, null)).status).toBe(401);
  });

  it("answers 403 to a user without the reservation page permission", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const response = await exportCsv({ tripId: walkId }, agent);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "FORBIDDEN", message: "Insufficient permissions, please contact the administrator" },
    });
    expect((await exportPassengers("xlsx", { tripId: walkId }, agent)).status).toBe(403);
  });

  it("answers 404 for another tenant's trip, without a row of it", async () => {
    const other = await loginAs(stack.url, "other", "other123");
    const response = await exportCsv({ tripId: walkId }, other);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_ERROR");
    expect((await exportPassengers("xlsx", { tripId: walkId }, other)).status).toBe(404);
  });
});

describe("trip export", () => {
  const TRIPS = /* GraphQL */ `
    query ($filter: TripFilter) {
      trips(filter: $filter, page: { number: 1, size: 100 }) {
        total
        items {
          code
          price
          tags {
            name
          }
        }
      }
    }
  `;

  it("exports the filtered trip list as CSV and XLSX: the list's rows, labels, money, tags, tenant times", async () => {
    const listed = (await stack.run(TRIPS, { filter: { state: "PUBLISHED" } })).data!.trips;
    expect(listed.total).toBeGreaterThan(1);
    stack.proxy.reset();
    const response = await exportFile(stack.url, "trips.csv", { state: "PUBLISHED" }, stack.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/filename="trips-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers.get("x-total-count")).toBe(String(listed.total));
    const rows = await readCsv(response);
    expect(rows[0]).toEqual([
      "Trip ID",
      "Name",
      "Type",
      "Template",
      "Price from",
      "Views",
      "Bookings",
      "Status",
      "Tags",
      "Updated time (America/New_York)",
    ]);
    type Listed = { code: string; price: string; tags: Array<{ name: string }> };
    expect(column(rows, "Trip ID")).toEqual(listed.items.map((trip: Listed) => trip.code));
    expect(column(rows, "Price from")).toEqual(listed.items.map((trip: Listed) => trip.price));
    expect(column(rows, "Tags")).toEqual(
      listed.items.map((trip: Listed) => trip.tags.map((tag) => tag.name).join("; ")),
    );
    expect(new Set(column(rows, "Status"))).toEqual(new Set(["Published"]));
    expect(column(rows, "Type").every((type) => type === "Single" || type === "Grouped")).toBe(true);
    expect(
      column(rows, "Updated time (America/New_York)").every((time) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(time)),
    ).toBe(true);
    // Tag names cost one /tag/list call for the whole file, not one per trip.
    expect(stack.proxy.count("/tag/list")).toBe(1);

    const workbook = await readWorkbook(await exportFile(stack.url, "trips.xlsx", { state: "PUBLISHED" }, stack.admin));
    expect(workbook.sheet).toBe("Trips");
    expect(workbook.rows).toEqual(rows);
    const views = workbook.cells.getRow(2).getCell(rows[0].indexOf("Views") + 1);
    expect(typeof views.value).toBe("number");
  });

  it("reads the filter as the trips query does and needs the trip list permission", async () => {
    const bad = await exportFile(stack.url, "trips.csv", { state: "SOLD_OUT" }, stack.admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("state");
    expect((await exportFile(stack.url, "trips.xlsx", {}, null)).status).toBe(401);
    const agent = await loginAs(stack.url, "agent", "agent123");
    expect((await exportFile(stack.url, "trips.csv", {}, agent)).status).toBe(403);
    expect((await exportFile(stack.url, "trips.xlsx", {}, agent)).status).toBe(403);
  });
});
