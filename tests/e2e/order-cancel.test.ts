/**
 * Cancelling tickets of an order (Order Detail, docs/sales-contract.md section 13) in the browser, in a vendor of its
 * own: a cash booking of two adults on a trip that keeps 5.00 a ticket; the operator cancels one ticket, sees the
 * charge and the refund before confirming, and the order shows the ticket cancelled, the cash refunded and the
 * history line. The dialog in English and Chinese at 1280 and 800 px, axe clean.
 */
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { bookOrder, vendorWithTrip } from "./support/order-fixtures";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

/** A fresh vendor with one published trip (adults 30.00, 5.00 kept per cancelled ticket) and a cash booking of two. */
async function vendorWithBooking(label: string) {
  const { account, token, tripId } = await vendorWithTrip(label, "CXL", {
    cancellationType: "FIXED",
    cancellationAmount: "5.00",
  });
  return { account, order: await bookOrder(token, tripId) };
}

const tickets = (page: Page) => page.getByRole("region", { name: /^(Tickets|票)/ });

describe("cancelling a ticket at the counter (1280 px)", () => {
  const browser = useBrowser();

  it("cancels one of two tickets: the quote first, then the ticket void and the cash back", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithBooking("cancel");
    const [kept, cancelled] = order.tickets.map((ticket) => ticket.ticketNumber);
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("heading", { name: new RegExp(order.orderNumber), level: 1 }).waitFor();

    await page.getByRole("button", { name: "Cancel tickets" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel tickets of ${order.orderNumber}` });
    await dialog.waitFor();
    // Every valid ticket is chosen at first: the whole order, both charges kept.
    await dialog.getByText("No valid ticket is left: the whole order is cancelled").waitFor();
    await dialog.getByRole("checkbox", { name: new RegExp(kept) }).uncheck();
    await expect.poll(async () => (await dialog.textContent()) ?? "").toMatch(/Paid for these tickets\s*30\.00/);
    expect(await dialog.textContent()).toMatch(/Cancellation charge\s*5\.00/);
    expect(await dialog.textContent()).toMatch(/Refund\s*25\.00/);
    await dialog.getByText("25.00 back in cash now").waitFor();
    // A charge of one's own above what was paid is refused under its field.
    await dialog.getByRole("textbox", { name: /^Charge instead/ }).fill("30.01");
    await dialog.getByRole("button", { name: "Cancel 1 ticket(s)" }).click();
    await dialog.getByText("Not more than what was paid for these tickets and can be refunded: 30.00").waitFor();
    await dialog.getByRole("textbox", { name: /^Charge instead/ }).fill("");
    await expectFits(page, { screen: "Cancel tickets" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-cancel-dialog-en-1280");

    await dialog.getByRole("button", { name: "Cancel 1 ticket(s)" }).click();
    await page.getByText("1 ticket(s) cancelled; 25.00 refunded").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await tickets(page).textContent()) ?? "").toContain("Void (cancelled)");
    await page.getByText(`Tickets ${cancelled} cancelled, charge 5.00`).waitFor();
    // The other ticket can still be cancelled; a checked-in or void one cannot be chosen.
    await page.getByRole("button", { name: "Cancel tickets" }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole("checkbox", { name: new RegExp(cancelled) }).isDisabled()).toBe(true);
    await screenshot(page, "order-cancel-after-en-1280");
  });

  it("cancels one ticket of an unpaid order: its total and what it owes drop by the price less the charge", async () => {
    const { page } = browser;
    const { account, token, tripId } = await vendorWithTrip("cancel-unpaid", "CXL", {
      cancellationType: "FIXED",
      cancellationAmount: "5.00",
    });
    const order = await bookOrder(token, tripId, { paymentMethod: "INVOICE" });
    const [kept] = order.tickets.map((ticket) => ticket.ticketNumber);
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("button", { name: "Cancel tickets" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel tickets of ${order.orderNumber}` });
    await dialog.waitFor();
    await dialog.getByRole("checkbox", { name: new RegExp(kept) }).uncheck();
    await expect.poll(async () => (await dialog.textContent()) ?? "").toMatch(/Price of these tickets\s*30\.00/);
    const text = (await dialog.textContent()) ?? "";
    expect(text).toMatch(/Cancellation charge\s*5\.00/);
    // Nothing was paid: the order now owes its total less 25.00, all of it.
    const [, total] = /Order total after\s*([\d.]+)/.exec(text) ?? [];
    expect(text).toContain(`Still to pay after${total}`);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-cancel-unpaid-dialog-en-1280");
    await dialog.getByRole("button", { name: "Cancel 1 ticket(s)" }).click();
    await page.getByText("1 ticket(s) cancelled; 0.00 refunded").waitFor();
    await expect.poll(async () => (await tickets(page).textContent()) ?? "").toContain("Void (cancelled)");
  });
});

describe("the cancel dialog at 800 px, and in Chinese", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("fits in English and Chinese", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithBooking("cancel-zh");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("button", { name: "Cancel tickets" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel tickets of ${order.orderNumber}` });
    await dialog.waitFor();
    await expect.poll(async () => (await dialog.textContent()) ?? "").toMatch(/Refund\s*50\.00/);
    await expectFits(page, { screen: "Cancel tickets" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-cancel-dialog-en-800");
    await dialog.getByRole("button", { name: "Keep them" }).click();

    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "取消票" }).click();
    const zh = page.getByRole("dialog", { name: `取消订单 ${order.orderNumber} 的票` });
    await zh.waitFor();
    await expect.poll(async () => (await zh.textContent()) ?? "").toMatch(/退款\s*50\.00/);
    await expectFits(page, { screen: "取消票" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-cancel-dialog-zh-800");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectFits(page, { screen: "取消票" });
    await screenshot(page, "order-cancel-dialog-zh-1280");
  });
});
