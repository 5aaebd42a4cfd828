/**
 * Recording a payment on an unpaid order (Order Detail, docs/sales-contract.md section 11) in the browser, in a vendor
 * of its own: an invoice booking shows its balance; the operator records part of it in cash, then the rest by bank
 * transfer (the amount filled with the balance), and the order is completed. The dialog in English and Chinese at
 * 1280 and 800 px, axe clean.
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

/** A fresh vendor with one published trip (adults 30.00) and an invoice booking of two adults: 60.00 owed. */
async function vendorWithInvoice(label: string) {
  const { account, token, tripId } = await vendorWithTrip(label, "PAY");
  return { account, order: await bookOrder(token, tripId, { paymentMethod: "INVOICE" }) };
}

const amounts = (page: Page) => page.getByRole("region", { name: /^(Amounts|金额)/ });

describe("recording a payment at the counter (1280 px)", () => {
  const browser = useBrowser();

  it("records part of the balance in cash, then the rest by bank transfer, and the order is paid", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithInvoice("payment");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("heading", { name: new RegExp(order.orderNumber), level: 1 }).waitFor();
    await expect.poll(async () => (await amounts(page).textContent()) ?? "").toMatch(/Balance due\s*60\.00/);

    await page.getByRole("button", { name: "Record payment" }).click();
    const dialog = page.getByRole("dialog", { name: `Record a payment for ${order.orderNumber}` });
    await dialog.waitFor();
    expect(await dialog.getByRole("textbox", { name: /^Amount/ }).inputValue()).toBe("60.00");
    expect(await dialog.getByRole("radio", { name: "Cash" }).isChecked()).toBe(true);
    // More than the balance is refused under the field, before anything is sent.
    await dialog.getByRole("textbox", { name: /^Amount/ }).fill("60.01");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await dialog.getByText("Not more than the balance of 60.00").waitFor();
    await dialog.getByRole("textbox", { name: /^Amount/ }).fill("20");
    await dialog.getByRole("textbox", { name: /^Reference/ }).fill("Receipt 0042");
    await expectFits(page, { screen: "Record payment" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-payment-dialog-en-1280");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await page.getByText("Payment of 20.00 recorded; 40.00 still owed").waitFor();
    await expect.poll(async () => (await amounts(page).textContent()) ?? "").toMatch(/Balance due\s*40\.00/);

    await page.getByRole("button", { name: "Record payment" }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole("textbox", { name: /^Amount/ }).inputValue()).toBe("40.00");
    await dialog.getByRole("radio", { name: "Bank transfer" }).check();
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await page.getByText("Payment of 40.00 recorded; the order is paid").waitFor();
    await expect.poll(async () => (await amounts(page).textContent()) ?? "").toMatch(/Actually paid\s*60\.00/);
    expect(await amounts(page).textContent()).not.toContain("Balance due");
    expect(await page.getByRole("button", { name: "Record payment" }).count()).toBe(0);
    await page.getByRole("heading", { level: 1 }).getByText("Completed").waitFor();
    await screenshot(page, "order-payment-paid-en-1280");

    // Cancelling the order gives each payment its share: the cash and the transfer both settled at once.
    await page.getByRole("button", { name: "Cancel tickets" }).click();
    const cancel = page.getByRole("dialog", { name: `Cancel tickets of ${order.orderNumber}` });
    await cancel.getByText("20.00 back in cash now").waitFor();
    await cancel.getByText("40.00 sent back by bank transfer now").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-cancel-bank-transfer-en-1280");
    await page.keyboard.press("Escape");
    await cancel.waitFor({ state: "hidden" });

    // What came in by bank transfer can be given back: the refund dialog offers it, named by how it goes back.
    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const refund = page.getByRole("dialog", { name: `Refund order ${order.orderNumber}` });
    await refund.getByRole("radio", { name: "Bank transfer" }).waitFor();
    await refund.getByText("40.00 of 40.00").waitFor();
    await expectFits(page, { screen: "Refund" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-refund-bank-transfer-en-1280");
    await page.keyboard.press("Escape");
    await refund.waitFor({ state: "hidden" });

    // The same in Chinese.
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "取消票" }).click();
    const cancelZh = page.getByRole("dialog", { name: `取消订单 ${order.orderNumber} 的票` });
    await cancelZh.getByText("立即通过银行转账退还 40.00").waitFor();
    await screenshot(page, "order-cancel-bank-transfer-zh-1280");
    await page.keyboard.press("Escape");
    await cancelZh.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "退款", exact: true }).click();
    const refundZh = page.getByRole("dialog", { name: `订单 ${order.orderNumber} 退款` });
    await refundZh.getByRole("radio", { name: "银行转账" }).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-refund-bank-transfer-zh-1280");
  });
});

describe("the payment dialog at 800 px, and in Chinese at 1280 px", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("fits in English and Chinese", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithInvoice("payment-zh");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto(`/sales/order_detail?id=${order.id}`);
    await page.getByRole("button", { name: "Record payment" }).click();
    const dialog = page.getByRole("dialog", { name: `Record a payment for ${order.orderNumber}` });
    await dialog.waitFor();
    await expectFits(page, { screen: "Record payment" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-payment-dialog-en-800");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "登记付款" }).click();
    const zh = page.getByRole("dialog", { name: `为订单 ${order.orderNumber} 登记付款` });
    await zh.waitFor();
    await zh.getByRole("textbox", { name: /^金额/ }).fill("61");
    await zh.getByRole("button", { name: "登记付款" }).click();
    await zh.getByText("不能超过待付余额 60.00").waitFor();
    await expectFits(page, { screen: "登记付款" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-payment-dialog-zh-800");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectFits(page, { screen: "登记付款" });
    await screenshot(page, "order-payment-dialog-zh-1280");
  });
});
