import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../vendor-api/src/db/schema";
import { startMailDelivery } from "../../vendor-api/src/modules/notification/mail-delivery";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { demoAdmin, findOrder } from "./support/sales";
import { startSmtp } from "./support/smtp";
import { cmd, page, roleWith, uniqueName, userWith } from "./support/tenants";

let api: TestApi;
let admin: SessionHeaders;
let tenantId: number;

beforeAll(async () => {
  api = await startTestApi();
  ({ headers: admin, tenantId } = await demoAdmin(api));
});
afterAll(() => api?.close());

async function orderWithEmail(pageNum: number) {
  const list = await api.post("/order/list", { pageNum, pageSize: 10, state: 1 }, admin);
  const item = (list.result.list as Array<{ id: number; contactEmail: string | null }>).find((o) => o.contactEmail)!;
  return findOrder(api, admin, item.id);
}

describe("resending an order's confirmation", () => {
  it("queues one mail with each ticket's signed code, records it, and refuses a second within a minute", async () => {
    const order = await orderWithEmail(3);
    const answer = await api.post("/order/resend", { id: order.id }, admin);
    expect(answer.status.code).toBe(0);
    expect(answer.result.sentTo).toBe(order.contactEmail);

    const [mail] = await api.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.tenantId, tenantId),
          eq(notificationOutbox.subject, `Your booking ${order.orderNumber}`),
        ),
      )
      .orderBy(desc(notificationOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ status: "queued", audience: "recipient", recipients: [order.contactEmail] });
    // The codes let their bearer in: at rest they are encrypted (docs/system-contract.md section 10).
    const body = api.context.secrets.decrypt(mail!.content);
    expect(body).not.toBe(mail!.content);
    for (const ticket of order.tickets as unknown as Array<{ code: string }>) {
      expect(body).toContain(ticket.code);
      expect(JSON.stringify(mail)).not.toContain(ticket.code);
    }

    const history = (await findOrder(api, admin, order.id)).history.filter((entry) => entry.action === "resend");
    expect(history.at(-1)!.params).toEqual({ email: order.contactEmail, ticketCount: order.tickets.length });

    const again = await api.post("/order/resend", { id: order.id }, admin);
    expect(again.status).toMatchObject({ code: 20430, key: "order.resendTooSoon" });
    expect(Number(again.status.params?.seconds)).toBeGreaterThan(0);
    api.clock.advance(61_000);
    expect((await api.post("/order/resend", { id: order.id }, admin)).status.code).toBe(0);
  });

  it("sends the codes as text and as inline QR images (PNG parts the HTML part shows by cid)", async () => {
    const order = await orderWithEmail(5);
    expect((await api.post("/order/resend", { id: order.id }, admin)).status.code).toBe(0);
    const codes = (order.tickets as unknown as Array<{ code: string }>).map((ticket) => ticket.code);
    const smtp = await startSmtp();
    const delivery = startMailDelivery({
      db: api.db,
      smtpUrl: smtp.url,
      from: "Demo Tours <tours@example.com>",
      keyring: api.context.secrets,
      pollMs: 600_000,
    });
    try {
      await delivery.runOnce();
      const mail = smtp.received.find((received) => received.body.includes(`Your booking ${order.orderNumber}`))!;
      expect(mail.to).toEqual([order.contactEmail]);
      expect(mail.body).toMatch(/Content-Type: text\/plain/);
      expect(mail.body).toMatch(/Content-Type: text\/html/);
      // The HTML part is quoted-printable: its soft line breaks and `=3D` undone.
      const html = mail.body.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      codes.forEach((code, index) => {
        const cid = `ticket-${index + 1}@vendor-console`;
        expect(html).toContain(`src="cid:${cid}"`);
        expect(mail.body).toContain(`Content-ID: <${cid}>`);
        expect(html).toContain(`alt="${code}"`);
      });
      const images = mail.body.match(/Content-Type: image\/png/g) ?? [];
      expect(images).toHaveLength(codes.length);
    } finally {
      await delivery.stop();
      await smtp.close();
    }
  });

  it("needs the resend cmd, and another tenant's order is not found", async () => {
    const order = await orderWithEmail(4);
    const viewer = await userWith(api, admin, [
      (await roleWith(api, admin, uniqueName("viewer"), [page("order_detail")])).id,
    ]);
    expect((await api.post("/order/resend", { id: order.id }, viewer.headers)).status.code).toBe(21403);
    const sender = await userWith(api, admin, [
      (await roleWith(api, admin, uniqueName("sender"), [page("order_detail"), cmd("/order/resend")])).id,
    ]);
    expect((await api.post("/order/resend", { id: order.id }, sender.headers)).status.code).toBe(0);
    const other = (await api.login("other", "other123")).headers;
    expect((await api.post("/order/resend", { id: order.id }, other)).status.code).toBe(20404);
  });
});
