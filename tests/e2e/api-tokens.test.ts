/**
 * API Tokens (/system/api_tokens) in the browser (docs/system-contract.md section 11): an administrator creates a token
 * bound to a role, copies the secret shown once, an integration uses it with fetch against /graphql, the administrator
 * revokes it after a confirmation and the next request is refused. In English and Chinese at 1280 and 800 px, with
 * axe on the list and both dialogs.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { unique } from "./support/staff";

const PATH = "/system/api_tokens";
const table = (page: Page, name = "API Tokens") => page.getByRole("table", { name });

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

/** What an integration sees calling /graphql with the token: the orders' total, or the refusal's code. */
const USE_TOKEN = (token: string) => `fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer ${token}" },
    body: JSON.stringify({ query: "{ orders(page: { number: 1, size: 1 }) { total } }" }),
  })
  .then((response) => response.json())
  .then((body) => body.data ? "total " + body.data.orders.total : body.errors[0].extensions.code)`;

async function openList(page: Page) {
  await signIn(page, "admin");
  await page.addInitScript({ content: axe.source });
  await page.goto(PATH);
  await page.getByRole("heading", { name: "API Tokens", level: 1 }).waitFor();
}

async function createToken(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Create token" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create API token" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("combobox", { name: "Roles" }).click();
  await page.getByRole("option", { name: "Sales agent" }).click();
  // The list stays open for more roles; the demo tenant gathers the other files' roles, and a long list covers the
  // dialog's button until it is closed, as a user closes it by going on to the next field.
  await dialog.getByRole("textbox", { name: "Name" }).click();
  await page.getByRole("listbox").waitFor({ state: "hidden" });
  await dialog.getByRole("button", { name: "Create token" }).click();
  const secretDialog = page.getByRole("dialog", { name: `Your new token: ${name}` });
  const secret = (await secretDialog.getByLabel("The token").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^vct_[A-Za-z0-9_-]{43}$/);
  return secret;
}

describe("API tokens", () => {
  const browser = useBrowser();

  it("creates a token shown once, copies it, uses it against /graphql, revokes it and is refused", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openList(page);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Create token" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create API token" });
    // Every rule in the form too: nothing is sent without a name and a role.
    await dialog.getByRole("button", { name: "Create token" }).click();
    await dialog.getByText("Required").first().waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const name = unique("Booking site ");
    const secret = await createToken(page, name);
    const secretDialog = page.getByRole("dialog", { name: `Your new token: ${name}` });
    await secretDialog.getByRole("button", { name: "Copy" }).click();
    await secretDialog.getByRole("button", { name: "Copied" }).waitFor();
    await expect(page.evaluate("navigator.clipboard.readText()")).resolves.toBe(secret);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "api-tokens-secret-en-1280");
    await secretDialog.getByRole("button", { name: "Done" }).click();

    await expect(page.evaluate(USE_TOKEN(secret))).resolves.toMatch(/^total \d+$/);

    await page.reload();
    const row = table(page).locator("tbody tr", { hasText: name });
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await row.getByText("Sales agent").waitFor();
    await row.getByText("127.0.0.1").waitFor();
    // The list never holds the secret.
    expect(await page.content()).not.toContain(secret);
    await screenshot(page, "api-tokens-en-1280");

    await row.getByRole("button", { name: `Actions for token ${name}` }).click();
    await page.getByRole("menuitem", { name: "Revoke" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke this token?" });
    await confirm.getByText(`Token ${name} stops working at once`).waitFor();
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await page.getByText(`Token ${name} revoked`).waitFor();
    await expect.poll(() => table(page).locator("tbody tr", { hasText: name }).count()).toBe(0);

    await expect(page.evaluate(USE_TOKEN(secret))).resolves.toBe("UNAUTHENTICATED");
  });

  it("reads in Chinese", async () => {
    const { page } = browser;
    await openList(page);
    await createToken(page, unique("Accounting "));
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "API 令牌", level: 1 }).waitFor();
    await table(page, "API 令牌").getByText("最近使用").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "api-tokens-zh-1280");
    await page.getByRole("button", { name: "创建令牌" }).first().click();
    const dialog = page.getByRole("dialog", { name: "创建 API 令牌" });
    await dialog.waitFor();
    await screenshot(page, "api-tokens-create-zh-1280");

    // The expiry's calendar, open: Chinese month names, named arrows (axe clean), the Chinese order once picked.
    await dialog.getByRole("button", { name: "到期时间" }).click();
    const next = page.getByRole("button", { name: "下个月", exact: true });
    await next.waitFor();
    await expect(page.getByRole("button", { name: "上个月", exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: /^\d{4}年\d{1,2}月$/ }).count()).resolves.toBe(1);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "api-tokens-expiry-zh-1280");
    await next.click();
    await page.locator("[data-dates-dropdown] table button:not([data-outside]):not([disabled])").first().click();
    await page.getByRole("button", { name: "确定", exact: true }).last().click();
    await expect
      .poll(() => dialog.getByRole("button", { name: "到期时间" }).textContent())
      .toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  });
});

describe("API tokens at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("fits the list and the dialogs in both languages", async () => {
    const { page } = browser;
    await openList(page);
    await createToken(page, unique("Narrow "));
    await screenshot(page, "api-tokens-secret-en-800");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await table(page).locator("tbody tr").first().waitFor();
    await expectFits(page, { screen: "API Tokens" });
    await screenshot(page, "api-tokens-en-800");
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "API 令牌", level: 1 }).waitFor();
    await screenshot(page, "api-tokens-zh-800");
  });
});
