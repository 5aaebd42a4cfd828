/**
 * Jobs over many orders from the order list (docs/sales-contract.md, jobs) in the browser, in a vendor of its own:
 * the operator picks rows and resends their confirmations, exports exactly them, picks every order a filter matches
 * and cancels them with the count confirmed, writes to a customer (the mail found in Development Mail), and finds the
 * three jobs under Jobs; in Chinese on a phone and at 800 px the bulk bar wraps and the dialog takes the screen;
 * a role without the bulk commands sees no checkboxes. Axe clean, screenshots at 1280, 800 and 390 px.
 */
import { readFileSync } from "node:fs";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { bookOrder, TRAVEL_DATE, vendorWithTrip } from "./support/order-fixtures";
import { staffHolding, unique } from "./support/staff";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

/**
 * A fresh vendor with a trip of 100 Morning seats and `lovelaces` cash bookings of one adult (30.00) for Ada Lovelace,
 * each with an e-mail of its own, then one for Grace Hopper and an unpaid invoice booking for Alan Turing.
 */
async function vendorWithOrders(label: string, lovelaces: number) {
  const { account, token, tripId } = await vendorWithTrip(label, "JOB", {
    inventories: [{ date: TRAVEL_DATE, shift: "Morning", quantity: 100 }],
  });
  const run = Date.now().toString(36);
  const one = [{ option: "Adult", count: 1 }];
  const ada = [];
  for (let index = 0; index < lovelaces; index += 1) {
    ada.push(await bookOrder(token, tripId, { passengers: one, contactEmail: `ada-${index}-${run}@example.com` }));
  }
  const graceEmail = `grace-${run}@example.com`;
  const grace = await bookOrder(token, tripId, {
    passengers: one,
    contactFirstName: "Grace",
    contactLastName: "Hopper",
    contactEmail: graceEmail,
  });
  // An invoice booking stays unpaid: it has no confirmation to resend.
  const unpaid = await bookOrder(token, tripId, {
    passengers: one,
    contactFirstName: "Alan",
    contactLastName: "Turing",
    contactEmail: `alan-${run}@example.com`,
    paymentMethod: "INVOICE",
  });
  return { account, ada, grace, graceEmail, unpaid, run };
}

const pick = (page: Page, orderNumber: string) =>
  page.getByRole("checkbox", { name: new RegExp(`^(Select|选择) ${orderNumber}$`) }).check();

/** The job's progress dialog, once the job is DONE with `total` orders handled. */
async function finishedJob(page: Page, title: string, total: number) {
  const progress = page.getByRole("dialog", { name: title });
  await progress.getByText(`${total} of ${total} orders handled`).waitFor({ timeout: 30_000 });
  await progress.getByText("Done", { exact: true }).waitFor();
  return progress;
}

describe("jobs over many orders at the counter (1280 px)", () => {
  const browser = useBrowser();

  it("resends to picked rows, exports them, cancels all a filter matches, writes to a customer, lists the jobs", async () => {
    const { page } = browser;
    const { account, ada, grace, graceEmail, unpaid, run } = await vendorWithOrders("jobs", 21);
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto("/sales/order_list");
    await page.getByRole("heading", { name: "Order List", level: 1 }).waitFor();

    // Two rows of the first page (the newest orders) picked: resend their confirmations; the unpaid one is skipped.
    await pick(page, ada[20].orderNumber);
    await pick(page, unpaid.orderNumber);
    await page.getByText("2 orders selected").waitFor();
    await page.getByRole("button", { name: "Resend confirmations" }).click();
    const resend = page.getByRole("dialog", { name: "Resend confirmations" });
    await resend.getByText("Resend the confirmation of 2 orders?").waitFor();
    await resend.getByText("1 order without an e-mail or not paid will be skipped.").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-resend-confirm-en-1280");
    await resend.getByRole("button", { name: "Resend to 2 orders" }).click();
    let progress = await finishedJob(page, "Resend confirmations", 2);
    expect(await progress.textContent()).toMatch(/Succeeded\s*1\s*Failed\s*0\s*Skipped\s*1/);
    const skipped = progress.getByRole("table", { name: "Skipped orders" });
    await skipped.getByText("The order is not paid: it has no confirmation to resend").waitFor();
    await expect(skipped.getByRole("link", { name: unpaid.orderNumber }).getAttribute("href")).resolves.toBe(
      `/sales/order_detail?id=${unpaid.id}`,
    );
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-progress-en-1280");
    await progress.getByRole("button", { name: "Close" }).last().click();
    await progress.waitFor({ state: "hidden" });

    // The export of picked rows holds exactly them.
    await pick(page, ada[20].orderNumber);
    await pick(page, grace.orderNumber);
    await page.getByRole("button", { name: "Export selected" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    const lines = readFileSync(await download.path(), "utf8")
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.includes(ada[20].orderNumber))).toBe(true);
    expect(lines.some((line) => line.includes(grace.orderNumber))).toBe(true);

    // Every order the filter matches (21, a page shows 20): cancelled, with the count and the refund confirmed.
    await page.getByRole("textbox", { name: "Customer name" }).fill("Lovelace");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("1–20 of 21").waitFor();
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    await page.getByText("All 20 on this page are selected.").waitFor();
    await expectFits(page, { screen: "Order List" });
    await screenshot(page, "order-jobs-bulk-bar-en-1280");
    await page.getByRole("button", { name: "Select all 21 orders that match the filter" }).click();
    await page.getByText("All 21 orders that match the filter are selected").waitFor();
    await page.getByRole("button", { name: "Cancel orders" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel orders" });
    await cancel.getByText("Cancel 21 orders?").waitFor();
    await expect.poll(async () => (await cancel.textContent()) ?? "").toMatch(/Refund in all\s*630\.00/);
    await expectFits(page, { screen: "Cancel orders" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-cancel-confirm-en-1280");
    await cancel.getByRole("button", { name: "Cancel 21 orders" }).click();
    progress = await finishedJob(page, "Cancel orders", 21);
    expect(await progress.textContent()).toMatch(/Succeeded\s*21\s*Failed\s*0\s*Skipped\s*0/);
    await expectFits(page, { screen: "Cancel orders" });
    await screenshot(page, "order-jobs-cancel-done-en-1280");
    await progress.getByRole("button", { name: "Close" }).last().click();

    // Grace alone, with the filter reset: written to with the subject and text the operator gives.
    await page.getByRole("button", { name: "Reset" }).click();
    await pick(page, grace.orderNumber);
    await page.getByRole("button", { name: "Write to customers" }).click();
    const write = page.getByRole("dialog", { name: "Write to customers" });
    await write.getByText("Write to the customers of 1 order?").waitFor();
    await write.getByRole("button", { name: "Send to 1 order" }).click();
    await write.getByText("Required").first().waitFor();
    const subject = `Harbor closed ${run}`;
    await write.getByRole("textbox", { name: /^Subject/ }).fill(subject);
    await write
      .getByRole("textbox", { name: /^Content/ })
      .fill("The harbor is closed by the storm; we will write again.");
    await expectFits(page, { screen: "Write to customers" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-message-en-1280");
    await write.getByRole("button", { name: "Send to 1 order" }).click();
    progress = await finishedJob(page, "Write to customers", 1);
    await progress.getByRole("button", { name: "Close" }).last().click();

    // The three jobs, newest first, each reopening its result.
    await page.getByRole("button", { name: "Jobs", exact: true }).click();
    const jobs = page.getByRole("dialog", { name: "Recent jobs" });
    await jobs.getByRole("row").filter({ hasText: "21 of 21" }).waitFor();
    const rows = await jobs.getByRole("row").allTextContents();
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(new RegExp(`Write to customers${subject}.*1 of 1.*Done`));
    expect(rows[2]).toMatch(/Cancel orders.*21 of 21.*Done/);
    expect(rows[3]).toMatch(/Resend confirmations.*2 of 2.*Done/);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-list-en-1280");
    await jobs.getByRole("button", { name: /^View the job Cancel orders/ }).click();
    progress = await finishedJob(page, "Cancel orders", 21);
    await progress.getByRole("button", { name: "Close" }).last().click();

    await page.goto("/system/dev_mail");
    const mail = page.getByRole("row").filter({ hasText: subject });
    await mail.waitFor();
    expect(await mail.textContent()).toContain(graceEmail);
    // 23 bookings and three jobs, each a worker run or more (vendor-api/src/shared/outbox-worker.ts polls every 2 s).
  }, 120_000);
});

describe("the bulk bar and its dialog on a phone and at 800 px, in Chinese", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it("wraps the bar, opens the dialog full screen, and offers nothing to a role without the bulk commands", async () => {
    const { page, context } = browser;
    const { account, ada, grace } = await vendorWithOrders("jobs-zh", 1);
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto("/sales/order_list");
    await pick(page, ada[0].orderNumber);
    await pick(page, grace.orderNumber);
    await page.getByText("2 orders selected").scrollIntoViewIfNeeded();
    await expectFits(page, { screen: "Order List" });
    await screenshot(page, "order-jobs-bulk-bar-en-390");
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "订单列表", level: 1 }).waitFor();
    await pick(page, ada[0].orderNumber);
    await pick(page, grace.orderNumber);
    await page.getByText("已选 2 个订单").waitFor();
    await page.getByText("已选 2 个订单").scrollIntoViewIfNeeded();
    await expectFits(page, { screen: "订单列表" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-bulk-bar-zh-390");
    await page.getByRole("button", { name: "给客户写信" }).click();
    const dialog = page.getByRole("dialog", { name: "给客户写信" });
    await dialog.getByText("给 2 个订单的客户写信？").waitFor();
    await expectFits(page, { screen: "给客户写信" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-jobs-message-zh-390");
    await page.setViewportSize({ width: 800, height: 900 });
    await expectFits(page, { screen: "给客户写信" });
    await screenshot(page, "order-jobs-message-zh-800");
    await dialog.getByRole("button", { name: "取消" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expectFits(page, { screen: "订单列表" });
    await screenshot(page, "order-jobs-bulk-bar-zh-800");
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, "order-jobs-bulk-bar-zh-1280");

    // Who may only read the list (a tab of their own) picks nothing.
    const viewer = await staffHolding(account, unique("Order viewers "), [{ type: "PAGE", url: "order_list" }]);
    const viewerPage = await context.newPage();
    await signIn(viewerPage, viewer);
    await viewerPage.goto("/sales/order_list");
    await viewerPage.getByRole("row").filter({ hasText: grace.orderNumber }).waitFor();
    expect(await viewerPage.getByRole("checkbox").count()).toBe(0);
    expect(await viewerPage.getByRole("button", { name: /Cancel orders|取消订单/ }).count()).toBe(0);
  });
});
