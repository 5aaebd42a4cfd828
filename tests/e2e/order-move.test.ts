/**
 * Moving tickets to another departure (Order Detail, docs/sales-contract.md section 14) in the browser, in a vendor of
 * its own: a cash booking of two adults on 2030-07-01 Morning, on a trip charging 4.00 a ticket to reschedule; the
 * operator moves one ticket to 2030-07-02 Evening, sees the fee and the seats left before confirming, and the order
 * shows the ticket on its new departure under a new number and the history line. The dialog in English and Chinese at
 * 1280 and 800 px, axe clean.
 */
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { bookOrder, publishedTrip, TRAVEL_DATE, vendorWithTrip } from "./support/order-fixtures";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

const DATE = TRAVEL_DATE;
const NEW_DATE = "2030-07-02";

/** A fresh vendor with one published trip (adults 30.00, 4.00 a ticket to reschedule) and a cash booking of two. */
async function vendorWithBooking(label: string) {
  const { account, token, tripId } = await vendorWithTrip(label, "MOV", {
    passengerPrices: { adult: "30.00" },
    shifts: [
      { name: "Morning", selected: true },
      { name: "Evening", selected: true },
    ],
    inventories: [
      { date: DATE, shift: "Morning", quantity: 10 },
      { date: NEW_DATE, shift: "Morning", quantity: 3 },
      { date: NEW_DATE, shift: "Evening", quantity: 6 },
    ],
    rescheduleFeeType: "PER_TICKET",
    rescheduleFee: "4.00",
  });
  return { account, token, order: await bookOrder(token, tripId) };
}

const tickets = (page: Page) => page.getByRole("region", { name: /^(Tickets|票)/ });

describe("moving a ticket at the counter (1280 px)", () => {
  const browser = useBrowser();

  it("moves one of two tickets: the fee and seats first, then the ticket on its new departure", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithBooking("move");
    const [kept, moved] = order.tickets.map((ticket) => ticket.ticketNumber);
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("heading", { name: new RegExp(order.orderNumber), level: 1 }).waitFor();

    await page.getByRole("button", { name: "Move tickets" }).click();
    const dialog = page.getByRole("dialog", { name: `Move tickets of ${order.orderNumber}` });
    await dialog.waitFor();
    await dialog.getByRole("checkbox", { name: new RegExp(kept) }).uncheck();
    // The departure the ticket already travels on is refused under the tickets.
    await dialog.getByLabel(/^New travel date/).fill(DATE);
    await dialog.getByRole("combobox", { name: /^New shift/ }).click();
    await page.getByRole("option", { name: /^Morning/ }).click();
    await dialog.getByText(`The tickets already travel on this departure: ${moved}`).waitFor();

    await dialog.getByLabel(/^New travel date/).fill(NEW_DATE);
    await dialog.getByRole("combobox", { name: /^New shift/ }).click();
    await page.getByRole("option", { name: /^Evening/ }).click();
    await expect.poll(async () => (await dialog.textContent()) ?? "").toMatch(/Reschedule fee\s*4\.00/);
    expect(await dialog.textContent()).toMatch(/Seats left on this departure\s*6/);
    await dialog.getByText("A paid order: take 4.00 in cash now").waitFor();
    await expectFits(page, { screen: "Move tickets" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-move-dialog-en-1280");

    await dialog.getByRole("button", { name: "Move 1 ticket(s)" }).click();
    await page.getByText("1 ticket(s) moved to 07/02/2030 Evening").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await tickets(page).textContent()) ?? "").toContain("Evening");
    const ticketsText = (await tickets(page).textContent()) ?? "";
    expect(ticketsText).toContain(kept);
    // The moved ticket has a new number: its old one (and its code) names no ticket any more.
    expect(ticketsText).not.toContain(moved);
    await page.getByText(new RegExp(`Ticket ${moved} → BKT\\d+ rescheduled, fee 4\\.00`)).waitFor();
    await screenshot(page, "order-move-after-en-1280");
  });
});

describe("the move dialog at 800 px, and in Chinese", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("fits in English and Chinese", async () => {
    const { page } = browser;
    const { account, token, order } = await vendorWithBooking("move-zh");
    await publishedTrip(token, "FER", {
      name: "Island Ferry",
      inventories: [{ date: NEW_DATE, shift: "Morning", quantity: 5 }],
    });
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("button", { name: "Move tickets" }).click();
    const dialog = page.getByRole("dialog", { name: `Move tickets of ${order.orderNumber}` });
    await dialog.waitFor();
    await dialog.getByLabel(/^New travel date/).fill(NEW_DATE);
    await dialog.getByRole("combobox", { name: /^New shift/ }).click();
    await page.getByRole("option", { name: /^Evening/ }).click();
    await expect.poll(async () => (await dialog.textContent()) ?? "").toMatch(/Reschedule fee\s*8\.00/);
    await expectFits(page, { screen: "Move tickets" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-move-dialog-en-800");
    await dialog.getByRole("button", { name: "Keep them" }).click();
    // A date was chosen: leaving asks first.
    await page.getByRole("button", { name: "Discard and leave" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "改期" }).click();
    const zh = page.getByRole("dialog", { name: `订单 ${order.orderNumber} 的票改期` });
    await zh.waitFor();
    await zh.getByLabel(/^新的出行日期/).fill(NEW_DATE);
    await zh.getByRole("combobox", { name: /^新的场次/ }).click();
    await page.getByRole("option", { name: /^Evening/ }).click();
    await expect.poll(async () => (await zh.textContent()) ?? "").toMatch(/改期费\s*8\.00/);
    await expectFits(page, { screen: "改期" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-move-dialog-zh-800");
    // Another trip: the price and each ticket's option there.
    await zh.getByRole("combobox", { name: /^行程/ }).click();
    await page.getByRole("option", { name: "Island Ferry" }).click();
    await zh.getByRole("combobox", { name: /^新的场次/ }).click();
    await page.getByRole("option", { name: /^Morning/ }).click();
    await zh.getByRole("radio", { name: "按新行程的价格" }).check();
    await expect.poll(async () => (await zh.textContent()) ?? "").toMatch(/差价\s*0\.00/);
    await expectFits(page, { screen: "改期" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-move-trip-dialog-zh-800");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectFits(page, { screen: "改期" });
    await screenshot(page, "order-move-dialog-zh-1280");
  });
});

describe("moving a ticket to another trip (1280 px)", () => {
  const browser = useBrowser();

  it("picks the trip, the price option and the new trip's price: the difference goes back in cash", async () => {
    const { page } = browser;
    const { account, token, tripId } = await vendorWithTrip("move-trip", "MOV");
    await publishedTrip(token, "FER", {
      name: "Island Ferry",
      passengerPrices: { adult: "24.00", child: "10.00" },
      inventories: [{ date: NEW_DATE, shift: "Morning", quantity: 5 }],
    });
    const order = await bookOrder(token, tripId);
    const [kept, moved] = order.tickets.map((ticket) => ticket.ticketNumber);
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("button", { name: "Move tickets" }).click();
    const dialog = page.getByRole("dialog", { name: `Move tickets of ${order.orderNumber}` });
    await dialog.waitFor();
    await dialog.getByRole("checkbox", { name: new RegExp(kept) }).uncheck();
    await dialog.getByRole("combobox", { name: /^Trip/ }).click();
    await page.getByRole("option", { name: "Island Ferry" }).click();
    await dialog.getByLabel(/^New travel date/).fill(NEW_DATE);
    await dialog.getByRole("combobox", { name: /^New shift/ }).click();
    await page.getByRole("option", { name: /^Morning/ }).click();
    // The ticket's own option is chosen for it on the new trip; the price paid stays until the operator says.
    await expect
      .poll(() => dialog.getByRole("combobox", { name: `Price option for ${moved}` }).inputValue())
      .toBe("Adult · 24.00");
    await dialog.getByText("Nothing to pay or give back").waitFor();
    await dialog.getByRole("radio", { name: "The new trip's price" }).check();
    await expect.poll(async () => (await dialog.textContent()) ?? "").toMatch(/Price difference\s*-6\.00/);
    await dialog.getByText("6.00 goes back through the refund flow (cash at once)").waitFor();
    await expectFits(page, { screen: "Move tickets" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-move-trip-dialog-en-1280");

    await dialog.getByRole("button", { name: "Move 1 ticket(s)" }).click();
    await page.getByText("1 ticket(s) moved to 07/02/2030 Morning").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await tickets(page).textContent()) ?? "").toContain("Island Ferry");
    expect((await tickets(page).textContent()) ?? "").not.toContain(moved);
    await screenshot(page, "order-move-trip-after-en-1280");
  });
});
