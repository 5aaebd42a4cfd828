/**
 * Cancelling a departure (docs/sales-contract.md, jobs) in the browser, in a vendor of its own: two cash bookings on
 * the Morning of TRAVEL_DATE; from the calendar's chip the operator opens the manifest, cancels the departure with a
 * message, sees the count and the full refund before confirming, follows the job to its end, and finds the manifest's
 * banner, the calendar's badge and the customers' mail. In Chinese on a phone (the dialog full screen) and at 800 px.
 * Axe clean.
 */
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { bookOrder, TRAVEL_DATE, vendorWithTrip } from "./support/order-fixtures";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

/** A fresh vendor's trip with two cash bookings of two adults (60.00 each) on the Morning of TRAVEL_DATE. */
async function departureWithOrders(label: string) {
  const { account, token, tripId, code } = await vendorWithTrip(label, "STORM");
  const run = Date.now().toString(36);
  const first = await bookOrder(token, tripId, { contactEmail: `ada-${run}@example.com` });
  const second = await bookOrder(token, tripId, { contactEmail: `alan-${run}@example.com`, contactFirstName: "Alan" });
  return { account, tripId, code, run, orders: [first, second] };
}

describe("a departure cancelled on a stormy morning (1280 px)", () => {
  const browser = useBrowser();

  it("cancels it from its manifest with a message, follows the job, and shows it cancelled", async () => {
    const { page } = browser;
    const { account, code, run } = await departureWithOrders("storm");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/trip/calendar?date=${TRAVEL_DATE}`);
    const chip = page.getByRole("link", { name: new RegExp(`^Morning ${code} 4/10`) });
    await chip.click();
    await page.getByRole("heading", { name: new RegExp(`^${code} · 07/01/2030 · Morning`), level: 1 }).waitFor();

    await page.getByRole("button", { name: "Cancel departure" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this departure" });
    await dialog.getByText("Cancel the departure and its 2 orders?").waitFor();
    expect(await dialog.textContent()).toMatch(/Orders on it\s*2/);
    expect(await dialog.textContent()).toMatch(/Refund in full\s*120\.00/);
    const subject = `Sunset cruise cancelled ${run}`;
    await dialog.getByRole("textbox", { name: /^Subject/ }).fill(subject);
    await dialog
      .getByRole("textbox", { name: /^Content/ })
      .fill("A storm closes the harbor tonight; your money comes back.");
    await expectFits(page, { screen: "Cancel this departure" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departure-cancel-dialog-en-1280");
    await dialog.getByRole("button", { name: "Cancel departure and 2 orders" }).click();

    const progress = page.getByRole("dialog", { name: "Cancel departure" });
    await progress.getByText("2 of 2 orders handled").waitFor({ timeout: 30_000 });
    await progress.getByText("Done", { exact: true }).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departure-cancel-progress-en-1280");
    await progress.getByRole("button", { name: "Close" }).last().click();

    const banner = page.getByRole("alert").filter({ hasText: "This departure is cancelled" });
    await banner.getByText(/^Cancelled by .* 2 of 2 orders handled\.$/).waitFor();
    expect(await page.getByRole("button", { name: "Cancel departure" }).count()).toBe(0);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departure-cancel-manifest-en-1280");

    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await page.getByRole("link", { name: new RegExp(`^Morning ${code} .*\\(Cancelled\\)$`) }).waitFor();
    await screenshot(page, "departure-cancel-calendar-en-1280");

    await page.goto("/system/dev_mail");
    await expect.poll(() => page.getByRole("row").filter({ hasText: subject }).count()).toBe(2);
  });
});

describe("cancelling a departure on a phone and at 800 px, in Chinese", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it("opens the dialog full screen and fits", async () => {
    const { page } = browser;
    const { account, tripId } = await departureWithOrders("storm-zh");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/trip/departure_manifest?tripId=${tripId}&date=${TRAVEL_DATE}&shift=Morning`);
    await page.getByRole("button", { name: "Cancel departure" }).click();
    const english = page.getByRole("dialog", { name: "Cancel this departure" });
    await english.getByText("Cancel the departure and its 2 orders?").waitFor();
    await expectFits(page, { screen: "Cancel this departure" });
    await screenshot(page, "departure-cancel-dialog-en-390");
    await english.getByRole("button", { name: "Keep it" }).click();
    await english.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "取消班次" }).click();
    const dialog = page.getByRole("dialog", { name: "取消此班次" });
    await dialog.getByText("取消此班次及其 2 个订单？").waitFor();
    await expectFits(page, { screen: "取消此班次" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departure-cancel-dialog-zh-390");
    await page.setViewportSize({ width: 800, height: 900 });
    await expectFits(page, { screen: "取消此班次" });
    await screenshot(page, "departure-cancel-dialog-zh-800");
    await dialog.getByRole("textbox", { name: /^主题/ }).fill("停航通知");
    await dialog.getByRole("textbox", { name: /^内容/ }).fill("今晚风暴封港，款项将全额退回。");
    await dialog.getByRole("button", { name: "取消班次及 2 个订单" }).click();
    const progress = page.getByRole("dialog", { name: "取消班次" });
    await progress.getByText("已处理 2 / 2 个订单").waitFor({ timeout: 30_000 });
    await progress.getByRole("button", { name: "关闭" }).last().click();
    await page.getByRole("alert").filter({ hasText: "此班次已取消" }).waitFor();
    await expectFits(page, { screen: "乘客名单" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departure-cancel-manifest-zh-800");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "departure-cancel-manifest-zh-390");
  });
});
