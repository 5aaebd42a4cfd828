/**
 * Correcting an order's contact and passengers and writing internal notes on the order detail screen
 * (docs/sales-contract.md, "Editing an order's contact and internal notes"), as an operator would after a customer's
 * call: in a vendor of its own, on an order booked for the test; the form's rules under their fields, the saved
 * contact, the history line and the note with its author; in Chinese, axe and screenshots at 1280 and 800 px.
 */
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { bookOrder, vendorWithTrip } from "./support/order-fixtures";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

/** A fresh vendor with one order of two adults paid in cash, booked for Grace Hopper. */
async function vendorWithOrder(label: string) {
  const { account, token, tripId } = await vendorWithTrip(label, "EDIT", { passengerPrices: { adult: "30.00" } });
  const order = await bookOrder(token, tripId, {
    contactFirstName: "Grace",
    contactLastName: "Hoper",
    contactEmail: "grace@example.com",
    contactPhone: "+12125550199",
  });
  return { account, order };
}

async function openOrder(page: Page, id: string, orderNumber: string) {
  await page.goto(`/sales/order_detail?id=${id}`);
  await page.getByRole("heading", { name: new RegExp(`Order ${orderNumber}`), level: 1 }).waitFor();
}

const customer = (page: Page) => page.getByRole("region", { name: /^(Customer|客户)/ });
const notes = (page: Page) => page.getByRole("region", { name: /^(Internal notes|内部备注)$/ });

async function toChinese(page: Page) {
  await page.getByRole("button", { name: /Language|语言/ }).click();
  await page.getByRole("menuitem", { name: "中文" }).click();
}

describe("correcting a contact and writing notes (1280 px)", () => {
  const browser = useBrowser();

  it("corrects a misspelt name and a passenger, refuses a bad e-mail under its field, and adds a note", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithOrder("contact");
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await openOrder(page, order.id, order.orderNumber);
    await customer(page).getByText("Grace Hoper").waitFor();

    await customer(page).getByRole("button", { name: "Edit contact" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit the contact of order ${order.orderNumber}` });
    await dialog.waitFor();
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    const firstTicket = order.tickets[0].ticketNumber;
    await dialog.getByRole("textbox", { name: `Passenger on ticket ${firstTicket}` }).fill("Grace Brewster Hopper");
    const email = dialog.getByRole("textbox", { name: /^E-mail/ });
    await email.fill("grace@");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Invalid email").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-contact-dialog-en-1280");
    await email.fill("grace.hopper@example.com");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Contact of order ${order.orderNumber} saved`).waitFor();
    await dialog.waitFor({ state: "detached" });

    await customer(page).getByText("Grace Hopper").waitFor();
    await customer(page).getByText("grace.hopper@example.com").waitFor();
    await page.getByRole("cell", { name: "Grace Brewster Hopper" }).waitFor();
    await page.getByText(`Contact details corrected, passenger renamed on ${firstTicket}`).waitFor();

    const box = notes(page).getByRole("textbox", { name: "New note" });
    await notes(page).getByText("No notes yet.").waitFor();
    await notes(page).getByRole("button", { name: "Add note" }).click();
    await notes(page).getByText("Required").waitFor();
    await box.fill("Customer called: the second passenger needs a child seat.");
    await notes(page).getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added", { exact: true }).first().waitFor();
    const listed = notes(page).getByRole("listitem");
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain("Customer called: the second passenger needs a child seat.");
    expect(await listed.textContent()).toContain(account.username);
    expect(await box.inputValue()).toBe("");
    await page.getByText("Internal note: Customer called").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await notes(page).scrollIntoViewIfNeeded();
    await screenshot(page, "order-notes-en-1280");

    await toChinese(page);
    await notes(page).getByText("备注仅员工可见，绝不会发给客户。").waitFor();
    await notes(page).scrollIntoViewIfNeeded();
    await screenshot(page, "order-notes-zh-1280");
    await customer(page).getByRole("button", { name: "编辑联系人" }).click();
    await page.getByRole("dialog", { name: `编辑订单 ${order.orderNumber} 的联系人` }).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "order-contact-dialog-zh-1280");
  });
});

describe("correcting a contact and writing notes (800 px)", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("fits the notes and the dialog in both languages", async () => {
    const { page } = browser;
    const { account, order } = await vendorWithOrder("contact-narrow");
    const token = await loginToken(account);
    await graphql(
      "mutation ($orderId: ID!, $text: String!) { addOrderNote(orderId: $orderId, text: $text) { id } }",
      { orderId: order.id, text: "Paid the rest in cash at the pier; receipt number 4711 in the drawer." },
      token,
    );
    await signIn(page, account);
    await openOrder(page, order.id, order.orderNumber);
    await notes(page).getByRole("listitem").waitFor();
    await notes(page).scrollIntoViewIfNeeded();
    await expectFits(page, { screen: "Order Detail" });
    await screenshot(page, "order-notes-en-800");
    await customer(page).getByRole("button", { name: "Edit contact" }).click();
    await page.getByRole("dialog").waitFor();
    await expectFits(page, { screen: "Edit contact" });
    await screenshot(page, "order-contact-dialog-en-800");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await toChinese(page);
    await notes(page).getByRole("listitem").waitFor();
    await notes(page).scrollIntoViewIfNeeded();
    await expectFits(page, { screen: "订单详情" });
    await screenshot(page, "order-notes-zh-800");
    await customer(page).getByRole("button", { name: "编辑联系人" }).click();
    await page.getByRole("dialog").waitFor();
    await expectFits(page, { screen: "编辑联系人" });
    await screenshot(page, "order-contact-dialog-zh-800");
  });
});
