/**
 * Webhooks (/system/webhooks) in the browser (docs/system-contract.md section 12): an administrator adds a webhook
 * pointing at a receiver started here, copies the signing secret shown once, sends a test, and sees the delivery in the
 * log; the receiver verifies the Standard Webhooks signature with that secret. Redeliver, rotate and delete after a
 * confirmation. In English and Chinese at 1280 and 800 px, with axe on the list, the form, the secret and the log.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { unique } from "./support/staff";

const PATH = "/system/webhooks";
const table = (page: Page, name = "Webhooks") => page.getByRole("table", { name });

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ path: request.url ?? "/", headers: request.headers, body });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("received, thank you");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => receiver?.close());

/** The receiver's check, from the Standard Webhooks specification. */
function verifies(secret: string, request: Received): boolean {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signed = `${request.headers["webhook-id"]}.${request.headers["webhook-timestamp"]}.${request.body}`;
  const expected = `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
  return String(request.headers["webhook-signature"]).split(" ").includes(expected);
}

async function openList(page: Page) {
  await signIn(page, "admin");
  await page.addInitScript({ content: axe.source });
  await page.goto(PATH);
  await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
}

/** Adds a webhook to `path` of the receiver; answers the secret the dialog shows once. */
async function addWebhook(page: Page, path: string, description: string): Promise<string> {
  await page.getByRole("button", { name: "Add webhook" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add webhook" });
  await dialog.getByRole("textbox", { name: "URL" }).fill(`${base}${path}`);
  await dialog.getByRole("checkbox", { name: "Refund requested" }).check();
  await dialog.getByRole("checkbox", { name: "Trip published" }).check();
  await dialog.getByRole("textbox", { name: "Description" }).fill(description);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
  const secret = (await secretDialog.getByLabel("The signing secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
  return secret;
}

async function rowAction(page: Page, path: string, action: string) {
  const row = table(page).locator("tbody tr", { hasText: `${base}${path}` });
  await row.getByRole("button", { name: `Actions for webhook ${base}${path}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

describe("webhooks", () => {
  const browser = useBrowser();

  it("adds a webhook, shows its secret once, sends a test the receiver verifies, logs and redelivers it", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openList(page);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);

    // The form's rules before anything is sent: a URL and at least one event.
    await page.getByRole("button", { name: "Add webhook" }).first().click();
    const form = page.getByRole("dialog", { name: "Add webhook" });
    await form.getByRole("button", { name: "Add webhook" }).click();
    await form.getByText("Choose at least one event").waitFor();
    await form.getByText(/Enter a full URL/).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "webhooks-form-en-1280");
    await form.getByRole("button", { name: "Cancel" }).click();

    const path = `/${unique("hook-")}`;
    const secret = await addWebhook(page, path, "Booking site");
    const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
    await secretDialog.getByRole("button", { name: "Copy" }).click();
    await secretDialog.getByRole("button", { name: "Copied" }).waitFor();
    await expect(page.evaluate("navigator.clipboard.readText()")).resolves.toBe(secret);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "webhooks-secret-en-1280");
    await secretDialog.getByRole("button", { name: "Done" }).click();

    const row = table(page).locator("tbody tr", { hasText: `${base}${path}` });
    await row.getByText("Refund requested").waitFor();
    await row.getByText("None yet").waitFor();
    expect(await page.content()).not.toContain(secret.slice(6));

    await rowAction(page, path, "Send test");
    await page.getByText("Test delivered: HTTP 200").waitFor();
    // Only the tests' deliveries: the webhook also hears "Trip published" from the browser files running beside this one.
    const pings = () => received.filter((request) => request.path === path && JSON.parse(request.body).type === "PING");
    const test = pings();
    expect(test).toHaveLength(1);
    expect(verifies(secret, test[0])).toBe(true);
    expect(JSON.parse(test[0].body)).toMatchObject({ type: "PING", id: test[0].headers["webhook-id"] });
    await row.getByText("Delivered").waitFor();
    await screenshot(page, "webhooks-en-1280");

    await rowAction(page, path, "Delivery log");
    const log = page.getByRole("dialog", { name: `Deliveries to ${base}${path}` });
    const pingRow = log.getByRole("row", { name: /PING/ });
    await pingRow.waitFor();
    await pingRow.getByText("received, thank you").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "webhooks-log-en-1280");
    await pingRow.getByRole("button", { name: "Redeliver" }).click();
    await page.getByText("Delivered again: Delivered").waitFor();
    await expect.poll(() => log.getByText("PING").count()).toBe(2);
    const again = pings();
    expect(again).toHaveLength(2);
    expect(again[1].headers["webhook-id"]).toBe(again[0].headers["webhook-id"]);
    expect(verifies(secret, again[1])).toBe(true);
    await log.getByRole("button", { name: "Close" }).last().click();

    await rowAction(page, path, "Rotate secret");
    const rotate = page.getByRole("dialog", { name: "Rotate the signing secret?" });
    await rotate.getByRole("button", { name: "Rotate secret" }).click();
    const rotated =
      (
        await page
          .getByRole("dialog", { name: "Signing secret", exact: true })
          .getByLabel("The signing secret", { exact: true })
          .textContent()
      )?.trim() ?? "";
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await page.getByRole("button", { name: "Done", exact: true }).click();

    await rowAction(page, path, "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete this webhook?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Webhook deleted").waitFor();
    await expect
      .poll(() =>
        table(page)
          .locator("tbody tr", { hasText: `${base}${path}` })
          .count(),
      )
      .toBe(0);
  });

  it("reads in Chinese", async () => {
    const { page } = browser;
    await openList(page);
    await addWebhook(page, `/${unique("zh-")}`, "Accounting");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "Webhook 推送", level: 1 }).waitFor();
    await table(page, "Webhook 推送").getByText("最近投递").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "webhooks-zh-1280");
    await page.getByRole("button", { name: "添加 Webhook" }).first().click();
    await page.getByRole("dialog", { name: "添加 Webhook" }).getByText("退款已申请").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "webhooks-form-zh-1280");
  });
});

describe("webhooks at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("fits the list and the dialogs in both languages", async () => {
    const { page } = browser;
    await openList(page);
    const path = `/${unique("narrow-")}`;
    await addWebhook(page, path, "Narrow");
    await screenshot(page, "webhooks-secret-en-800");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await table(page).locator("tbody tr").first().waitFor();
    await expectFits(page, { screen: "Webhooks" });
    await screenshot(page, "webhooks-en-800");
    await rowAction(page, path, "Send test");
    await page.getByText("Test delivered: HTTP 200").waitFor();
    await rowAction(page, path, "Delivery log");
    const log = page.getByRole("dialog", { name: `Deliveries to ${base}${path}` });
    await log.getByText("PING").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "webhooks-log-en-800");
    // The dialog's own button, after its × (also named Close).
    await log.getByRole("button", { name: "Close" }).last().click();
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "Webhook 推送", level: 1 }).waitFor();
    await expectFits(page, { screen: "Webhooks" });
    await screenshot(page, "webhooks-zh-800");
  });
});
