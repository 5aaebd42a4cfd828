/**
 * System e-mail receivers, payment gateways and the booking fee against the real stack (docs/system-contract.md
 * sections 4, 5 and 8). Every test that saves takes a fresh tenant of its own (`createTenant`): the demo's data, which
 * other browser tests read, stays as it is.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { textField } from "./support/company";
import { errorOf } from "./support/form";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import type { Credentials } from "./support/accounts";
import { login, signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { staffHolding, unique } from "./support/staff";
import { createTenant } from "./support/vendor-admin";

async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
}

/** Serious and critical axe findings on the page as it is now (tests/e2e/accessibility.test.ts runs every screen). */
const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function addReceiver(page: Page, email: string, contactName: string, type: string) {
  await page.getByRole("link", { name: "Add receiver" }).first().click();
  await page.getByRole("heading", { name: "Add Receiver", level: 1 }).waitFor();
  await textField(page, "E-mail address").fill(email);
  await textField(page, "Contact name").fill(contactName);
  await page.getByRole("radio", { name: type }).check();
  await page.getByRole("button", { name: "Save" }).click();
}

async function saveBookingFeeBehind(account: Credentials, version: number) {
  const token = await loginToken(account);
  return graphql<{ saveBookingFee: { version: number } }>(
    `
      mutation ($version: Int) {
        saveBookingFee(version: $version, input: { type: PER_TICKET, mode: FIXED, amount: "1.00" }) {
          version
        }
      }
    `,
    { version },
    token,
  );
}

describe("system e-mail", () => {
  const browser = useBrowser();

  it("adds, edits and deletes receivers; a duplicate address of the same type is refused at its field", async () => {
    const { page } = browser;
    const account = await createTenant("mail");
    await signIn(page, account);
    await openScreen(page, "/system/system_email", "System Email");
    await page.getByText("No receivers yet").waitFor();

    // Nothing typed: the rules' own messages at the fields, and nothing is sent.
    await page.getByRole("link", { name: "Add receiver" }).first().click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "E-mail address"))).resolves.toContain("enter address");
    await expect(errorOf(textField(page, "Contact name"))).resolves.toContain("enter contact name");
    await textField(page, "E-mail address").fill("not-an-address");
    await textField(page, "Contact name").fill("R2D2");
    // The fields keep the room of their messages (nothing moves under the pointer), so at 800 px high Save sits
    // where the first refusal's toast is, held open while the pointer is on it: closed as a person would.
    await page
      .getByRole("alert")
      .filter({ hasText: "Some fields need your attention" })
      .getByRole("button", { name: "Close" })
      .click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "E-mail address"))).resolves.toContain("Enter the correct email address");
    await expect(errorOf(textField(page, "Contact name"))).resolves.toContain("Enter the correct contact name");
    // Leaving asks first. The hidden screen keeps its group open in the sidebar, so the list is one click away.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "System Email" }).click();
    await page
      .getByRole("dialog", { name: "Discard unsaved changes?" })
      .getByRole("button", { name: /Discard/ })
      .click();

    await addReceiver(page, "refunds@example.com", "Ada Lovelace", "Refund requests");
    await page.getByText("Receiver added").waitFor();
    await page.getByRole("heading", { name: "System Email", level: 1 }).waitFor();
    await expect(rowOf(page, "refunds@example.com").textContent()).resolves.toMatch(/Ada Lovelace.*Refund requests/);

    // The same address for the same type, in other letters: the vendor API's refusal, at the field.
    await addReceiver(page, "REFUNDS@example.com", "Ada Again", "Refund requests");
    await expect(errorOf(textField(page, "E-mail address"))).resolves.toContain("Duplicate email address");
    await screenshot(page, "receiver-duplicate-1280");
    // Another type may have it.
    // Leaving the refused field keeps its message, so nothing moves under the pointer on the way to the type.
    await page.getByRole("radio", { name: "Refund results" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "System Email", level: 1 }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole("row")
          .filter({ hasText: /refunds@example.com/i })
          .count(),
      )
      .toBe(2);

    // Edit from the row menu: the form opens with the receiver, saves, and the list shows the change.
    await rowOf(page, "Ada Lovelace")
      .getByRole("button", { name: /Actions for/ })
      .click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit receiver", level: 1 }).waitFor();
    await expect(textField(page, "E-mail address").inputValue()).resolves.toBe("refunds@example.com");
    await textField(page, "Contact name").fill("Grace Hopper");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Receiver saved").waitFor();
    await rowOf(page, "Grace Hopper").waitFor();

    // Delete asks first; Cancel keeps the receiver, Delete removes it.
    const grace = rowOf(page, "Grace Hopper");
    await grace.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this receiver?" });
    await confirm.getByText("will no longer get Refund requests mails").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await grace.waitFor();
    await grace.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete this receiver?" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("Receiver refunds@example.com deleted").waitFor();
    await expect.poll(() => rowOf(page, "Grace Hopper").count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole("row")
          .filter({ hasText: /refunds@example.com/i })
          .count(),
      )
      .toBe(1);
  });
});

describe("payment", () => {
  const browser = useBrowser();

  it("saves a card gateway: the secret shows only as set with its last four, the guide's payment step turns done without a reload", async () => {
    const { page } = browser;
    const account = await createTenant("payment");
    await signIn(page, account);
    await openScreen(page, "/system/payment", "Payment");
    await page.getByRole("button", { name: /Setup guide 0\/6/ }).waitFor();
    await page.evaluate("window.__sameDocument = true");
    const card = page.getByRole("tabpanel", { name: "Card payments" });

    await page.getByRole("radio", { name: /Gateway 2/ }).check();
    await page.getByRole("button", { name: "Save card gateway" }).click();
    await expect(errorOf(textField(page, "User name"))).resolves.toContain("Required");
    await textField(page, "User name").fill("shop-user");
    await card.getByRole("textbox", { name: "Password", exact: true }).fill("gw-secret-4321");
    await textField(page, "Merchant ID").fill("M-778899");
    await page.getByRole("button", { name: "Save card gateway" }).click();
    await page.getByText("Card gateway saved").waitFor();
    await page.getByRole("button", { name: /Setup guide 1\/6/ }).waitFor();
    expect(await page.evaluate("window.__sameDocument")).toBe(true);
    await card.getByRole("group", { name: "Password" }).getByText("•••• 4321").waitFor();
    // The change is in the history at once, the secret only as changed.
    const history = page.getByRole("region", { name: "Change history" });
    await history.getByText("Password: changed (value hidden)").waitFor();
    await history.getByText("Merchant ID: (empty) → M-778899").waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Payment", level: 1 }).waitFor();
    await card.getByRole("group", { name: "Password" }).getByText("•••• 4321").waitFor();
    await expect(page.getByRole("radio", { name: /Gateway 2/ }).isChecked()).resolves.toBe(true);
    await expect(textField(page, "Merchant ID").inputValue()).resolves.toBe("M-778899");
    const everything = await page.evaluate(
      `document.documentElement.outerHTML + [...document.querySelectorAll("input")].map((i) => i.value).join(" ")`,
    );
    expect(everything).not.toContain("gw-secret");
    await page.getByRole("button", { name: /Setup guide 1\/6/ }).waitFor();

    // Replace opens an empty input; keeping the stored value sends nothing.
    await page.getByRole("button", { name: "Replace Password" }).click();
    await expect(card.getByRole("textbox", { name: "Password", exact: true }).inputValue()).resolves.toBe("");
    await page.getByRole("button", { name: "Keep the stored value" }).click();
    await card.getByRole("group", { name: "Password" }).getByText("•••• 4321").waitFor();

    // PayPal: saved on its own, every secret masked after the save.
    await page.getByRole("tab", { name: "PayPal" }).click();
    const paypal = page.getByRole("tabpanel", { name: "PayPal" });
    await paypal.getByRole("textbox", { name: "API user name", exact: true }).fill("pp-api");
    await paypal.getByRole("textbox", { name: "Password", exact: true }).fill("pp-pass-1111");
    await paypal.getByRole("textbox", { name: "Signature", exact: true }).fill("pp-sign-2222");
    await paypal.getByRole("textbox", { name: "Client ID", exact: true }).fill("pp-client");
    await paypal.getByRole("textbox", { name: "Client secret", exact: true }).fill("pp-secret-3333");
    await paypal.locator("label", { hasText: "Inactive" }).click();
    await page.getByRole("button", { name: "Save PayPal" }).click();
    await page.getByText("PayPal saved").waitFor();
    for (const [label, lastFour] of [
      ["Password", "1111"],
      ["Signature", "2222"],
      ["Client secret", "3333"],
    ])
      await paypal.getByRole("group", { name: label }).getByText(`•••• ${lastFour}`).waitFor();
    await screenshot(page, "payment-paypal-saved-1280");
  });

  it("asks before leaving unsaved changes and refuses a stale booking fee save", async () => {
    const { page } = browser;
    const account = await createTenant("fee");
    await signIn(page, account);
    await openScreen(page, "/system/bookingFee", "Booking Fee");
    await page.getByText("Customers pay the ticket prices only.").waitFor();

    await page.getByRole("radio", { name: "Per order" }).check();
    await page.locator("label", { hasText: "Percentage" }).click();
    await textField(page, "Fee").fill("7.5");
    // Two tickets of $45.50: 7.5 % of $91.00 is $6.825, floored to $6.82.
    const example = page.getByText("Example").locator("..");
    await expect(example.textContent()).resolves.toContain("$6.82");
    await expect(example.textContent()).resolves.toContain("$97.82");
    await textField(page, "Fee").fill("120");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Fee"))).resolves.toContain("No more than 100");
    await textField(page, "Fee").fill("7.5");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Booking fee saved").waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Booking Fee", level: 1 }).waitFor();
    await expect(page.getByRole("radio", { name: "Per order" }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole("radio", { name: "Percentage" }).isChecked()).resolves.toBe(true);
    await expect(textField(page, "Fee").inputValue()).resolves.toBe("7.50");
    await expect(example.textContent()).resolves.toContain("$97.82");
    await page.getByText("Platform fees", { exact: true }).waitFor();

    // Unsaved changes: leaving asks first; staying keeps them.
    await textField(page, "Fee").fill("8");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Payment", exact: true })
      .click();
    await page.getByRole("dialog", { name: "Discard unsaved changes?" }).getByRole("button", { name: "Stay" }).click();
    await expect(textField(page, "Fee").inputValue()).resolves.toBe("8");

    // Saved meanwhile elsewhere: this form's version is out of date and nothing is written.
    expect(await saveBookingFeeBehind(account, 1)).toEqual({ saveBookingFee: { version: 2 } });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("dialog", { name: "Out of date" }).getByText("Data is out of date").waitFor();
  });

  it("saves the unpaid hold period: refused outside 1–90 days at its field, saved with a message and in the history, read-only without its cmd", async () => {
    const { page } = browser;
    const account = await createTenant("hold");
    await page.addInitScript({ content: axe.source });
    await signIn(page, account);
    await openScreen(page, "/system/payment", "Payment");
    const card = page.getByRole("region", { name: "Unpaid bookings" });
    const days = card.getByRole("textbox", { name: "Hold period (days)" });
    await expect(days.inputValue()).resolves.toBe("7");

    await days.fill("91");
    await page.getByRole("button", { name: "Save hold period" }).click();
    await expect(errorOf(days)).resolves.toContain("No more than 90");
    await days.fill("0");
    await page.getByRole("button", { name: "Save hold period" }).click();
    await expect(errorOf(days)).resolves.toContain("No less than 1");
    await days.fill("3");
    await page.getByRole("button", { name: "Save hold period" }).click();
    await page.getByText("Hold period saved").waitFor();
    const history = page.getByRole("region", { name: "Change history" });
    await history.getByText("Unpaid bookings hold their seats for (days): 7 → 3").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "payment-unpaid-hold-saved-1280");

    await page.reload();
    await page.getByRole("heading", { name: "Payment", level: 1 }).waitFor();
    await expect(days.inputValue()).resolves.toBe("3");

    // A user who may see the payment settings but not change the hold period (a tab of their own, opened before the
    // language is switched: the choice is kept for every tab) sees it read-only.
    const reader = await staffHolding(account, unique("holdreader"), [{ type: "PAGE", url: "payment" }]);
    const readerPage = await browser.context.newPage();
    await signIn(readerPage, reader);
    await openScreen(readerPage, "/system/payment", "Payment");
    const readerDays = readerPage
      .getByRole("region", { name: "Unpaid bookings" })
      .getByRole("textbox", { name: "Hold period (days)" });
    await expect(readerDays.inputValue()).resolves.toBe("3");
    await expect(readerDays.isDisabled()).resolves.toBe(true);
    await expect(readerPage.getByRole("button", { name: "Save hold period" }).count()).resolves.toBe(0);
    await readerDays.scrollIntoViewIfNeeded();
    await screenshot(readerPage, "payment-unpaid-hold-read-only-1280");

    // The card in Chinese, at 1280 and 800 px.
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    const zhCard = page.getByRole("region", { name: "未付款订单" });
    await zhCard.getByRole("textbox", { name: "保留期（天）" }).waitFor();
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 800 });
      await zhCard.scrollIntoViewIfNeeded();
      await expectFits(page, { screen: `payment in zh at ${width}` });
      await screenshot(page, `payment-unpaid-hold-zh-${width}`);
    }
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
  });
});

/** Each screen with data, at 1280 and 800 px, in English and Chinese, for a person to look at. */
describe.each([1280, 800])("system settings screens at %i px", (width) => {
  const browser = useBrowser({ width, height: 900 });

  it("shows the four screens in English and Chinese", async () => {
    const { page } = browser;
    const account = await createTenant("shots");
    const token = await loginToken(account);
    await graphql(
      `
        mutation {
          saveEmailReceiver(input: { email: "refunds@example.com", contactName: "Ada Lovelace", type: REFUND }) {
            id
          }
          other: saveEmailReceiver(
            input: { email: "copies@example.com", contactName: "Grace Hopper", type: NOTIFICATION }
          ) {
            id
          }
          saveCreditCardConfig(
            input: {
              gatewayType: API_LOGIN
              apiLoginId: "login-123"
              transactionKey: "tk-98765"
              publicClientKey: "pk-abc"
              cardOrganizations: [VISA, MASTERCARD]
            }
          ) {
            version
          }
          saveBookingFee(input: { type: PER_TICKET, mode: FIXED, amount: "2.50" }) {
            version
          }
        }
      `,
      {},
      token,
    );
    await login(page, account);
    for (const language of ["en", "zh"] as const) {
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
      }
      for (const screen of ["system_email", "add_receiver", "payment", "bookingFee"]) {
        await openInApp(page, `/system/${screen}`, screenTitle(`/system/${screen}`, language));
        await expect.poll(() => page.locator('.mantine-Skeleton-root, [aria-busy="true"]').count()).toBe(0);
        await screenshot(page, `system-${screen}-${language}-${width}`);
        await expectFits(page, { screen: `${screen} in ${language}` });
        if (language === "zh") {
          // Fully Chinese: no English word of the screen's own texts is left (addresses and names are data).
          const text = (await page.getByRole("main").innerText()).replace(
            /[\w.-]+@[\w.-]+|Ada Lovelace|Grace Hopper/g,
            "",
          );
          expect(text, screen).not.toMatch(/\b(Save|Receiver|Payment|Gateway|Booking|Refund|Type|Contact|Example)\b/);
        }
      }
    }
  });
});
