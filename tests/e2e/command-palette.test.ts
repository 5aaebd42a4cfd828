/**
 * The command palette (docs/foundation-contract.md section 4, Search) against the real stack: Ctrl+K opens it, a
 * screen is found by its Chinese title, an order by its number opens with Enter and comes back as recently opened;
 * the sales agent, who may not see trips, is never offered one. axe with it open at 1280 and 800 px.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { signIn } from "./support/login";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

let order: { id: string; orderNumber: string };

beforeAll(async () => {
  const data = await graphql<{ orders: { items: Array<{ id: string; orderNumber: string }> } }>(
    "{ orders(page: { number: 1, size: 1 }) { items { id orderNumber } } }",
    {},
    await loginToken("admin"),
  );
  order = data.orders.items[0];
});

const palette = (page: Page, name: RegExp | string) => page.getByRole("dialog", { name });
const search = (page: Page) => page.getByRole("combobox", { name: /Search the console|搜索控制台/ });
const option = (page: Page, name: RegExp | string, exact = false) =>
  page.getByRole("listbox", { name: /Results|结果/ }).getByRole("option", { name, exact });

/** The palette at rest: results in, the opening transition over. */
async function settled(page: Page) {
  await expect.poll(() => page.getByTestId("palette-loading").count()).toBe(0);
  await expect
    .poll(() => page.evaluate("document.getAnimations().filter((a) => a.playState === 'running').length"))
    .toBe(0);
}

describe("command palette", () => {
  const browser = useBrowser();

  it("opens with Ctrl+K, finds a screen in Chinese and an order by its number, and remembers it", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.addInitScript({ content: axe.source });
    await page.goto("/company/company_info");
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    await page.keyboard.press("Control+K");
    await palette(page, "Search the console").waitFor();
    await search(page).fill(order.orderNumber);
    await option(page, new RegExp(order.orderNumber)).waitFor();
    await settled(page);
    expect(await page.evaluate(AXE)).toEqual([]);
    await screenshot(page, "command-palette-order-en-1280");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/sales/order_detail?id=${order.id}`);
    await expect.poll(() => palette(page, "Search the console").count()).toBe(0);
    await page.getByRole("heading", { name: new RegExp(order.orderNumber), level: 1 }).waitFor();

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: /语言/ }).waitFor();
    await screenshot(page, "command-palette-header-zh-1280");
    await page.getByRole("banner").getByRole("button", { name: "快速跳转", exact: true }).click();
    await palette(page, "搜索控制台").waitFor();
    // Nothing typed: the order just opened comes first.
    await expect.poll(() => option(page, new RegExp(order.orderNumber)).count()).toBe(1);
    await search(page).fill("交易");
    await option(page, "交易列表").waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(option(page, "交易列表").getAttribute("aria-selected")).resolves.toBe("true");
    await settled(page);
    await screenshot(page, "command-palette-screen-zh-1280");
    await page.keyboard.press("Escape");
    await expect.poll(() => palette(page, "搜索控制台").count()).toBe(0);

    await page.setViewportSize({ width: 800, height: 800 });
    await page.keyboard.press("Control+K");
    await search(page).fill("无此内容xyz");
    await palette(page, "搜索控制台").getByText("没有找到与“无此内容xyz”相关的内容").waitFor();
    await settled(page);
    expect(await page.evaluate(AXE)).toEqual([]);
    await screenshot(page, "command-palette-empty-zh-800");
  });

  it("offers the sales agent no kind it may not see", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 800, height: 800 });
    await signIn(page, "agent");
    await page.addInitScript({ content: axe.source });
    await page.goto("/sales/order_list");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await screenshot(page, "command-palette-header-en-800");
    await page.getByRole("banner").getByRole("button", { name: "Jump to", exact: true }).click();
    // "Jazz" names a trip the administrator finds; the agent's answer holds no trips at all.
    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"Jazz"'),
    );
    await search(page).fill("Jazz");
    const body = (await (await answer).json()) as { data: { search: Record<string, unknown> } };
    expect(body.data.search.trips).toBeNull();
    expect(body.data.search.coupons).toBeNull();
    expect(body.data.search.users).toBeNull();
    await palette(page, "Search the console").getByText("Nothing found for “Jazz”").waitFor();
    // Nor screens it may not open: "Trip List" is not offered, "Order List" is.
    await search(page).fill("list");
    await option(page, "Order List", true).waitFor();
    expect(await option(page, "Trip List").count()).toBe(0);
    await settled(page);
    expect(await page.evaluate(AXE)).toEqual([]);
    await screenshot(page, "command-palette-agent-en-800");
  });
});
