/**
 * The one date rule (docs/rules.md, "Dates"; issue 57, finding 2) on every date field of the vendor API: a date
 * outside 1900–2100, a day the calendar lacks or anything but ISO 8601's forms is 20001 on its field (`yearRange`,
 * `date`) and writes nothing, never a 10000 from the database; the first and last day of the years are taken.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../vendor-api/src/db/schema";
import { startTestApi, type Envelope, type FieldFailure, type SessionHeaders, type TestApi } from "./support/api";
import { validTrip } from "./support/catalogue";

let api: TestApi;
let demo: SessionHeaders;
let roleId: number;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  roleId = (await api.post("/role/list", { pageNum: 1, pageSize: 50 }, demo)).result.list[0].id;
});
afterAll(() => api?.close());

const YEAR_RANGE = { rule: "yearRange", params: { min: 1900, max: 2100 } };

/** The failure of one field in a 20001 answer. */
function failureOf(envelope: Envelope, field: string): FieldFailure | undefined {
  expect(envelope.status.code, JSON.stringify(envelope.status)).toBe(20001);
  return (envelope.result.fields as FieldFailure[]).find((entry) => entry.field === field);
}

const page = { pageNum: 1, pageSize: 10 };

/** Every date field of the requests, with a body that is valid but for that field. */
const DATE_FIELDS: ReadonlyArray<readonly [path: string, field: string, body: (date: string) => object]> = [
  ["/order/list", "dateFrom", (date) => ({ ...page, dateFrom: date })],
  ["/order/list", "dateTo", (date) => ({ ...page, dateTo: date })],
  ["/transaction/list", "dateFrom", (date) => ({ ...page, dateFrom: date })],
  ["/transaction/list", "dateTo", (date) => ({ ...page, dateTo: date })],
  ["/audit/list", "dateFrom", (date) => ({ ...page, dateFrom: date })],
  ["/audit/list", "dateTo", (date) => ({ ...page, dateTo: date })],
  ["/coupon/list", "activeOn", (date) => ({ ...page, activeOn: date })],
  ["/coupon/add", "startDate", (date) => ({ startDate: date })],
  ["/departure/list", "from", (date) => ({ from: date, to: "2025-03-01" })],
  ["/departure/list", "to", (date) => ({ from: "2025-03-01", to: date })],
  ["/departure/manifest", "date", (date) => ({ tripId: 1, date })],
  ["/check-in/counts", "date", (date) => ({ tripId: 1, date })],
  ["/check-in/ticket", "departure.date", (date) => ({ departure: { tripId: 1, date }, ticket: "BKT000000001" })],
  ["/order/quote", "date", (date) => ({ tripId: 1, date, passengers: [{ option: "Adult", count: 1 }] })],
  ["/report/income", "dateFrom", (date) => ({ groupBy: "day", dateFrom: date, dateTo: "2025-03-01" })],
  ["/report/trip", "dateTo", (date) => ({ ...page, dateFrom: "2025-03-01", dateTo: date })],
  ["/reservation/list", "date", (date) => ({ ...page, tripId: 1, date })],
  [
    "/reservation/notify",
    "date",
    (date) => ({ tripId: 1, date, channel: "email", subject: "Weather", content: "Bring a coat" }),
  ],
  ["/trip/add", "saleStart", (date) => validTrip({ saleStart: date })],
  [
    "/trip/add",
    "inventories.0.date",
    (date) =>
      validTrip({
        inventoryType: 2,
        totalQuantity: null,
        shifts: [{ name: "Morning", selected: true }],
        inventories: [{ date, shift: "Morning", quantity: 1 }],
      }),
  ],
  ["/api-token/add", "expiresAt", (date) => ({ name: "Dated", roleIds: [roleId], expiresAt: date })],
];

describe("the attack run's dates", () => {
  it("refuses year 0000 in an order list's filter on its field", async () => {
    const envelope = await api.post("/order/list", { ...page, dateFrom: "0000-01-01" }, demo);
    expect(failureOf(envelope, "dateFrom")).toMatchObject(YEAR_RANGE);
  });

  it("refuses year +275760 in a transaction list's filter on its field", async () => {
    const envelope = await api.post("/transaction/list", { ...page, dateTo: "+275760-09-13T00:00:00.000Z" }, demo);
    expect(failureOf(envelope, "dateTo")).toMatchObject(YEAR_RANGE);
  });

  it("refuses a token's expiry in year +099999, 2025-02-30 and a Date.toString text, and makes no token", async () => {
    const tokens = async () =>
      (await api.db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.name, "Dated")))[0].n;
    const before = await tokens();
    for (const [expiresAt, failure] of [
      ["+099999-01-01T00:00:00.000Z", YEAR_RANGE],
      ["2025-02-30", { rule: "date" }],
      ["2025-02-30T10:00:00Z", { rule: "date" }],
      ["Tue Mar 01 2025", { rule: "date" }],
    ] as const) {
      const envelope = await api.post("/api-token/add", { name: "Dated", roleIds: [roleId], expiresAt }, demo);
      expect(failureOf(envelope, "expiresAt"), expiresAt).toMatchObject(failure);
    }
    expect(await tokens()).toBe(before);
  });
});

describe("every date field", () => {
  it.each(DATE_FIELDS)(
    "%s %s: out of the years, impossible or not ISO 8601 is 20001 on the field",
    async (path, field, body) => {
      for (const [date, failure] of [
        ["0000-01-01", YEAR_RANGE],
        ["1899-12-31", YEAR_RANGE],
        ["2101-01-01", YEAR_RANGE],
        ["2025-02-30", { rule: "date" }],
        ["2025-13-01", { rule: "date" }],
        ["Tue Mar 01 2025", { rule: "date" }],
        ["03/01/2025", { rule: "date" }],
      ] as const) {
        const envelope = await api.post(path, body(date), demo);
        expect(failureOf(envelope, field), `${path} ${field} ${date}`).toMatchObject(failure);
      }
    },
  );

  it("reads a date and time in ISO 8601's forms only, its year in UTC", async () => {
    for (const [dateTo, failure] of [
      ["2025-03-01T10:00:00", { rule: "date" }],
      ["2025-03-01 10:00:00Z", { rule: "date" }],
      ["2025-03-01T24:00:00Z", { rule: "date" }],
      ["2025-03-01T10:00:00+0800", { rule: "date" }],
      ["2100-12-31T23:30:00-01:00", YEAR_RANGE],
      ["+002025-03-01T10:00:00Z", { rule: "date" }],
    ] as const) {
      const envelope = await api.post("/transaction/list", { ...page, dateTo }, demo);
      expect(failureOf(envelope, "dateTo"), dateTo).toMatchObject(failure);
    }
  });

  it("takes the first and the last day of the years", async () => {
    for (const body of [
      { ...page, dateFrom: "1900-01-01", dateTo: "2100-12-31" },
      { ...page, dateFrom: "1900-01-01T00:00:00Z", dateTo: "2100-12-31T23:59:59.999Z" },
      { ...page, dateFrom: "2025-03-01T08:00:00+08:00", dateTo: "2025-03-02T00:00:00.000-05:00" },
    ]) {
      const orders = await api.post("/order/list", body, demo);
      expect(orders.status.code, JSON.stringify(orders.status)).toBe(0);
      const transactions = await api.post("/transaction/list", body, demo);
      expect(transactions.status.code, JSON.stringify(transactions.status)).toBe(0);
    }
    const coupons = await api.post("/coupon/list", { ...page, activeOn: "2100-12-31" }, demo);
    expect(coupons.status.code).toBe(0);
    const token = await api.post(
      "/api-token/add",
      { name: "Far expiry", roleIds: [roleId], expiresAt: "2100-12-31T00:00:00.000Z" },
      demo,
    );
    expect(token.status.code, JSON.stringify(token.status)).toBe(0);
    expect(token.result.apiToken.expiresAt).toBe("2100-12-31T00:00:00.000Z");
  });
});
