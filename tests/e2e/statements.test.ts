/**
 * Statements and Statement Detail in the browser on Demo Tours, read only: a paid month (the seed pays the months
 * through 2025-08; other test files only add to the current month) adds up, links to its orders and matches the order
 * list. Screenshots of both screens in English and Chinese at 1280 and 800 px.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { login, signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { cents, soldOrdersOf } from "./support/sold-orders";

interface PaidStatement {
  month: string;
  balance: string;
  paidAt: string;
  lines: { order: string };
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, "0")}`;
};

async function waitForData(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.mantine-Skeleton-root, [aria-busy="true"]').count()).toBe(0);
}

describe("statements", () => {
  const browser = useBrowser();
  let token: string;
  let paid: PaidStatement;

  beforeAll(async () => {
    token = await loginToken("admin");
    const { statements } = await graphql<{ statements: { items: PaidStatement[] } }>(
      `
        {
          statements(filter: { state: PAID }, page: { number: 1, size: 1 }) {
            items {
              month
              balance
              paidAt
              lines {
                order
              }
            }
          }
        }
      `,
      {},
      token,
    );
    paid = statements.items[0];
    expect(paid, "Demo Tours has a paid statement").toBeDefined();
  });

  it("lists a paid month, whose detail adds up, links its orders and matches the order list", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    const year = paid.month.slice(0, 4);
    await page.goto(`/financial/statement?state=PAID&year=${year}`);
    const table = page.getByRole("table", { name: "Statements" });
    await waitForData(page);
    const row = table.locator("tbody tr", { has: page.getByRole("link", { name: /\d{4}$/ }) }).first();
    await expect.poll(() => row.innerText()).toContain("Paid");

    // The newest paid month is the first row of the paid months of its year; it opens its detail.
    await row.getByRole("link").click();
    await page.waitForURL((url) => url.searchParams.get("month") === paid.month);
    await page.getByRole("heading", { level: 1, name: /^Statement / }).waitFor();
    await waitForData(page);

    // Orders, refunds, chargebacks, chargeback fees, processing fees, commission, subscription fee: in that order.
    const lines = (await page.locator('dd[data-line]:not([data-line="BALANCE"])').allInnerTexts()).map(cents);
    expect(lines).toHaveLength(7);
    const balance = cents(await page.locator('dd[data-line="BALANCE"]').innerText());
    expect(balance).toBe(lines.reduce((sum, amount) => sum + amount, 0));
    expect(balance).toBe(cents(paid.balance));
    expect(lines.slice(1).every((amount) => amount <= 0)).toBe(true);
    await expect.poll(() => page.getByTestId("statement-balance").innerText()).toMatch(/^[+−]?[\d,]+\.\d{2}$/);
    await page.getByText(/Funds take 3 to 5 business days/).waitFor();

    // The order line is what the order list holds for the month: its completed and unshipped orders' payments.
    const sold = await soldOrdersOf(`${paid.month}-01`, lastDayOf(paid.month), token);
    expect(lines[0]).toBe(sold.grossCents);
    expect(await page.getByText(`${sold.orders} sold orders`).count()).toBe(1);

    // A line's name narrows the entries to it; an order entry opens its order.
    await page.getByRole("button", { name: "Show the entries of Orders" }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "ORDER");
    const entries = page.getByRole("table", { name: "Entries" });
    // The order entries themselves, not the earlier page of every line: until the new query has started, nothing is
    // busy yet and the old rows are about to be replaced (a row measured then has no box).
    await expect.poll(() => page.getByText(/^1–20 of /).innerText()).toBe(`1–20 of ${sold.orders}`);
    await waitForData(page);
    // The entries are below the fold: the click brings them into view.
    const firstRow = await entries.locator("tbody tr").first().boundingBox();
    expect(firstRow && firstRow.y >= 0 && firstRow.y + firstRow.height <= 800, JSON.stringify(firstRow)).toBe(true);
    const link = entries.locator("tbody tr").first().getByRole("link");
    const orderNumber = await link.innerText();
    expect(await link.getAttribute("href")).toMatch(/^\/sales\/order_detail\?id=/);
    await screenshot(page, "statement-detail-orders-1280");
    await link.click();
    await page.getByRole("heading", { level: 1, name: new RegExp(orderNumber) }).waitFor();
  });

  it("reads well in English and Chinese at 1280 and 800 px", async () => {
    const { page } = browser;
    await login(page, "admin");
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      for (const language of ["en", "zh"] as const) {
        if (language === "zh") {
          await page.getByRole("button", { name: /Language|语言/ }).click();
          await page.getByRole("menuitem", { name: "中文" }).click();
        }
        for (const [screen, path] of [
          ["statement", "/financial/statement"],
          ["statement-detail", `/financial/statement_detail?month=${paid.month}`],
        ]) {
          await openInApp(page, path, screenTitle(path, language));
          await waitForData(page);
          await screenshot(page, `${screen}-${language}-${width}`);
          await expectFits(page, { screen: `${screen} in ${language}` });
        }
        if (language === "zh") {
          await page.getByRole("button", { name: /Language|语言/ }).click();
          await page.getByRole("menuitem", { name: "English" }).click();
        }
      }
    }
  });
});

describe("the Booking Fee page's platform fees", () => {
  const browser = useBrowser();

  it("shows the rates the statements deduct, as the statement answers them", async () => {
    const { page } = browser;
    const { statement } = await graphql<{
      statement: {
        rates: {
          cardRate: string;
          cardFixed: string;
          commissionRate: string;
          chargebackFee: string;
          subscriptionFee: string;
        };
      };
    }>(
      `
        {
          statement(month: "2025-08") {
            rates {
              cardRate
              cardFixed
              commissionRate
              chargebackFee
              subscriptionFee
            }
          }
        }
      `,
      {},
      await loginToken("admin"),
    );
    const percent = (rate: string) => `${(Math.round(Number(rate) * 10_000) / 100).toFixed(2)} %`;
    const { rates } = statement;
    await signIn(page, "admin");
    await page.goto("/system/bookingFee");
    const fees = page.locator("[data-platform-fees]");
    await fees.waitFor();
    const texts = await fees.locator(":scope > *").evaluateAll((items) => items.map((item) => item.textContent));
    expect(texts).toEqual([
      `Card processing${percent(rates.cardRate)} + $${rates.cardFixed} per card payment`,
      `Commission${percent(rates.commissionRate)} of each sold order`,
      `Chargeback fee$${rates.chargebackFee} per chargeback`,
      `Subscription$${rates.subscriptionFee} per month`,
    ]);
    // Demo Tours' rates (docs/money-contract.md section 3), not the 3 % the page once wrote.
    expect(texts[0]).toBe("Card processing2.90 % + $0.30 per card payment");
    for (const language of ["en", "zh"] as const) {
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
        await fees.getByText("佣金").waitFor();
      }
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 1200 });
        await screenshot(page, `booking-fee-${language}-${width}`);
        await expectFits(page, { screen: `booking fee in ${language}` });
      }
    }
  });
});
