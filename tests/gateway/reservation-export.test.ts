/**
 * `GET /exports/reservations.csv` (and `.xlsx`) through the gateway against the real vendor API: content, filters and
 * access. The workbook is read back with ExcelJS, as an integrator's spreadsheet tooling would.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

function exportFile(format: "csv" | "xlsx", query: Record<string, string>, token: string | null = stack.admin) {
  const url = `${stack.url}/exports/reservations.${format}?${new URLSearchParams(query)}`;
  return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const exportCsv = (query: Record<string, string>, token?: string | null) => exportFile("csv", query, token);

/** The first worksheet's name and rows, every cell as text (empty cells as ""). */
async function readWorkbook(response: Response): Promise<{ sheet: string; rows: string[][]; frozen: boolean }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const worksheet = workbook.worksheets[0];
  const rows: string[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: worksheet.columnCount }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value === null || value === undefined ? "" : String(value);
      }),
    );
  });
  const view = worksheet.views[0];
  return { sheet: worksheet.name, rows, frozen: view?.state === "frozen" && view.ySplit === 1 };
}

/** RFC 4180 rows of a body, without the BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

/** A CSV answer's rows. `text()` already drops the BOM (WHATWG decoding); the replace only guards against a change. */
const readCsv = async (response: Response) => parseCsv((await response.text()).replace(/^\uFEFF/, ""));

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
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="reservations-${walkId}-2025-07-01-Morning.csv"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
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
    const response = await exportFile("xlsx", query);
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
    const workbook = await readWorkbook(await exportFile("xlsx", { tripId: walkId, date: "2031-01-01" }));
    expect(workbook.rows).toHaveLength(1);
    expect(workbook.rows[0][0]).toBe("Ticket number");
  });

  it("refuses bad filters with 400", async () => {
    const response = await exportCsv({ tripId: walkId, date: "2025-02-30", status: "LOST" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_USER_INPUT", message: "Invalid date" } });
    expect((await exportCsv({ tripId: "abc" })).status).toBe(400);
    expect((await exportFile("xlsx", { tripId: walkId, date: "2025-02-30" })).status).toBe(400);
  });
});

describe("reservation export access", () => {
  it("answers 401 without a session or with a bad token", async () => {
    const anonymous = await exportCsv({ tripId: walkId }, null);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    expect((await exportCsv({ tripId: walkId }, "v1.not-a-token")).status).toBe(401);
    expect((await exportFile("xlsx", { tripId: walkId }, null)).status).toBe(401);
  });

  it("answers 403 to a user without the reservation page permission", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const response = await exportCsv({ tripId: walkId }, agent);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "FORBIDDEN", message: "Insufficient permissions, please contact the administrator" },
    });
    expect((await exportFile("xlsx", { tripId: walkId }, agent)).status).toBe(403);
  });

  it("answers 404 for another tenant's trip, without a row of it", async () => {
    const other = await loginAs(stack.url, "other", "other123");
    const response = await exportCsv({ tripId: walkId }, other);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_ERROR");
    expect((await exportFile("xlsx", { tripId: walkId }, other)).status).toBe(404);
  });
});
