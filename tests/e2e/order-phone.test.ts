/**
 * The order detail and its after-sale dialogs on a phone (390 px, docs/sales-contract.md sections 11–14): an unpaid
 * invoice booking's Record payment, and a cash booking's Edit contact, Cancel tickets and Move tickets, each fitting
 * the window and axe clean, in English and then in Chinese. One vendor and one page load for the lot.
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

interface Dialog {
  /** The button on the order detail that opens it. */
  open: string;
  /** The dialog's accessible name. */
  title: string;
  /** A shot's name. */
  shot: string;
}

const ENGLISH = (number: string): Dialog[] => [
  { open: "Edit contact", title: `Edit the contact of order ${number}`, shot: "contact" },
  { open: "Cancel tickets", title: `Cancel tickets of ${number}`, shot: "cancel" },
  { open: "Move tickets", title: `Move tickets of ${number}`, shot: "move" },
];
const CHINESE = (number: string): Dialog[] => [
  { open: "编辑联系人", title: `编辑订单 ${number} 的联系人`, shot: "contact" },
  { open: "取消票", title: `取消订单 ${number} 的票`, shot: "cancel" },
  { open: "改期", title: `订单 ${number} 的票改期`, shot: "move" },
];

/** Opens each dialog from the order detail, checks it fits and passes axe, and closes it again. */
async function checkDialogs(page: Page, dialogs: Dialog[], language: string) {
  for (const { open, title, shot } of dialogs) {
    await page.getByRole("button", { name: open, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    await expectFits(page, { screen: title });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, `order-phone-${shot}-${language}-390`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  }
}

async function openOrder(page: Page, id: string, number: string) {
  await page.goto(`/sales/order_detail?id=${id}`);
  await page.getByRole("heading", { name: new RegExp(number), level: 1 }).waitFor();
}

describe("the order detail on a phone (390 px)", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it("fits with every after-sale dialog, in English and Chinese", async () => {
    const { page } = browser;
    const { account, token, tripId } = await vendorWithTrip("phone", "PHN");
    const paid = await bookOrder(token, tripId);
    const unpaid = await bookOrder(token, tripId, { paymentMethod: "INVOICE" });
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });

    await openOrder(page, unpaid.id, unpaid.orderNumber);
    await expectFits(page, { screen: "Order Detail" });
    await checkDialogs(
      page,
      [{ open: "Record payment", title: `Record a payment for ${unpaid.orderNumber}`, shot: "payment" }],
      "en",
    );
    await openOrder(page, paid.id, paid.orderNumber);
    await expectFits(page, { screen: "Order Detail" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-phone-detail-en-390");
    await checkDialogs(page, ENGLISH(paid.orderNumber), "en");

    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "取消票", exact: true }).waitFor();
    await expectFits(page, { screen: "订单详情" });
    await screenshot(page, "order-phone-detail-zh-390");
    await checkDialogs(page, CHINESE(paid.orderNumber), "zh");
    await openOrder(page, unpaid.id, unpaid.orderNumber);
    await checkDialogs(
      page,
      [{ open: "登记付款", title: `为订单 ${unpaid.orderNumber} 登记付款`, shot: "payment" }],
      "zh",
    );
  });
});
