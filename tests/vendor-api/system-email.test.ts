/** System e-mail receivers (docs/system-contract.md section 4): the calls, their rules, and the mails they get. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt } from "drizzle-orm";
import { notificationOutbox } from "../../vendor-api/src/db/schema";
import { startMailDelivery } from "../../vendor-api/src/modules/notification/mail-delivery";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { refundableOrder } from "./support/sales";
import { startSmtp } from "./support/smtp";

let api: TestApi;
let admin: SessionHeaders;
let other: SessionHeaders;
const used = new Set<number>();

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(() => api?.close());

const add = (body: Record<string, unknown>, headers = admin) => api.post("/system/email/add", body, headers);

describe("receivers", () => {
  it("adds, lists by type, finds, edits and deletes a receiver of the tenant", async () => {
    const added = await add({ email: " desk@demo-tours.example.com ", contactName: "Front Desk", type: "refund" });
    expect(added.status.code).toBe(0);
    expect(added.result).toMatchObject({
      email: "desk@demo-tours.example.com",
      contactName: "Front Desk",
      type: "refund",
      version: 1,
    });
    const { id } = added.result;
    await add({ email: "copies@demo.example", contactName: "Copies", type: "notification" });

    const refunds = await api.post("/system/email/list", { pageNum: 1, pageSize: 10, type: "refund" }, admin);
    expect(refunds.result.list.map((entry: { id: number }) => entry.id)).toContain(id);
    expect(refunds.result.list.every((entry: { type: string }) => entry.type === "refund")).toBe(true);
    expect((await api.get("/system/email/find", { id }, admin)).result.contactName).toBe("Front Desk");

    const edited = await api.post(
      "/system/email/edit",
      { id, version: 1, email: "desk2@demo-tours.example.com", contactName: "Desk", type: "refundResult" },
      admin,
    );
    expect(edited.result).toMatchObject({ email: "desk2@demo-tours.example.com", type: "refundResult", version: 2 });
    const stale = await api.post(
      "/system/email/edit",
      { id, version: 1, email: "desk3@demo-tours.example.com", contactName: "Desk", type: "refund" },
      admin,
    );
    expect(stale.status.code).toBe(10008);

    // Another tenant's id is not found, for reading and for writing.
    expect((await api.get("/system/email/find", { id }, other)).status.code).toBe(20404);
    expect((await api.post("/system/email/delete", { id, version: 2 }, other)).status.code).toBe(20404);
    const otherList = await api.post("/system/email/list", { pageNum: 1, pageSize: 10 }, other);
    expect(otherList.result.total).toBe(0);

    expect((await api.post("/system/email/delete", { id, version: 1 }, admin)).status.code).toBe(10008);
    expect((await api.post("/system/email/delete", { id, version: 2 }, admin)).status.code).toBe(0);
    expect((await api.get("/system/email/find", { id }, admin)).status.code).toBe(20404);
  });

  it("words each rule at its field; an address is unique per tenant and type, whatever its case", async () => {
    const blank = await add({ email: " ", contactName: "", type: "refund" });
    expect(blank.status.code).toBe(20001);
    expect(fieldMessages(blank)).toEqual({ email: "enter address", contactName: "enter contact name" });

    const wrong = await add({ email: "not-an-address", contactName: "R2D2", type: "refund" });
    expect(fieldMessages(wrong)).toEqual({
      email: "Enter the correct email address",
      contactName: "Enter the correct contact name",
    });
    expect(fieldMessages(await add({ email: "a@b.example", contactName: "x".repeat(51), type: "refund" }))).toEqual({
      contactName: "Enter the correct contact name",
    });

    expect((await add({ email: "Dup@Demo.example", contactName: "Dup", type: "refund" })).status.code).toBe(0);
    const duplicate = await add({ email: "dup@demo.example", contactName: "Dup", type: "refund" });
    expect(fieldMessages(duplicate)).toEqual({ email: "Duplicate email address" });
    expect((await add({ email: "dup@demo.example", contactName: "Dup", type: "refundResult" })).status.code).toBe(0);
    // The same address is another tenant's own business.
    expect((await add({ email: "dup@demo.example", contactName: "Dup", type: "refund" }, other)).status.code).toBe(0);
  });
});

describe("the mails receivers get", () => {
  it("queues one e-mail to every receiver of the event's type in the event's transaction; the sender delivers it in To", async () => {
    const OWN = [
      "refunds-a@demo-tours.example.com",
      "refunds-b@demo-tours.example.com",
      "results@demo-tours.example.com",
      "copies-x@demo-tours.example.com",
    ];
    await add({ email: "refunds-a@demo-tours.example.com", contactName: "Refunds A", type: "refund" });
    await add({ email: "refunds-b@demo-tours.example.com", contactName: "Refunds B", type: "refund" });
    await add({ email: "results@demo-tours.example.com", contactName: "Results", type: "refundResult" });
    await add({ email: "copies-x@demo-tours.example.com", contactName: "Copies", type: "notification" });
    const lastId = (await api.db.select({ id: notificationOutbox.id }).from(notificationOutbox)).reduce(
      (highest, row) => Math.max(highest, row.id),
      0,
    );
    const queuedSince = () =>
      api.db
        .select()
        .from(notificationOutbox)
        .where(and(gt(notificationOutbox.id, lastId), eq(notificationOutbox.audience, "recipient")))
        .orderBy(notificationOutbox.id)
        // The rules test's receivers and the demo's own (seed/history.ts) get these mails too; this test follows its own.
        .then((rows) => rows.filter((row) => OWN.includes(row.recipients[0])));

    const { order, payment, tickets } = await refundableOrder(api, admin, used, { filter: { cardLast4: "4242" } });
    // A refused request records nothing, so it mails nobody.
    const refused = await api.post(
      "/refund/add",
      { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: "0" },
      admin,
    );
    expect(refused.status.code).toBe(20001);
    expect(await queuedSince()).toHaveLength(0);

    const refund = (
      await api.post(
        "/refund/add",
        { orderId: order.id, paymentId: payment.id, ticketIds: [tickets[0].id], amount: "1.00", reason: "Sick" },
        admin,
      )
    ).result;
    let rows = await queuedSince();
    expect(rows.map((row) => row.recipients)).toEqual([
      ["refunds-a@demo-tours.example.com"],
      ["refunds-b@demo-tours.example.com"],
    ]);
    expect(rows[0]).toMatchObject({ status: "queued", channel: "email", tripId: null });
    expect(rows[0].subject).toBe(`Refund ${refund.refundNumber} requested for order ${order.orderNumber}`);

    expect((await api.post("/refund/approve", { id: refund.id, version: 1 }, admin)).status.code).toBe(0);
    expect((await api.post("/refund/complete", { id: refund.id, version: 2, note: "Paid" }, admin)).status.code).toBe(
      0,
    );
    rows = await queuedSince();
    expect(rows.slice(2).map((row) => [row.recipients[0], row.subject])).toEqual([
      ["results@demo-tours.example.com", `Refund ${refund.refundNumber} approved (order ${order.orderNumber})`],
      ["results@demo-tours.example.com", `Refund ${refund.refundNumber} completed (order ${order.orderNumber})`],
    ]);

    const walk = (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code: "TOUR-CITY-WALK" }, admin)).result
      .list[0].id;
    const notified = await api.post(
      "/reservation/notify",
      { tripId: walk, date: "2025-07-01", shift: "Morning", channel: "sms", subject: "Rain", content: "Bring a coat." },
      admin,
    );
    expect(notified.status.code).toBe(0);
    rows = await queuedSince();
    expect(rows).toHaveLength(5);
    expect(rows[4]).toMatchObject({ recipients: ["copies-x@demo-tours.example.com"], subject: "Copy: Rain" });
    expect(rows[4].content).toContain("Bring a coat.");

    const smtp = await startSmtp();
    const delivery = startMailDelivery({
      db: api.db,
      smtpUrl: smtp.url,
      from: "Demo <d@example.com>",
      keyring: api.context.secrets,
      pollMs: 600_000,
    });
    try {
      for (let handled = 1; handled > 0;) handled = await delivery.runOnce();
      const mails = smtp.received.filter((mail) => mail.to.some((to) => to.endsWith("@demo-tours.example.com")));
      // Messages of one batch are sent side by side: they arrive in any order. The demo's own receivers (a refund
      // desk, accounts for the results; seed/history.ts) are receivers of these types too.
      expect(mails.map((mail) => mail.to.join()).sort()).toEqual([
        "accounts@demo-tours.example.com",
        "accounts@demo-tours.example.com",
        "copies-x@demo-tours.example.com",
        "refunds-a@demo-tours.example.com",
        "refunds-b@demo-tours.example.com",
        "refunds@demo-tours.example.com",
        "results@demo-tours.example.com",
        "results@demo-tours.example.com",
      ]);
      const to = (address: string) => mails.filter((mail) => mail.to.includes(address));
      expect(to("refunds-a@demo-tours.example.com")[0].body).toMatch(/^To: refunds-a@demo-tours\.example\.com/m);
      expect(to("refunds-b@demo-tours.example.com")[0].body).toContain("Reason: Sick");
      expect(to("results@demo-tours.example.com").some((mail) => mail.body.includes("Note: Paid"))).toBe(true);
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });
});
