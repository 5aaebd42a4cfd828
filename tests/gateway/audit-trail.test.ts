/**
 * The change history through the gateway against the real vendor API (docs/system-contract.md sections 8 and 9,
 * docs/exports.md): `auditTrail`'s filters (who acted, whole days of the tenant's time zone) checked and sent
 * upstream, and `/exports/audit-trail` with the entries in words, for those holding the Change History page and
 * View Change History only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import { column, exportFile, readCsv, readWorkbook } from "./support/export-files";
import { fieldMessages, loginAs } from "./support/graphql-client";

let stack: CatalogueStack;
let sequence = 0;
const unique = (prefix: string) => `${prefix}${process.pid}${Date.now().toString(36)}${++sequence}`;

/** A Demo Tours user whose one role holds exactly these permissions, logged in. */
async function userHolding(permissions: Array<{ type: "PAGE" | "CMD"; url: string }>): Promise<string> {
  const role = await stack.run(`mutation ($name: String!) { createRole(input: { name: $name }) { id version } }`, {
    name: unique("Role "),
  });
  const { id, version } = role.data!.createRole;
  const assigned = await stack.run(
    `mutation ($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
      assignRoleResources(id: $id, version: $version, permissions: $permissions) { id }
    }`,
    { id, version, permissions },
  );
  expect(assigned.errors).toBeUndefined();
  const username = unique("auditor");
  const created = await stack.run(`mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: { username, firstName: "Audrey", lastName: "Tor", password: "audit123", status: "ACTIVE", roleIds: [id] },
  });
  expect(created.errors).toBeUndefined();
  return loginAs(stack.url, username, "audit123");
}

const TRAIL = /* GraphQL */ `
  query ($area: AuditArea, $actor: String, $dateFrom: String, $dateTo: String) {
    auditTrail(area: $area, actor: $actor, dateFrom: $dateFrom, dateTo: $dateTo, page: { number: 1, size: 50 }) {
      total
      items {
        area
        action
        actor
        targetName
        changes {
          field
          from
          to
          fromItems
          toItems
          secret
        }
      }
    }
  }
`;

let roleName: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  // A change to read back: a role given two permissions, by the administrator.
  roleName = unique("Night desk, ");
  const role = await stack.run(`mutation ($name: String!) { createRole(input: { name: $name }) { id version } }`, {
    name: roleName,
  });
  await stack.run(
    `mutation ($id: ID!, $version: Int!) {
      assignRoleResources(id: $id, version: $version, permissions: [{ type: PAGE, url: "trip_list" }, { type: CMD, url: "/user/add" }]) { id }
    }`,
    role.data!.createRole,
  );
});
afterAll(async () => {
  await stack?.close();
});

describe("auditTrail", () => {
  it("documents its filters in the schema", async () => {
    const schema = await buildGatewaySchema();
    const args = schema.getQueryType()!.getFields().auditTrail.args;
    expect(args.map((arg) => arg.name).sort()).toEqual(["actor", "area", "dateFrom", "dateTo", "page", "targetId"]);
    for (const arg of args) expect(arg.description, arg.name).toBeTruthy();
    const change = schema.getType("AuditChange")!.toConfig() as { fields: Record<string, { description?: string }> };
    expect(Object.keys(change.fields)).toEqual(expect.arrayContaining(["fromItems", "toItems"]));
  });

  it("sends who acted and the days upstream, and keeps a list's items whole", async () => {
    stack.proxy.reset();
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    const mine = await stack.run(TRAIL, { area: "ROLE", actor: "ADMIN", dateFrom: "2020-01-01", dateTo: today });
    expect(mine.errors).toBeUndefined();
    expect(JSON.parse(stack.proxy.calls.find((call) => call.path === "/audit/list")!.body)).toMatchObject({
      area: "role",
      actor: "ADMIN",
      dateFrom: "2020-01-01",
      dateTo: today,
    });
    const assigned = mine.data!.auditTrail.items.find(
      (item: { action: string; targetName: string }) =>
        item.action === "assignResources" && item.targetName === roleName,
    );
    expect(assigned.changes).toContainEqual({
      field: "permissions",
      from: "",
      to: "trip_list, /user/add",
      fromItems: [],
      toItems: ["trip_list", "/user/add"],
      secret: false,
    });

    const nobody = await stack.run(TRAIL, { actor: "nobody-at-all" });
    expect(nobody.data!.auditTrail.total).toBe(0);
    const before = await stack.run(TRAIL, { dateTo: "2020-01-01" });
    expect(before.data!.auditTrail.total).toBe(0);
  });

  it("names the records a change refers to by id as they are now, typed and documented", async () => {
    const schema = await buildGatewaySchema();
    const reference = schema.getType("AuditReference")!.toConfig() as {
      description?: string;
      fields: Record<string, { description?: string }>;
    };
    expect(reference.description).toMatch(/as it is now/);
    expect(Object.keys(reference.fields).sort()).toEqual(["id", "name"]);
    for (const [name, field] of Object.entries(reference.fields)) expect(field.description, name).toBeTruthy();

    const fields =
      "businessType companyName dotNumber address cityId regionId timeZoneId contactName contactPhoneCode " +
      "contactPhone contactEmail secondaryDomain";
    const read = await stack.run(`{ companyInfo { version cityName ${fields} } }`);
    const { version, cityName, ...company } = read.data!.companyInfo;
    const boston = (await stack.run(`{ cities(keyword: "Boston") { id name state } }`)).data!.cities.find(
      (city: { name: string }) => city.name === "Boston",
    );
    expect(cityName).not.toBe("Boston");
    const saved = await stack.run(
      `mutation ($input: CompanyInfoInput!, $version: Int!) { saveCompanyInfo(input: $input, version: $version) { version } }`,
      { input: { ...company, cityId: boston.id }, version },
    );
    expect(saved.errors).toBeUndefined();

    const trail = await stack.run(
      `{ auditTrail(area: COMPANY, page: { number: 1, size: 1 }) {
          items { changes { field from to references { id name } } }
        } }`,
    );
    expect(trail.errors).toBeUndefined();
    expect(trail.data!.auditTrail.items[0].changes).toEqual([
      {
        field: "cityId",
        from: company.cityId,
        to: boston.id,
        references: [
          { id: company.cityId, name: expect.stringMatching(new RegExp(`^${cityName}`)) },
          { id: boston.id, name: "Boston, MA" },
        ],
      },
    ]);
    // The export writes the same words.
    const rows = await readCsv(await exportFile(stack.url, "audit-trail.csv", { area: "COMPANY" }, stack.admin));
    expect(rows[1][5]).toBe(`City: ${trail.data!.auditTrail.items[0].changes[0].references[0].name} → Boston, MA`);
  });

  it("refuses a bad day or an end before the start on its field, before any call", async () => {
    stack.proxy.reset();
    const bad = await stack.run(TRAIL, { dateFrom: "2025-02-30" });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldMessages(bad.errors?.[0]))).toEqual(["dateFrom"]);
    const order = await stack.run(TRAIL, { dateFrom: "2025-03-10", dateTo: "2025-03-09" });
    expect(fieldMessages(order.errors?.[0])).toEqual({ dateTo: "Start date must not be after end date" });
    expect(stack.proxy.count("/audit/list")).toBe(0);
  });

  it("is refused without View Change History, whatever pages the user holds", async () => {
    const token = await userHolding([{ type: "PAGE", url: "audit_log" }]);
    const refused = await stack.run(TRAIL, {}, token);
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("change history export", () => {
  it("writes the filtered entries in words, a list item by item, in CSV and XLSX", async () => {
    const query = { area: "ROLE", actor: "admin" };
    const csv = await exportFile(stack.url, "audit-trail.csv", query, stack.admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="change-history-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = await readCsv(csv);
    expect(rows[0]).toEqual(["Time (America/New_York)", "User", "Area", "Action", "Record", "Changes"]);
    const row = rows.find((cells) => cells[3] === "Assign resources" && cells[4] === roleName)!;
    expect(row.slice(1, 4)).toEqual(["admin", "Roles", "Assign resources"]);
    expect(row[5]).toBe("Resources: (none) → Trip List, Create User");
    expect(new Set(column(rows, "Area"))).toEqual(new Set(["Roles"]));
    expect(rows.flat().join(" ")).not.toMatch(/assignResources|trip_list|\/user\/add/);

    const xlsx = await readWorkbook(await exportFile(stack.url, "audit-trail.xlsx", query, stack.admin));
    expect(xlsx.rows.length).toBe(rows.length);
  });

  it("needs the Change History page and View Change History; refuses a bad day before any call", async () => {
    const pageOnly = await userHolding([{ type: "PAGE", url: "audit_log" }]);
    expect((await exportFile(stack.url, "audit-trail.csv", {}, pageOnly)).status).toBe(403);
    const cmdOnly = await userHolding([{ type: "CMD", url: "/audit/list" }]);
    expect((await exportFile(stack.url, "audit-trail.csv", {}, cmdOnly)).status).toBe(403);
    const both = await userHolding([
      { type: "PAGE", url: "audit_log" },
      { type: "CMD", url: "/audit/list" },
    ]);
    expect((await exportFile(stack.url, "audit-trail.csv", {}, both)).status).toBe(200);
    expect((await exportFile(stack.url, "audit-trail.csv", {}, null)).status).toBe(401);
    const bad = await exportFile(stack.url, "audit-trail.csv", { dateTo: "2025-13-01" }, stack.admin);
    expect(bad.status).toBe(400);
  });
});
