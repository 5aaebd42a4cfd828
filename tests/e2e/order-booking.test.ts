/**
 * Bookings taken in the console (/sales/order_add, docs/sales-contract.md "Bookings taken in the console") in the
 * browser, in a vendor of its own: an operator opens the form from the order list, books two adults paid in cash,
 * sees the confirmation, finds the order in the list and its confirmation in Development Mail; the form in Chinese
 * with a refused coupon under its field; axe and screenshots at 1280 and 800 px.
 */
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { TRAVEL_DATE, vendorWithTrip } from "./support/order-fixtures";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

const DATE = TRAVEL_DATE;
const COUPON = "HARBOR5";

/** A fresh vendor with one published trip sold by shift (adults 30.00, children 12.25, ten Morning seats) and a coupon. */
async function vendorWithCouponedTrip(label: string) {
  const { account, token, code } = await vendorWithTrip(label, "BOOK");
  // 5.00 off any booking of this vendor's, redeemable today.
  await graphql(
    "mutation ($input: CouponInput!) { createCoupon(input: $input) { id } }",
    { input: { code: COUPON, count: 10, amount: "5.00", startDate: "2025-01-01", endDate: "2031-12-31" } },
    token,
  );
  return { account, code, label: `${code} · Harbor Sunset Cruise` };
}

async function chooseDeparture(page: Page, tripLabel: string, shiftLabel: RegExp) {
  await page.getByRole("combobox", { name: /^(Trip|行程)/ }).click();
  await page.getByRole("option", { name: tripLabel, exact: true }).click();
  await page.getByLabel(/^(Travel date|出行日期)/).fill(DATE);
  await page.getByRole("combobox", { name: /^(Shift|场次)/ }).click();
  await page.getByRole("option", { name: shiftLabel }).click();
}

describe("a booking taken at the counter (1280 px)", () => {
  const browser = useBrowser();

  it("books two adults in cash from the order list, confirms, lists the order and mails its QR codes", async () => {
    const { page } = browser;
    const { account, label } = await vendorWithCouponedTrip("booking");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto("/sales/order_list");
    await page.getByRole("heading", { name: "Order List", level: 1 }).waitFor();
    await page.getByRole("link", { name: "New booking" }).click();
    await page.getByRole("heading", { name: "New Booking", level: 1 }).waitFor();

    await chooseDeparture(page, label, /^Morning · 10 left/);
    await page.getByText("10 seats left").waitFor();
    await page.getByRole("textbox", { name: "Adult · 30.00" }).fill("2");
    await page.getByRole("textbox", { name: "First name" }).fill("Ada");
    await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    const email = `ada-${Date.now().toString(36)}@example.com`;
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(email);
    // The phone as the console shows phones: country code, a space, the number.
    await page.getByRole("textbox", { name: "Phone" }).fill("+1 2125550100");
    await page.getByRole("textbox", { name: /^Coupon code/ }).fill(COUPON.toLowerCase());
    // The total is the server's quote and what is charged: 2 × 30.00, no fee configured, less the coupon's 5.00.
    const summary = page.getByRole("region", { name: "Total" });
    await expect.poll(() => summary.textContent()).toContain(`Coupon discount (${COUPON})-5.00`);
    expect(await summary.textContent()).toMatch(
      /^Total2 × Adult60\.00Tickets60\.00Booking fee0\.00Coupon discount \(HARBOR5\)-5\.00Total55\.00$/,
    );
    expect(await page.getByRole("radio", { name: /Cash/ }).isChecked()).toBe(true);
    await expectFits(page, { screen: "New Booking" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-booking-form-en-1280");

    await page.getByRole("button", { name: "Book", exact: true }).click();
    const confirmed = page.getByRole("alert").filter({ hasText: "Booked: BK" });
    await confirmed.waitFor();
    const orderNumber = /Booked: (BK\d{8})/.exec((await confirmed.textContent()) ?? "")![1];
    expect(await confirmed.textContent()).toContain(`2 tickets for Ada Lovelace. The confirmation went to ${email}.`);
    // What was charged, as the summary said: the coupon taken off.
    expect(await confirmed.textContent()).toMatch(/Coupon discount \(HARBOR5\)\s*-5\.00\s*Total\s*55\.00/);
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-booking-confirmed-en-1280");

    await page.goto("/sales/order_list");
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Cash.*60\.00.*Ada Lovelace.*Completed/);
    await screenshot(page, "order-booking-list-en-1280");

    await page.goto("/system/dev_mail");
    const mail = page.getByRole("row").filter({ hasText: `Your booking ${orderNumber}` });
    await mail.waitFor();
    expect(await mail.textContent()).toContain(email);
  });
});

describe("the booking form at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("fits in English and Chinese, and refuses an unknown coupon under its field in Chinese", async () => {
    const { page } = browser;
    const { account, label } = await vendorWithCouponedTrip("booking-zh");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto("/sales/order_add");
    await page.getByRole("heading", { name: "New Booking", level: 1 }).waitFor();
    await chooseDeparture(page, label, /^Morning · 10 left/);
    await page.getByRole("textbox", { name: "Child · 12.25" }).fill("1");
    await page.getByRole("textbox", { name: /^Coupon code/ }).fill(COUPON);
    const summary = page.getByRole("region", { name: "Total" });
    await expect.poll(() => summary.textContent()).toMatch(/Coupon discount \(HARBOR5\)-5\.00Total7\.25$/);
    await expectFits(page, { screen: "New Booking" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-booking-form-en-800");
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, "order-booking-summary-en-800");

    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "新建预订", level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole("region", { name: "合计" }).textContent())
      .toMatch(/优惠券折扣（HARBOR5）-5\.00总计7\.25$/);
    // Below the form at 800 px, beside it at 1280.
    await page.getByRole("region", { name: "合计" }).scrollIntoViewIfNeeded();
    await screenshot(page, "order-booking-summary-zh-800");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectFits(page, { screen: "新建预订" });
    await screenshot(page, "order-booking-summary-zh-1280");
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole("textbox", { name: /^优惠码/ }).fill("NOSUCH1");
    await page.getByText("未知的优惠码").waitFor();
    await page.getByText("剩余 10 个座位").waitFor();
    await expectFits(page, { screen: "新建预订" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-booking-form-zh-800");
  });
});
