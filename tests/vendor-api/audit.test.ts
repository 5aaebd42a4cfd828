/**
 * The audit trail (docs/system-contract.md section 8): the helpers every settings change records with, the list call,
 * and the permission catalogue's `/audit/list` and parents (section 2).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AUDIT_ACTIONS, AUDIT_FIELDS, auditFieldKind, type AuditAction } from "#rules";
import { auditEntries, cities, files } from "../../vendor-api/src/db/schema";
import { diffChanges, recordAudit } from "../../vendor-api/src/audit-trail/record";
import { startTestApi, type TestApi } from "./support/api";
import { PNG_BASE64, validTrip } from "./support/catalogue";
import { cmd, freshTenant, page, roleWith, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let first: FreshTenant;
let second: FreshTenant;

beforeAll(async () => {
  api = await startTestApi();
  [first, second] = [await freshTenant(api), await freshTenant(api)];
});
afterAll(() => api?.close());

describe("diffChanges", () => {
  it("lists the fields that differ, secrets as changed without either value", () => {
    expect(
      diffChanges(
        { name: "Ops", email: "a@example.com", transactionKey: "old-key-1234", roles: ["A"] },
        { name: "Ops", email: "b@example.com", transactionKey: "new-key-5678", roles: ["A", "B"] },
        { secretFields: ["transactionKey"] },
      ),
    ).toEqual([
      { field: "email", from: "a@example.com", to: "b@example.com" },
      { field: "transactionKey", from: null, to: null, secret: true },
      { field: "roles", from: ["A"], to: ["A", "B"] },
    ]);
  });

  it("keeps a field left out of the new state, and an unchanged secret, out of the changes", () => {
    expect(diffChanges({ password: "hash", name: "A" }, { name: "A" }, { secretFields: ["password"] })).toEqual([]);
    expect(diffChanges({ password: "same" }, { password: "same" }, { secretFields: ["password"] })).toEqual([]);
  });

  it("words a creation from nothing and a deletion to nothing, secrets still without values", () => {
    expect(diffChanges(null, { name: "A", password: "p", email: null }, { secretFields: ["password"] })).toEqual([
      { field: "name", from: null, to: "A" },
      { field: "password", from: null, to: null, secret: true },
    ]);
    expect(diffChanges({ name: "A" }, null)).toEqual([{ field: "name", from: "A", to: null }]);
  });
});

describe("the demo tenant's setup (issue 61)", () => {
  it("starts Change History with its setup in words and System E-mail with its two receivers", async () => {
    const admin = (await api.login("admin", "admin123")).headers;
    const trail = await api.post("/audit/list", { pageNum: 1, pageSize: 10 }, admin);
    const listed = trail.result.list as Array<{ area: string; action: string; targetName: string; actor: string }>;
    expect(listed.every((item) => item.actor === "admin")).toBe(true);
    expect(listed.map((item) => [item.area, item.action, item.targetName])).toEqual([
      ["receiver", "add", "accounts@demo-tours.example.com"],
      ["receiver", "add", "refunds@demo-tours.example.com"],
      ["role", "edit", "Sales agent"],
      ["company", "add", "Demo Tours"],
    ]);
    // Every field of those entries reads in words (rules/audit.ts), as an entry the console writes would.
    for (const item of trail.result.list as Array<{ area: string; changes: Array<{ field: string }> }>)
      for (const change of item.changes) expect(auditFieldKind(item.area, change.field), change.field).toBeDefined();
    const receivers = await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, admin);
    expect(
      (receivers.result.list as Array<{ email: string; type: string }>).map((row) => [row.email, row.type]).sort(),
    ).toEqual(
      expect.arrayContaining([
        ["accounts@demo-tours.example.com", "refundResult"],
        ["refunds@demo-tours.example.com", "refund"],
      ]),
    );
  });
});

describe("POST /audit/list", () => {
  it("answers the tenant's own entries newest first, narrowed by area and target, never another tenant's", async () => {
    const entry = (tenantId: number, area: "user" | "role", targetId: number, action: AuditAction) =>
      recordAudit(api.db, {
        tenantId,
        actor: "someone",
        area,
        action,
        targetId,
        targetName: `target ${targetId}`,
        changes: [{ field: area === "role" ? "name" : "firstName", from: "a", to: "b" }],
      });
    await entry(first.tid, "user", 1, "add");
    await entry(first.tid, "user", 2, "edit");
    await entry(first.tid, "role", 1, "delete");
    await entry(second.tid, "user", 1, "resetTwoFactor");

    const all = await api.post("/audit/list", { pageNum: 1, pageSize: 10 }, first.headers);
    expect(all.status.code).toBe(0);
    expect(all.result.total).toBe(3);
    expect(all.result.list.map((item: { action: string }) => item.action)).toEqual(["delete", "edit", "add"]);
    expect(all.result.list[0]).toMatchObject({
      area: "role",
      targetId: 1,
      targetName: "target 1",
      actor: "someone",
      changes: [{ field: "name", from: "a", to: "b" }],
    });
    expect(Date.parse(all.result.list[0].time)).not.toBeNaN();

    const users = await api.post("/audit/list", { pageNum: 1, pageSize: 10, area: "user" }, first.headers);
    expect(users.result.list.map((item: { action: string }) => item.action)).toEqual(["edit", "add"]);
    const one = await api.post("/audit/list", { pageNum: 1, pageSize: 10, area: "user", targetId: 1 }, first.headers);
    expect(one.result).toMatchObject({ total: 1, list: [{ action: "add" }] });
    const paged = await api.post("/audit/list", { pageNum: 2, pageSize: 2 }, first.headers);
    expect(paged.result).toMatchObject({ total: 3, list: [{ action: "add" }] });

    const other = await api.post("/audit/list", { pageNum: 1, pageSize: 10 }, second.headers);
    expect(other.result.list.map((item: { action: string }) => item.action)).toEqual(["resetTwoFactor"]);
  });

  it("narrows to who acted and to whole days of the tenant's time zone, and pages the narrowed list", async () => {
    const tenant = await freshTenant(api);
    const other = await freshTenant(api);
    // America/New_York, the tenant's default: March 9th 2025 runs from 05:00 UTC (EST) to 04:00 UTC on the 10th (EDT).
    const at = (actor: string, time: string, tenantId = tenant.tid) =>
      api.db.insert(auditEntries).values({
        tenantId,
        actor,
        area: "role",
        action: "edit",
        targetId: 1,
        targetName: time,
        changes: [{ field: "name", from: "a", to: "b" }],
        createdAt: new Date(time),
      });
    await at("Ann", "2025-03-09T05:30:00.000Z");
    await at("Ann", "2025-03-10T03:30:00.000Z");
    await at("bob", "2025-03-10T04:30:00.000Z");
    await at("ann", "2025-03-11T12:00:00.000Z");
    await at("ann", "2025-03-10T03:30:00.000Z", other.tid);
    const names = async (filter: Record<string, unknown>, headers = tenant.headers) => {
      const answer = await api.post("/audit/list", { pageNum: 1, pageSize: 10, ...filter }, headers);
      expect(answer.status.code, JSON.stringify(answer.status)).toBe(0);
      return (answer.result.list as Array<{ targetName: string; actor: string }>).map(
        (entry) => `${entry.actor} ${entry.targetName}`,
      );
    };
    expect(await names({ actor: "ANN" })).toEqual([
      "ann 2025-03-11T12:00:00.000Z",
      "Ann 2025-03-10T03:30:00.000Z",
      "Ann 2025-03-09T05:30:00.000Z",
    ]);
    expect(await names({ dateFrom: "2025-03-09", dateTo: "2025-03-09" })).toEqual([
      "Ann 2025-03-10T03:30:00.000Z",
      "Ann 2025-03-09T05:30:00.000Z",
    ]);
    expect(await names({ dateFrom: "2025-03-10" })).toEqual([
      "ann 2025-03-11T12:00:00.000Z",
      "bob 2025-03-10T04:30:00.000Z",
    ]);
    expect(await names({ dateTo: "2025-03-08" })).toEqual([]);
    expect(await names({ actor: "ann", dateFrom: "2025-03-10", dateTo: "2025-03-10" })).toEqual([]);
    expect(await names({ actor: "ann" }, other.headers)).toEqual(["ann 2025-03-10T03:30:00.000Z"]);
    const paged = await api.post("/audit/list", { pageNum: 2, pageSize: 2, actor: "ann" }, tenant.headers);
    expect(paged.result).toMatchObject({ total: 3, list: [{ targetName: "2025-03-09T05:30:00.000Z" }] });
  });

  it("refuses a bad date or an end before the start, naming the field", async () => {
    const bad = await api.post("/audit/list", { pageNum: 1, pageSize: 10, dateFrom: "2025-02-30" }, first.headers);
    expect(bad.status.code).toBe(20001);
    expect(JSON.stringify(bad)).toContain("dateFrom");
    const order = await api.post(
      "/audit/list",
      { pageNum: 1, pageSize: 10, dateFrom: "2025-03-10", dateTo: "2025-03-09" },
      first.headers,
    );
    expect(order.status.code).toBe(20001);
    expect(JSON.stringify(order)).toContain("dateTo");
  });

  it("refuses a user without View Change History, whatever other pages they hold", async () => {
    const tenant = await freshTenant(api);
    const role = await roleWith(api, tenant.headers, "Viewers", [page("audit_log"), page("user_list")]);
    const viewer = await userWith(api, tenant.headers, [role.id]);
    const refused = await api.post("/audit/list", { pageNum: 1, pageSize: 10 }, viewer.headers);
    expect(refused.status.code).toBe(21403);
    const allowedRole = await roleWith(api, tenant.headers, "Auditors", [cmd("/audit/list")]);
    const auditor = await userWith(api, tenant.headers, [allowedRole.id]);
    const allowed = await api.post(
      "/audit/list",
      { pageNum: 1, pageSize: 10, actor: tenant.username },
      auditor.headers,
    );
    expect(allowed.status.code).toBe(0);
    expect(allowed.result.total).toBeGreaterThan(0);
  });

  it("refuses an unknown area as a malformed request", async () => {
    const refused = await api.post("/audit/list", { pageNum: 1, pageSize: 10, area: "secrets" }, first.headers);
    expect(refused.status.code).toBe(10001);
  });
});

describe("the trail's vocabulary (rules/audit.ts)", () => {
  it("refuses to record an action or a field it does not know, so every entry has words", async () => {
    const base = { tenantId: first.tid, actor: "someone", targetId: null, targetName: null } as const;
    await expect(
      recordAudit(api.db, { ...base, area: "role", action: "rename" as AuditAction, changes: [] }),
    ).rejects.toThrow(/rename/);
    await expect(
      recordAudit(api.db, { ...base, area: "role", action: "edit", changes: [{ field: "colour", from: 1, to: 2 }] }),
    ).rejects.toThrow(/role\.colour/);
    // A field of another area is not one of this area's.
    await expect(
      recordAudit(api.db, {
        ...base,
        area: "tax",
        action: "edit",
        changes: [{ field: "gatewayType", from: 1, to: 2 }],
      }),
    ).rejects.toThrow(/tax\.gatewayType/);
    expect(AUDIT_ACTIONS).toContain("assignResources");
    expect(Object.keys(AUDIT_FIELDS.payment)).toContain("gatewayType");
  });
});

describe("GET /permission/catalogue", () => {
  it("places hidden pages under the page they open from and cmds under their screen; View Change History under system", async () => {
    const catalogue = await api.get("/permission/catalogue", {}, first.headers);
    expect(catalogue.status.code).toBe(0);
    const parentOf = (type: string, url: string) =>
      (catalogue.result as Array<{ type: string; url: string; parent: string | null }>).find(
        (entry) => entry.type === type && entry.url === url,
      )?.parent;
    expect(parentOf("page", "trip_list")).toBeNull();
    expect(parentOf("page", "trip_edit")).toBe("trip_list");
    expect(parentOf("page", "reservation")).toBe("trip_list");
    expect(parentOf("page", "order_detail")).toBe("order_list");
    expect(parentOf("page", "sales_coupon_history")).toBe("sales_coupon_list");
    expect(parentOf("page", "statement_detail")).toBe("statement");
    expect(parentOf("page", "add_receiver")).toBe("system_email");
    expect(parentOf("cmd", "/user/add")).toBe("user_list");
    expect(parentOf("cmd", "/role/assign/resources")).toBe("role_list");
    expect(parentOf("cmd", "/refund/approve")).toBe("refund_order_detail");
    expect(catalogue.result).toContainEqual({
      type: "cmd",
      url: "/audit/list",
      name: "View Change History",
      group: "system",
      parent: null,
    });
    expect(catalogue.result).toContainEqual({
      type: "page",
      url: "audit_log",
      name: "Change History",
      group: "system",
      parent: null,
    });
    // Every parent names a page of the catalogue, so the tree has no dangling branch.
    const pages = new Set(
      (catalogue.result as Array<{ type: string; url: string }>)
        .filter((entry) => entry.type === "page")
        .map((entry) => entry.url),
    );
    for (const entry of catalogue.result as Array<{ parent: string | null }>)
      if (entry.parent !== null) expect(pages).toContain(entry.parent);
  });

  it("lets an Administrator (allPermissions) hold the new /audit/list without a per-role row", async () => {
    const permissions = await api.post("/vendor/account/permission/load", undefined, first.headers);
    expect(permissions.result).toContainEqual({ type: "cmd", name: "View Change History", url: "/audit/list" });
  });
});

describe("the trail of user and role changes", () => {
  it("records every change with its actor and fields, passwords as changed only, and nothing of a refused change", async () => {
    const tenant = await freshTenant(api);
    const headers = tenant.headers;
    const role = await api.post("/role/add", { name: "Guides", description: "Trip guides" }, headers);
    await api.post(
      "/role/edit",
      { id: role.result.id, version: 1, name: "Tour guides", description: "Trip guides" },
      headers,
    );
    await api.post(
      "/role/assign/resources",
      { id: role.result.id, version: 2, permissions: [{ type: "page", url: "trip_list" }] },
      headers,
    );
    const user = await api.post(
      "/user/add",
      {
        username: `guide${tenant.tid}`,
        firstName: "Gus",
        lastName: "Ide",
        password: "first123",
        status: "active",
        roleIds: [role.result.id],
      },
      headers,
    );
    const { id } = user.result;
    await api.post("/user/edit", { id, version: 1, firstName: "Gus", lastName: "Ide", status: "forbidden" }, headers);
    await api.post("/user/password/reset", { id, newPassword: "other123" }, headers);
    const refused = await api.post(
      "/user/edit",
      { id, version: 2, firstName: "", lastName: "Ide", status: "active" },
      headers,
    );
    expect(refused.status.code).toBe(20001);
    await api.post("/user/delete", { id, version: 2 }, headers);
    await api.post("/role/delete", { id: role.result.id, version: 3 }, headers);

    const trail = await api.post("/audit/list", { pageNum: 1, pageSize: 50 }, headers);
    const entries = trail.result.list as Array<{
      area: string;
      action: string;
      targetId: number;
      targetName: string;
      actor: string;
      changes: unknown[];
    }>;
    expect(entries.map((entry) => `${entry.area} ${entry.action} ${entry.targetName}`)).toEqual([
      "role delete Tour guides",
      `user delete guide${tenant.tid}`,
      `user resetPassword guide${tenant.tid}`,
      `user edit guide${tenant.tid}`,
      `user add guide${tenant.tid}`,
      "role assignResources Tour guides",
      "role edit Tour guides",
      "role add Guides",
    ]);
    expect(entries.every((entry) => entry.actor === tenant.username)).toBe(true);
    const changesOf = (action: string, area = "user") =>
      entries.find((entry) => entry.action === action && entry.area === area)?.changes;
    expect(changesOf("add")).toEqual([
      { field: "username", from: null, to: `guide${tenant.tid}` },
      { field: "firstName", from: null, to: "Gus" },
      { field: "lastName", from: null, to: "Ide" },
      { field: "status", from: null, to: "active" },
      { field: "roles", from: null, to: ["Tour guides"] },
      { field: "password", from: null, to: null, secret: true },
    ]);
    expect(changesOf("edit")).toEqual([{ field: "status", from: "active", to: "forbidden" }]);
    expect(changesOf("resetPassword")).toEqual([
      { field: "password", from: null, to: null, secret: true },
      { field: "mustChangePassword", from: false, to: true },
    ]);
    expect(changesOf("edit", "role")).toEqual([{ field: "name", from: "Guides", to: "Tour guides" }]);
    expect(changesOf("assignResources", "role")).toEqual([{ field: "permissions", from: [], to: ["trip_list"] }]);
    const body = JSON.stringify(trail);
    for (const secret of ["first123", "other123", "scrypt", "$"]) expect(body).not.toContain(secret);
    const one = await api.post("/audit/list", { pageNum: 1, pageSize: 50, area: "user", targetId: id }, headers);
    expect(one.result.total).toBe(4);
  });
});

describe("the records an entry refers to by id", () => {
  it("are named as they are now, one query per kind for the page, never another tenant's, a deleted one as null", async () => {
    const tenant = await freshTenant(api);
    const other = await freshTenant(api);
    const upload = async (name: string, headers = tenant.headers) => {
      const answer = await api.post("/file/upload", { name, data: PNG_BASE64 }, headers);
      expect(answer.status.code, JSON.stringify(answer.status)).toBe(0);
      return answer.result.id as number;
    };
    const logo = await upload("harbor-logo.png");
    const gone = await upload("old-banner.png");
    const theirs = await upload("other-tenants-secret.png", other.headers);
    await api.db.delete(files).where(eq(files.id, gone));
    const trip = await api.post("/trip/add", validTrip({ name: "Harbor Cruise" }), tenant.headers);
    expect(trip.status.code, JSON.stringify(trip.status)).toBe(0);
    const theirTrip = await api.post("/trip/add", validTrip({ name: "Their Secret Tour" }), other.headers);
    const [boston] = await api.db.select().from(cities).where(eq(cities.name, "Boston"));
    const [newYork] = await api.db.select().from(cities).where(eq(cities.name, "New York"));

    const base = { tenantId: tenant.tid, actor: "someone", action: "edit" as const, targetId: null, targetName: null };
    await recordAudit(api.db, {
      ...base,
      area: "company",
      changes: [
        { field: "address", from: "1 Main Street", to: "2 Main Street" },
        { field: "cityId", from: boston.id, to: newYork.id },
        { field: "timeZoneId", from: 101, to: 102 },
      ],
    });
    await recordAudit(api.db, { ...base, area: "tax", changes: [{ field: "taxTypeId", from: null, to: 201 }] });
    await recordAudit(api.db, {
      ...base,
      area: "vendorPage",
      changes: [
        { field: "logoFileId", from: logo, to: theirs },
        { field: "bgImageFileIds", from: [], to: [String(logo), String(gone)] },
      ],
    });
    await recordAudit(api.db, {
      ...base,
      area: "coupon",
      changes: [{ field: "productGoodLimit", from: [], to: [String(trip.result.id), String(theirTrip.result.id)] }],
    });

    /** The list's answer and the queries it took beyond those of a page without entries (the session's checks). */
    const listed = async () => {
      const selects = vi.spyOn(api.db, "select");
      try {
        await api.post("/audit/list", { pageNum: 1, pageSize: 50, area: "role" }, tenant.headers);
        const none = selects.mock.calls.length;
        const answer = await api.post("/audit/list", { pageNum: 1, pageSize: 50 }, tenant.headers);
        expect(answer.status.code).toBe(0);
        return { answer, lookups: selects.mock.calls.length - 2 * none };
      } finally {
        selects.mockRestore();
      }
    };
    const { answer, lookups } = await listed();
    const [coupon, vendorPage, tax, company] = answer.result.list as Array<{
      changes: Array<{ field: string; references?: Array<{ id: number; name: string | null }> }>;
    }>;
    expect(company.changes).toEqual([
      { field: "address", from: "1 Main Street", to: "2 Main Street" },
      {
        field: "cityId",
        from: boston.id,
        to: newYork.id,
        references: [
          { id: boston.id, name: "Boston, MA" },
          { id: newYork.id, name: "New York, NY" },
        ],
      },
      {
        field: "timeZoneId",
        from: 101,
        to: 102,
        references: [
          { id: 101, name: "Eastern Time (US & Canada)" },
          { id: 102, name: "Central Time (US & Canada)" },
        ],
      },
    ]);
    expect(tax.changes[0].references).toEqual([{ id: 201, name: "Employer Identification Number (EIN)" }]);
    expect(vendorPage.changes.map((change) => change.references)).toEqual([
      [
        { id: logo, name: "harbor-logo.png" },
        { id: theirs, name: null },
      ],
      [
        { id: logo, name: "harbor-logo.png" },
        { id: gone, name: null },
      ],
    ]);
    expect(coupon.changes[0].references).toEqual([
      { id: trip.result.id, name: "Harbor Cruise" },
      { id: theirTrip.result.id, name: null },
    ]);
    expect(JSON.stringify(answer.result)).not.toMatch(/other-tenants-secret|Their Secret Tour/);
    // One query per kind named: city, time zone, tax type, file, trip.
    expect(lookups).toBe(5);

    // Twenty more entries naming other cities: still one query for every city of the page.
    const moreCities = await api.db.select().from(cities).limit(20);
    for (const city of moreCities)
      await recordAudit(api.db, {
        ...base,
        area: "company",
        changes: [{ field: "cityId", from: boston.id, to: city.id }],
      });
    const longer = await listed();
    expect(longer.lookups).toBe(5);
    expect(longer.answer.result.list[0].changes[0].references).toEqual([
      { id: boston.id, name: "Boston, MA" },
      { id: moreCities.at(-1)!.id, name: expect.stringContaining(moreCities.at(-1)!.name) },
    ]);
  });
});
