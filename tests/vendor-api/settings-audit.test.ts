/**
 * The audit trail of settings (docs/system-contract.md section 8): receivers, payment configurations, the booking
 * fee, company, tax, bank and vendor page saves each record one entry in their transaction, secrets as changed only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../vendor-api/src/db/schema";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { freshTenant } from "./support/tenants";

let api: TestApi;
let headers: SessionHeaders;
let username: string;

beforeAll(async () => {
  api = await startTestApi();
  ({ headers, username } = await freshTenant(api));
});
afterAll(() => api?.close());

interface Entry {
  area: string;
  action: string;
  targetId: number | null;
  targetName: string | null;
  changes: Array<{ field: string; from: unknown; to: unknown; secret?: true }>;
  actor: string;
}

const trail = async (area: string, targetId?: number): Promise<Entry[]> =>
  (await api.post("/audit/list", { pageNum: 1, pageSize: 50, area, targetId }, headers)).result.list;
const save = async (path: string, body: unknown) => {
  const answer = await api.post(path, body, headers);
  expect(answer.status, path).toMatchObject({ code: 0 });
  return answer.result;
};
const change = (entry: Entry, field: string) => entry.changes.find((entry) => entry.field === field);

describe("the settings trail", () => {
  it("records a receiver's add, edit and delete with the fields that changed", async () => {
    const added = await save("/system/email/add", { email: "desk@a.example", contactName: "Desk", type: "refund" });
    await save("/system/email/edit", {
      id: added.id,
      version: 1,
      email: "desk@a.example",
      contactName: "Front Desk",
      type: "refund",
    });
    // A refused edit records nothing.
    expect(
      (
        await api.post(
          "/system/email/edit",
          { id: added.id, version: 1, email: "x", contactName: "X", type: "refund" },
          headers,
        )
      ).status.code,
    ).toBe(20001);
    await save("/system/email/delete", { id: added.id, version: 2 });
    const entries = await trail("receiver", added.id);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.targetName])).toEqual([
      ["delete", username, "desk@a.example"],
      ["edit", username, "desk@a.example"],
      ["add", username, "desk@a.example"],
    ]);
    expect(entries[1].changes).toEqual([{ field: "contactName", from: "Desk", to: "Front Desk" }]);
    expect(entries[2].changes).toEqual([
      { field: "email", from: null, to: "desk@a.example" },
      { field: "contactName", from: null, to: "Desk" },
      { field: "type", from: null, to: "refund" },
    ]);
  });

  it("records payment configurations with secrets as changed only, and a kept secret not at all", async () => {
    const card = {
      gatewayType: 1,
      apiLoginId: "login-1",
      transactionKey: "tk-audit-SECRET-1",
      publicClientKey: "pk",
      cardOrganizations: ["VISA"],
    };
    const added = await save("/config/creditcard/add", card);
    await save("/config/creditcard/edit", { ...card, apiLoginId: "login-2", transactionKey: "", version: 1 });
    await save("/config/creditcard/edit", {
      ...card,
      apiLoginId: "login-2",
      transactionKey: "tk-audit-SECRET-2",
      version: 2,
    });
    await save("/config/paypal/add", {
      apiUsername: "api",
      password: "pp-audit-SECRET-3",
      signature: "pp-audit-SECRET-4",
      clientId: "client",
      clientSecret: "pp-audit-SECRET-5",
      status: 1,
    });
    const entries = await trail("payment");
    expect(entries.map((entry) => [entry.action, entry.targetName])).toEqual([
      ["add", "paypal"],
      ["edit", "creditCard"],
      ["edit", "creditCard"],
      ["add", "creditCard"],
    ]);
    expect(entries[3].targetId).toBe(added.id);
    expect(change(entries[3], "transactionKey")).toEqual({
      field: "transactionKey",
      from: null,
      to: null,
      secret: true,
    });
    expect(entries[2].changes).toEqual([{ field: "apiLoginId", from: "login-1", to: "login-2" }]);
    expect(entries[1].changes).toEqual([{ field: "transactionKey", from: null, to: null, secret: true }]);
    expect(entries[0].changes.filter((entry) => entry.secret).map((entry) => entry.field)).toEqual([
      "password",
      "signature",
      "clientSecret",
    ]);
    const stored = JSON.stringify(await api.db.select().from(auditEntries));
    expect(stored).not.toMatch(/SECRET-\d/);
  });

  it("records the booking fee's changes", async () => {
    await save("/bookingfee/config/save", { type: 1, amount: "2" });
    await save("/bookingfee/config/save", { type: 1, mode: "percentage", amount: "12.5", version: 1 });
    await save("/bookingfee/config/save", { type: 1, mode: "percentage", amount: "12.50", version: 2 });
    const entries = await trail("bookingFee");
    // The third save changed nothing: no entry.
    expect(entries.map((entry) => entry.changes)).toEqual([
      [
        { field: "mode", from: "fixed", to: "percentage" },
        { field: "amount", from: "2.00", to: "12.50" },
      ],
      [
        { field: "type", from: null, to: 1 },
        { field: "mode", from: null, to: "fixed" },
        { field: "amount", from: null, to: "2.00" },
      ],
    ]);
  });

  it("records company, tax, bank and vendor page saves; TIN and bank numbers as changed only", async () => {
    const company = {
      businessType: 2,
      companyName: "Audit Travel",
      dotNumber: "7123456",
      address: "1 Main Street",
      cityId: 21,
      regionId: 25,
      timeZoneId: 101,
      contactName: "Ann Lee",
      contactPhoneCode: "+1",
      contactPhone: "6175559911",
      contactEmail: "ops@audit.example.com",
      secondaryDomain: "audit.example.com",
    };
    await save("/company/info/save", { ...company, version: 0 });
    await save("/company/info/save", { ...company, timeZoneId: 102, address: "2 Main Street", version: 1 });
    const [edited, created] = await trail("company");
    expect(created).toMatchObject({ action: "add", targetName: "Audit Travel" });
    expect(edited.changes).toEqual([
      { field: "address", from: "1 Main Street", to: "2 Main Street" },
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

    await save("/company/tax/save", { taxTypeId: 201, legalName: "Audit LLC", tin: "12-3456789", version: 0 });
    await save("/company/tax/save", { taxTypeId: 201, legalName: "Audit Inc", version: 1 });
    const tax = await trail("tax");
    expect(tax[0].changes).toEqual([{ field: "legalName", from: "Audit LLC", to: "Audit Inc" }]);
    expect(change(tax[1], "tin")).toEqual({ field: "tin", from: null, to: null, secret: true });

    const bank = { accountHolderName: "Audit Inc", accountType: "checking" };
    await save("/company/bank/save", {
      ...bank,
      routingNumber: "021000021",
      accountNumber: "000123456789",
      version: 0,
    });
    await save("/company/bank/save", {
      ...bank,
      routingNumber: "011000015",
      accountNumber: "000123456789",
      version: 1,
    });
    const [bankEdit] = await trail("bank");
    expect(bankEdit.changes).toEqual([{ field: "routingNumber", from: null, to: null, secret: true }]);

    const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC";
    const [background, logo, image] = await Promise.all(
      ["bg.png", "logo.png", "one.png"].map(
        async (name) => (await save("/file/upload", { name, data: PNG })).id as number,
      ),
    );
    const page = {
      backgroundImageFileId: background,
      logoFileId: logo,
      aboutUs: "Tours.",
      supportEmail: "a@b.example",
    };
    await save("/vendor/page/save", { ...page, bgImageFileIds: [], version: 0 });
    await save("/vendor/page/save", { ...page, bgImageFileIds: [image], slogan: "Go", version: 1 });
    const [pageEdit] = await trail("vendorPage");
    expect(pageEdit.changes).toEqual([
      { field: "bgImageFileIds", from: [], to: [String(image)], references: [{ id: image, name: "one.png" }] },
      { field: "slogan", from: null, to: "Go" },
    ]);

    const stored = JSON.stringify(await api.db.select().from(auditEntries));
    for (const whole of ["123456789", "021000021", "011000015", "000123456789"]) expect(stored).not.toContain(whole);
  });
});
