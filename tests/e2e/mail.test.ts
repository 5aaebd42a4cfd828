/**
 * Mail in the console against the real stack (docs/system-contract.md sections 4 and 10): the development mail screen
 * shows what the vendor API printed instead of sending, a receiver's test mail arrives there, and Add Receiver's
 * field messages move nothing under the pointer.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { fillCompanyInfo, textField, uniqueCompany } from "./support/company";
import { errorOf } from "./support/form";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { login, signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { createTenant } from "./support/vendor-admin";
import { startGateway } from "../../gateway/src/server";
import { startVendorApi, type RunningVendorApi } from "../../vendor-api/src/server";

const mailRow = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Development Mail from the sidebar: it is there because the test stack's vendor API runs without SMTP. */
async function openMailScreen(page: Page) {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Development Mail" })
    .click();
  await page.getByRole("heading", { name: "Development Mail", level: 1 }).waitFor();
}

describe("Development Mail", () => {
  const browser = useBrowser();

  it("shows the verification code mail of a real company e-mail check, the code in its body", async () => {
    const { page } = browser;
    const account = await createTenant("devmail");
    const company = uniqueCompany();
    await signIn(page, account);
    await page.goto("/company/company_info");
    await page.getByRole("heading", { name: "Company Information", level: 1 }).waitFor();
    await fillCompanyInfo(page, company);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company info saved").waitFor();
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText(`We sent a 6-digit code to ${company.email}`).waitFor();

    // The menu offers the screen (development without SMTP); the mail arrives once the sender takes the queue.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "System" }).click();
    await openMailScreen(page);
    const row = mailRow(page, company.email);
    await row.filter({ hasText: "Your e-mail verification code" }).waitFor();
    await row.getByRole("button", { name: "Open Your e-mail verification code" }).click();
    const dialog = page.getByRole("dialog", { name: "Your e-mail verification code" });
    const body = await dialog.locator("pre").textContent();
    const code = /is (\d{6})\./.exec(body ?? "")?.[1];
    expect(code, body ?? "").toMatch(/^\d{6}$/);
    await screenshot(page, "dev-mail-open-en-1280");
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  it("sends a receiver a test mail from its row, shows it on Development Mail, and refuses a second one within the minute", async () => {
    const { page } = browser;
    const account = await createTenant("testmail");
    const email = `desk-${Date.now().toString(36)}-${process.pid}@example.com`;
    await graphql(
      "mutation ($input: EmailReceiverInput!) { saveEmailReceiver(input: $input) { id } }",
      { input: { email, contactName: "Front Desk", type: "REFUND" } },
      await loginToken(account),
    );
    await signIn(page, account);
    await page.goto("/system/system_email");
    await page.getByRole("heading", { name: "System Email", level: 1 }).waitFor();
    const sendTest = async () => {
      await mailRow(page, email)
        .getByRole("button", { name: /Actions for/ })
        .click();
      await page.getByRole("menuitem", { name: "Send test mail" }).click();
    };
    await sendTest();
    await page
      .getByText(`A test mail to ${email} is queued. Mail is not sent here: read it on Development Mail.`)
      .waitFor();
    await sendTest();
    await page
      .getByText(/A test mail went to this receiver less than a minute ago, please try again in \d+ seconds/)
      .waitFor();

    await openMailScreen(page);
    await mailRow(page, email).filter({ hasText: "Test mail from the vendor console" }).waitFor();
    await expect(mailRow(page, "Test mail from the vendor console").count()).resolves.toBe(1);

    for (const language of ["en", "zh"] as const) {
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
        await openInApp(page, "/system/dev_mail", screenTitle("/system/dev_mail", "zh"));
      }
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 800 });
        await mailRow(page, email).waitFor();
        await screenshot(page, `dev-mail-${language}-${width}`);
        await expectFits(page, { screen: `dev_mail in ${language} at ${width}` });
        await mailRow(page, email).getByRole("button").click();
        await page.getByRole("dialog").locator("pre").waitFor();
        await expect
          .poll(() => page.evaluate("document.getAnimations().filter((a) => a.playState === 'running').length"))
          .toBe(0);
        await screenshot(page, `dev-mail-open-${language}-${width}`);
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
    }
  });
});

describe("Add Receiver", () => {
  const browser = useBrowser();

  it("takes the click on a type right after a wrong address: the address's message moves nothing under the pointer", async () => {
    const { page } = browser;
    await signIn(page, await createTenant("click"));
    await page.goto("/system/add_receiver");
    await page.getByRole("heading", { name: "Add Receiver", level: 1 }).waitFor();
    await textField(page, "E-mail address").fill("not-an-address");
    const before = await page.getByText("Refund results", { exact: true }).boundingBox();
    // The press leaves the address field (its message appears), the release must still be on the type.
    await page.getByText("Refund results", { exact: true }).click();
    await expect(errorOf(textField(page, "E-mail address"))).resolves.toContain("Enter the correct email address");
    await expect(page.getByRole("radio", { name: "Refund results" }).isChecked()).resolves.toBe(true);
    expect((await page.getByText("Refund results", { exact: true }).boundingBox())?.y).toBe(before?.y);

    await textField(page, "Contact name").fill("R2D2");
    await page.getByText("Refund requests", { exact: true }).click();
    await expect(errorOf(textField(page, "Contact name"))).resolves.toContain("Enter the correct contact name");
    await expect(page.getByRole("radio", { name: "Refund requests" }).isChecked()).resolves.toBe(true);
  });
});

describe("mail not configured", () => {
  const browser = useBrowser();
  // A stack of its own whose vendor API runs as in production without SMTP: its mail stays queued.
  let vendorApi: RunningVendorApi;
  let gateway: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    vendorApi = await startVendorApi({
      port: 0,
      host: "127.0.0.1",
      dataDir: "memory://",
      logLevel: "warn",
      mail: { development: false },
    });
    gateway = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: vendorApi.url,
      webDist: fileURLToPath(new URL("../../web/dist", import.meta.url)),
      logLevel: "warn",
    });
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await vendorApi?.close();
  });

  it("says so on the screens that make mail, and has no Development Mail", async () => {
    const { page } = browser;
    await login(page, "admin", `${gateway.url}/login`);
    await page.goto(`${gateway.url}/system/system_email`);
    await page.getByRole("heading", { name: "System Email", level: 1 }).waitFor();
    const alert = page.getByRole("alert").filter({ hasText: "E-mail is not configured" });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("nobody receives them");
    await screenshot(page, "mail-not-configured-en-1280");
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    await menu.getByRole("link", { name: "System Email" }).waitFor();
    await expect(menu.getByRole("link", { name: "Development Mail" }).count()).resolves.toBe(0);

    await openInApp(page, "/system/add_receiver", screenTitle("/system/add_receiver"));
    await alert.waitFor();
    // The screen is not there, whatever the role holds.
    await page.goto(`${gateway.url}/system/dev_mail`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/401");
  });
});
