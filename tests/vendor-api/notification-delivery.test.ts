import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { notificationOutbox } from "../../vendor-api/src/db/schema";
import { loadConfig } from "../../vendor-api/src/config";
import {
  startMailDelivery,
  type MailDelivery,
  type PrintedMail,
} from "../../vendor-api/src/modules/notification/mail-delivery";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { startSmtp } from "./support/smtp";

let api: TestApi;
let demo: SessionHeaders;
let senders: MailDelivery[] = [];
let walk: number;

const FROM = "Demo Tours <tours@example.com>";
const sender = (smtpUrl: string) => {
  const delivery = startMailDelivery({
    db: api.db,
    smtpUrl,
    from: FROM,
    keyring: api.context.secrets,
    pollMs: 600_000,
    retryAfterMs: 0,
  });
  senders.push(delivery);
  return delivery;
};
const notify = async (channel: "email" | "sms", subject: string) =>
  (
    await api.post(
      "/reservation/notify",
      { tripId: walk, date: "2025-07-01", shift: "Morning", channel, subject, content: "Meet at gate B." },
      demo,
    )
  ).result.id as number;
const outboxRows = (ids: number[]) =>
  api.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids)).orderBy(notificationOutbox.id);

beforeAll(async () => {
  api = await startTestApi();
  demo = (await api.login("admin", "admin123")).headers;
  walk = (await api.post("/trip/list", { pageNum: 1, pageSize: 5, code: "TOUR-CITY-WALK" }, demo)).result.list[0].id;
});
afterEach(async () => {
  await Promise.all(senders.map((delivery) => delivery.stop()));
  senders = [];
  // Left-over queued rows of one test must not be the next test's work.
  await api.db.delete(notificationOutbox).where(eq(notificationOutbox.tripId, walk));
});
afterAll(() => api?.close());

describe("e-mail delivery of passenger notifications", () => {
  it("sends each queued e-mail once, passengers in Bcc, and marks it sent; SMS stays recorded", async () => {
    const smtp = await startSmtp();
    try {
      const email = await notify("email", "Meeting point");
      const sms = await notify("sms", "Meeting point");
      // Two senders on one database: the row lock lets only one of them take the message.
      const [first, second] = await Promise.all([sender(smtp.url).runOnce(), sender(smtp.url).runOnce()]);
      expect(first + second).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe("tours@example.com");
      expect(mail.to).toEqual([
        "emma.johnson@example.com",
        "isabella.white@example.com",
        "liam.smith@example.com",
        "tours@example.com",
      ]);
      expect(mail.body).toContain("Subject: Meeting point");
      expect(mail.body).toContain("Meet at gate B.");
      // Bcc addresses travel in the envelope only, never in the headers the passengers see.
      expect(mail.body).not.toContain("emma.johnson@example.com");

      const [emailRow, smsRow] = await outboxRows([email, sms]);
      expect(emailRow).toMatchObject({ status: "sent", attempts: 1, error: null });
      expect(emailRow.sentAt).toBeInstanceOf(Date);
      expect(smsRow).toMatchObject({ status: "recorded", attempts: 0 });
      expect(await sender(smtp.url).runOnce()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it("records the passengers a server refused and does not send the others the message twice", async () => {
    const smtp = await startSmtp(["emma.johnson@example.com"]);
    try {
      const id = await notify("email", "Delay");
      const delivery = sender(smtp.url);
      await delivery.runOnce();
      const [row] = await outboxRows([id]);
      expect(row).toMatchObject({ status: "sent", error: "Refused by the server: emma.johnson@example.com" });
      expect(await delivery.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("retries a refused message and marks it failed with the server's answer after three attempts", async () => {
    const smtp = await startSmtp([
      "emma.johnson@example.com",
      "isabella.white@example.com",
      "liam.smith@example.com",
      "tours@example.com",
    ]);
    try {
      const id = await notify("email", "Delay");
      const delivery = sender(smtp.url);
      await delivery.runOnce();
      let [row] = await outboxRows([id]);
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.error).toContain("550");
      await delivery.runOnce();
      await delivery.runOnce();
      [row] = await outboxRows([id]);
      expect(row).toMatchObject({ status: "failed", attempts: 3 });
      expect(await delivery.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it("keeps an unreachable server's messages queued for the next run", async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    const id = await notify("email", "Weather");
    await sender(url).runOnce();
    const [row] = await outboxRows([id]);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("sends an e-mail verification code to its one recipient in To", async () => {
    const smtp = await startSmtp();
    try {
      const sent = await api.post("/company/email/verify/send", undefined, demo);
      expect(sent.result.sentTo).toBe("ops@demo-tours.example.com");
      expect(await sender(smtp.url).runOnce()).toBe(1);
      const [mail] = smtp.received;
      expect(mail.to).toEqual(["ops@demo-tours.example.com"]);
      expect(mail.body).toMatch(/^To: ops@demo-tours\.example\.com/m);
      expect(mail.body).toMatch(/is \d{6}\./);
      // Sent, the code has no use at rest: the stored body (encrypted until then) is emptied.
      const [row] = await api.db.select().from(notificationOutbox).where(eq(notificationOutbox.audience, "recipient"));
      expect(row).toMatchObject({ status: "sent", content: "" });
    } finally {
      await api.db.delete(notificationOutbox).where(eq(notificationOutbox.audience, "recipient"));
      await smtp.close();
    }
  });

  it("shows a verification code in development without SMTP, whole, and counts it sent", async () => {
    const printed: PrintedMail[] = [];
    const delivery = startMailDelivery({
      db: api.db,
      printInstead: (mail) => printed.push(mail),
      from: FROM,
      keyring: api.context.secrets,
      pollMs: 600_000,
    });
    senders.push(delivery);
    try {
      await api.post("/company/email/verify/send", undefined, demo);
      expect(await delivery.runOnce()).toBe(1);
      expect(printed).toEqual([
        {
          tenantId: expect.any(Number),
          outboxId: expect.any(Number),
          from: FROM,
          to: ["ops@demo-tours.example.com"],
          bcc: [],
          subject: expect.any(String),
          text: expect.stringMatching(/is \d{6}\./),
          qrCodes: [],
        },
      ]);
      const [row] = await api.db.select().from(notificationOutbox).where(eq(notificationOutbox.audience, "recipient"));
      expect(row).toMatchObject({ status: "sent", content: "" });

      // Passengers' messages are shown with their Bcc, as they would be sent.
      await notify("email", "Meeting point");
      expect(await delivery.runOnce()).toBe(1);
      expect(printed[1]).toMatchObject({ to: [FROM], subject: "Meeting point", text: "Meet at gate B." });
      expect(printed[1].bcc).toContain("liam.smith@example.com");
    } finally {
      await api.db.delete(notificationOutbox).where(eq(notificationOutbox.audience, "recipient"));
    }
  });

  it("prints mail in development without SMTP, sends it with SMTP, and neither in production without SMTP", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      smtpFrom: "Vendor console <no-reply@localhost>",
      development: true,
    });
    expect(loadConfig({ NODE_ENV: "production" }).mail.development).toBe(false);
    expect(loadConfig({ SMTP_URL: "smtp://mail.example.com" }).mail.development).toBe(false);
  });

  it("accepts only smtp:// and smtps:// URLs and defaults the sender", () => {
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com:465" }).mail.smtpUrl).toBe(
      "smtps://u:p@mail.example.com:465",
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL: must be an smtp/);
  });
});
