/**
 * The development mailbox and the receivers' test mail (docs/system-contract.md sections 4 and 10): development only,
 * per tenant, behind its page permission; a test mail goes through the outbox, one per receiver a minute. A
 * confirmation's ticket codes are never at rest in clear, in development as in production: the mailbox alone shows
 * them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { notificationOutbox } from "../../vendor-api/src/db/schema";
import { showDevelopmentMail } from "../../vendor-api/src/modules/notification/development-mailbox";
import { startMailDelivery, type MailDelivery } from "../../vendor-api/src/modules/notification/mail-delivery";
import { isEncrypted } from "../../vendor-api/src/security/secrets";
import { encryptPlainSecrets } from "../../vendor-api/src/security/stored-secrets";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { findOrder } from "./support/sales";
import { cmd, page, roleWith, userWith } from "./support/tenants";

let api: TestApi;
let delivery: MailDelivery;
let admin: SessionHeaders;
let other: SessionHeaders;

const FROM = "Demo Tours <tours@example.com>";
const mailList = (headers: SessionHeaders) => api.post("/system/mail/list", { pageNum: 1, pageSize: 20 }, headers);

beforeAll(async () => {
  api = await startTestApi({ mail: { development: true } });
  const mailbox = api.context.mail?.mailbox;
  if (!mailbox) throw new Error("development without SMTP keeps a mailbox");
  // As npm start runs it (server.ts), without its poll: the test says when the queue is handled.
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  delivery = startMailDelivery({
    db: api.db,
    printInstead: showDevelopmentMail(mailbox, api.context.now),
    from: FROM,
    keyring: api.context.secrets,
    pollMs: 600_000,
  });
  admin = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await delivery?.stop();
  await api?.close();
});

describe("the development mailbox", () => {
  it("says how mail leaves, to any session", async () => {
    const { result } = await api.get("/system/mail/status", {}, other);
    expect(result).toEqual({ delivery: "development" });
  });

  it("shows a verification code mail whole to its tenant only, newest first, behind the dev_mail page", async () => {
    expect((await api.post("/company/email/verify/send", undefined, admin)).status.code).toBe(0);
    expect(await delivery.runOnce()).toBe(1);

    const { result } = await mailList(admin);
    expect(result.total).toBeGreaterThanOrEqual(1);
    const [newest] = result.list;
    expect(newest).toMatchObject({
      to: ["ops@demo-tours.example.com"],
      bcc: [],
      subject: "Your e-mail verification code",
    });
    const found = await api.get("/system/mail/find", { id: newest.id }, admin);
    expect(found.result.from).toBe(FROM);
    expect(found.result.text).toMatch(/is \d{6}\./);

    // Another tenant neither lists nor opens it.
    expect((await mailList(other)).result.list.map((mail: { id: number }) => mail.id)).not.toContain(newest.id);
    expect((await api.get("/system/mail/find", { id: newest.id }, other)).status.code).toBe(20404);

    // A user of the same tenant without the page: refused, even to read the list.
    const salesOnly = await roleWith(api, admin, `Mail-less ${Date.now()}`, [page("order_list")]);
    const clerk = await userWith(api, admin, [salesOnly.id]);
    expect((await mailList(clerk.headers)).status.code).toBe(21403);
    expect((await api.get("/system/mail/find", { id: newest.id }, clerk.headers)).status.code).toBe(21403);
  });

  it("does not exist outside development without SMTP: 20410, and the status says queued", async () => {
    const production = await startTestApi({ mail: { development: false } });
    try {
      const headers = (await production.login("admin", "admin123")).headers;
      expect((await production.get("/system/mail/status", {}, headers)).result).toEqual({ delivery: "queued" });
      const refused = await production.post("/system/mail/list", { pageNum: 1, pageSize: 20 }, headers);
      expect(refused.status).toMatchObject({ code: 20410, key: "mail.developmentOnly" });
      expect((await production.get("/system/mail/find", { id: 1 }, headers)).status.code).toBe(20410);
    } finally {
      await production.close();
    }
  });
});

describe("a receiver's test mail", () => {
  it("is queued through the outbox, shown in the mailbox, and held to one per receiver a minute", async () => {
    const added = await api.post(
      "/system/email/add",
      { email: `test-${Date.now()}@demo-tours.example.com`, contactName: "Desk", type: "refund" },
      admin,
    );
    const receiver = added.result as { id: number; email: string };

    const sent = await api.post("/system/email/test", { id: receiver.id }, admin);
    expect(sent.status.code).toBe(0);
    expect(sent.result.sentTo).toBe(receiver.email);
    const queued = await api.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.status, "queued"), eq(notificationOutbox.audience, "recipient")));
    expect(queued.map((row) => row.recipients)).toEqual([[receiver.email]]);

    expect(await delivery.runOnce()).toBe(1);
    const [newest] = (await mailList(admin)).result.list;
    expect(newest).toMatchObject({ to: [receiver.email], subject: "Test mail from the vendor console" });

    const again = await api.post("/system/email/test", { id: receiver.id }, admin);
    expect(again.status).toMatchObject({ code: 20429, key: "receiver.testMailTooSoon" });
    expect(again.status.params?.seconds).toBeGreaterThan(50);
    expect(again.status.params?.seconds).toBeLessThanOrEqual(60);

    api.clock.advance(61_000);
    expect((await api.post("/system/email/test", { id: receiver.id }, admin)).status.code).toBe(0);
    await delivery.runOnce();
  });

  it("reaches only the tenant's receivers, for users holding its cmd", async () => {
    const added = await api.post(
      "/system/email/add",
      { email: `held-${Date.now()}@demo-tours.example.com`, contactName: "Desk", type: "refund" },
      admin,
    );
    expect((await api.post("/system/email/test", { id: added.result.id }, other)).status.code).toBe(20404);
    const viewer = await roleWith(api, admin, `Receiver viewer ${Date.now()}`, [page("system_email")]);
    const clerk = await userWith(api, admin, [viewer.id]);
    expect((await api.post("/system/email/test", { id: added.result.id }, clerk.headers)).status.code).toBe(21403);
    const tester = await roleWith(api, admin, `Receiver tester ${Date.now()}`, [
      page("system_email"),
      cmd("/system/email/test"),
    ]);
    const allowed = await userWith(api, admin, [tester.id]);
    expect((await api.post("/system/email/test", { id: added.result.id }, allowed.headers)).status.code).toBe(0);
    await delivery.runOnce();
  });
});

describe("a confirmation's ticket codes at rest", () => {
  const confirmationOf = async (orderNumber: string) =>
    (
      await api.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.subject, `Your booking ${orderNumber}`))
        .orderBy(desc(notificationOutbox.id))
        .limit(1)
    )[0];

  it("are stored encrypted when queued, emptied once shown, and the mailbox still reads them whole", async () => {
    const list = await api.post("/order/list", { pageNum: 1, pageSize: 20, state: 1 }, admin);
    const item = (list.result.list as Array<{ id: number; contactEmail: string | null }>).find((o) => o.contactEmail)!;
    const order = await findOrder(api, admin, item.id);
    const codes = (order.tickets as unknown as Array<{ code: string }>).map((ticket) => ticket.code);
    expect(codes.length).toBeGreaterThan(0);
    expect((await api.post("/order/resend", { id: order.id }, admin)).status.code).toBe(0);

    const queued = await confirmationOf(order.orderNumber);
    expect(queued.status).toBe("queued");
    expect(isEncrypted(queued.content)).toBe(true);
    expect(queued.qrCodes).toHaveLength(codes.length);
    expect(queued.qrCodes!.every(isEncrypted)).toBe(true);
    for (const code of codes) expect(JSON.stringify(queued)).not.toContain(code);

    expect(await delivery.runOnce()).toBe(1);
    const shown = await confirmationOf(order.orderNumber);
    expect(shown).toMatchObject({ status: "sent", content: "", qrCodes: null });

    const [newest] = (await mailList(admin)).result.list;
    expect(newest).toMatchObject({ id: queued.id, subject: `Your booking ${order.orderNumber}` });
    const found = await api.get("/system/mail/find", { id: newest.id }, admin);
    for (const code of codes) expect(found.result.text).toContain(code);
    expect(found.result.qrCodes).toEqual(codes);
  });

  it("written in clear before this rule are encrypted at start, or emptied when already handled", async () => {
    const { tenantId } = (await api.login("admin", "admin123")).result;
    const plain = (status: string, code: string) => ({
      tenantId,
      audience: "recipient" as const,
      channel: "email" as const,
      subject: "Your booking LEGACY",
      content: `Code to show at check-in: ${code}`,
      recipients: ["legacy@example.com"],
      recipientCount: 1,
      qrCodes: [code],
      status,
    });
    const rows = await api.db
      .insert(notificationOutbox)
      .values([plain("sent", "LEGACY-SENT-CODE"), plain("failed", "LEGACY-WAITING-CODE")])
      .returning({ id: notificationOutbox.id });
    try {
      expect(await encryptPlainSecrets(api.db, api.context.secrets)).toBeGreaterThanOrEqual(2);
      const [sent, waiting] = await Promise.all(
        rows.map(
          async ({ id }) => (await api.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0],
        ),
      );
      expect(sent).toMatchObject({ content: "", qrCodes: null });
      expect(isEncrypted(waiting.content)).toBe(true);
      expect(JSON.stringify(waiting)).not.toContain("LEGACY-WAITING-CODE");
      expect(api.context.secrets.decrypt(waiting.content)).toBe("Code to show at check-in: LEGACY-WAITING-CODE");
      expect(waiting.qrCodes!.map((code) => api.context.secrets.decrypt(code))).toEqual(["LEGACY-WAITING-CODE"]);
    } finally {
      for (const { id } of rows) await api.db.delete(notificationOutbox).where(eq(notificationOutbox.id, id));
    }
  });
});
