/**
 * The permission matrix of coupons, statements and reports (docs/money-contract.md section 5) against the real vendor
 * API: every new root field asked by nobody, by the Demo Tours agent (who holds none of the money screens), by its
 * administrator and by another tenant's administrator; every new export by the same callers and by a role holding the
 * money pages without their export actions. Nothing the matrix sends changes a Demo Tours record.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { exportFile } from "./support/export-files";
import { loginAs, outcomeOf } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
const tokens: Record<"anonymous" | "agent" | "admin" | "otherTenant" | "pagesOnly", string | undefined> = {
  anonymous: undefined,
  agent: undefined,
  admin: undefined,
  otherTenant: undefined,
  pagesOnly: undefined,
};
const ids = { coupon: "", couponVersion: 0, trip: "" };
const MONEY_PAGES = [
  "sales_coupon_list",
  "sales_coupon_history",
  "sales_coupon_usage",
  "statement",
  "statement_detail",
  "income_report",
  "trip_report",
];

beforeAll(async () => {
  stack = await startCatalogueStack();
  tokens.admin = stack.admin;
  [tokens.agent, tokens.otherTenant] = await Promise.all([
    loginAs(stack.url, "agent", "agent123"),
    loginAs(stack.url, "other", "other123"),
  ]);
  const coupons = await stack.run(`{ coupons(filter: { code: "WELCOME5" }) { items { id code version } } }`);
  const welcome = coupons.data!.coupons.items.find((item: { code: string }) => item.code === "WELCOME5");
  const trips = await stack.run(`{ trips(page: { number: 1, size: 1 }) { items { id } } }`);
  Object.assign(ids, { coupon: welcome.id, couponVersion: welcome.version, trip: trips.data!.trips.items[0].id });

  // A role with every money page and none of their export actions.
  const role = await stack.run(
    `mutation { createRole(input: { name: "Money viewer ${process.pid}" }) { id version } }`,
  );
  const { id, version } = role.data!.createRole;
  const granted = await stack.run(
    `mutation Grant($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) { assignRoleResources(id: $id, version: $version, permissions: $permissions) { id } }`,
    { id, version, permissions: MONEY_PAGES.map((url) => ({ type: "PAGE", url })) },
  );
  expect(granted.errors).toBeUndefined();
  const username = `money_${process.pid}_${Date.now().toString(36)}`;
  const user = await stack.run(`mutation User($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { username, password: "viewer12", firstName: "Mona", lastName: "Viewer", status: "ACTIVE", roleIds: [id] },
  });
  expect(user.errors).toBeUndefined();
  tokens.pagesOnly = await loginAs(stack.url, username, "viewer12");
});
afterAll(async () => {
  await stack?.close();
});

type Outcome = "data" | "BAD_USER_INPUT" | "STALE_DATA" | "NOT_FOUND";

interface Case {
  field: string;
  query: () => string;
  admin: Outcome;
  otherTenant?: Outcome;
}

const RANGE = `input: { dateFrom: "2025-07-01", dateTo: "2025-07-31" }`;
const INPUT = `input: { code: "WELCOME5", amount: "5.00", count: 1, startDate: "2026-01-01", endDate: "2025-12-31" }`;
const cases: Case[] = [
  { field: "coupons", query: () => `{ coupons { total } }`, admin: "data" },
  { field: "coupon", query: () => `{ coupon(id: "${ids.coupon}") { id } }`, admin: "data", otherTenant: "NOT_FOUND" },
  { field: "couponJobs", query: () => `{ couponJobs { total } }`, admin: "data" },
  {
    field: "couponUsage",
    query: () => `{ couponUsage(id: "${ids.coupon}") { total } }`,
    admin: "data",
    otherTenant: "NOT_FOUND",
  },
  // Each write is refused by a rule or a stale version: the matrix changes nothing.
  { field: "createCoupon", query: () => `mutation { createCoupon(${INPUT}) { id } }`, admin: "BAD_USER_INPUT" },
  {
    field: "updateCoupon",
    query: () =>
      `mutation { updateCoupon(id: "${ids.coupon}", version: 0, ${INPUT.replace("2025-12-31", "2026-12-31")}) { id } }`,
    admin: "STALE_DATA",
    otherTenant: "NOT_FOUND",
  },
  {
    field: "setCouponState",
    query: () => `mutation { setCouponState(id: "${ids.coupon}", version: 0, enabled: false) { id } }`,
    admin: "STALE_DATA",
    otherTenant: "NOT_FOUND",
  },
  { field: "retryCouponJob", query: () => `mutation { retryCouponJob(id: "999999") { id } }`, admin: "NOT_FOUND" },
  { field: "statements", query: () => `{ statements { total } }`, admin: "data" },
  { field: "statement", query: () => `{ statement(month: "2025-07") { month } }`, admin: "data" },
  { field: "incomeReport", query: () => `{ incomeReport(${RANGE}) { series { gross } } }`, admin: "data" },
  { field: "tripReport", query: () => `{ tripReport(${RANGE}) { total } }`, admin: "data" },
  {
    field: "tripDetailReport",
    query: () => `{ tripDetailReport(tripId: "${ids.trip}", ${RANGE}) { rows { date } } }`,
    admin: "data",
    otherTenant: "NOT_FOUND",
  },
];

const expectOutcome = (actual: string, expected: Outcome, label: string) => expect(actual, label).toBe(expected);

describe("coupons, statements and reports permission matrix", () => {
  it("has a row for every root field the money screens guard", async () => {
    const schema = await buildGatewaySchema();
    const guarded = [schema.getQueryType()!, schema.getMutationType()!]
      .flatMap((type) => Object.values(type.getFields()))
      .filter((field) =>
        readAccessRules(schema, field).some(
          (rule) =>
            rule.kind === "permission" &&
            (rule.type === "page" ? MONEY_PAGES.includes(rule.url) : /^\/(coupon|statement|report)\//.test(rule.url)),
        ),
      )
      .map((field) => field.name);
    expect(cases.map((each) => each.field).sort()).toEqual(guarded.sort());
  });

  it.each(cases.map((each) => [each.field, each] as const))("%s", async (field, { query, admin, otherTenant }) => {
    expect(await outcomeOf(stack.url, query(), tokens.anonymous), `${field} anonymous`).toBe("UNAUTHENTICATED");
    expect(await outcomeOf(stack.url, query(), tokens.agent), `${field} agent`).toBe("FORBIDDEN");
    expectOutcome(await outcomeOf(stack.url, query(), tokens.admin), admin, `${field} admin`);
    expectOutcome(
      await outcomeOf(stack.url, query(), tokens.otherTenant),
      otherTenant ?? admin,
      `${field} other tenant`,
    );
  });

  it("left the coupon the matrix aimed at as it was", async () => {
    const result = await stack.run(`{ coupon(id: "${ids.coupon}") { version state } }`);
    expect(result.data!.coupon).toEqual({ version: ids.couponVersion, state: "ENABLED" });
  });
});

const EXPORTS: Array<[file: string, query: Record<string, string>]> = [
  ["coupons.csv", {}],
  ["coupon-codes.csv", { id: "coupon" }],
  ["coupon-usage.csv", { id: "coupon" }],
  ["statements.xlsx", {}],
  ["statement-entries.csv", { month: "2025-07" }],
  ["income-report.csv", { dateFrom: "2025-07-01", dateTo: "2025-07-31" }],
  ["trip-report.xlsx", { dateFrom: "2025-07-01", dateTo: "2025-07-31" }],
  ["trip-detail-report.csv", { tripId: "trip", dateFrom: "2025-07-01", dateTo: "2025-07-31" }],
];

/** The Demo Tours records an export names, looked up once the stack runs. */
const exportQuery = (query: Record<string, string>) => ({
  ...query,
  ...(query.id ? { id: ids.coupon } : {}),
  ...(query.tripId ? { tripId: ids.trip } : {}),
});

describe("coupon, statement and report exports", () => {
  it.each(EXPORTS)("%s needs a session, the list's page and its export action", async (file, query) => {
    expect((await exportFile(stack.url, file, exportQuery(query), null)).status).toBe(401);
    expect((await exportFile(stack.url, file, exportQuery(query), tokens.agent!)).status).toBe(403);
    expect((await exportFile(stack.url, file, exportQuery(query), tokens.pagesOnly!)).status).toBe(403);
    expect((await exportFile(stack.url, file, exportQuery(query), tokens.admin!)).status).toBe(200);
  });

  it("refuses a bad range before any report call", async () => {
    stack.proxy.reset();
    for (const file of ["income-report.csv", "trip-report.csv", "trip-detail-report.csv"]) {
      const response = await exportFile(
        stack.url,
        file,
        { tripId: "1", dateFrom: "2025-07-02", dateTo: "2025-07-01" },
        tokens.admin!,
      );
      expect(response.status, file).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "BAD_USER_INPUT", fields: [{ field: "dateTo" }] } });
    }
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/report/"))).toEqual([]);
  });
});
