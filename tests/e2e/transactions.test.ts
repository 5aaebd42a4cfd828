/** Transaction list and detail in the browser, on the demo data only (nothing here changes it). */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

const table = (page: Page) => page.getByRole("table", { name: "Transaction List" });
const search = (page: Page) => new URL(page.url()).searchParams;

/** The texts of one column, by its header, once the rows shown have arrived. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  await table(page).and(page.locator('[aria-busy="false"]')).waitFor();
  const headers = await table(page).locator("thead th").allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allTextContents();
}

async function openList(page: Page, query = ""): Promise<void> {
  await signIn(page, "admin");
  await page.goto(`/sales/transaction_list${query}`);
  await page.getByRole("heading", { name: "Transaction List", level: 1 }).waitFor();
  await table(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

interface ChargedBack {
  id: string;
  transactionId: string;
  cardNumber: string;
  chargeBackStatus: string;
  chargeBackAmount: string;
}

describe("transactions", () => {
  const browser = useBrowser();
  let chargedBack: ChargedBack;

  beforeAll(async () => {
    const { transactions } = await graphql<{
      transactions: { items: (ChargedBack & { cardNumber: string | null })[] };
    }>(
      `
        query {
          transactions(page: { number: 1, size: 100 }) {
            items {
              id
              transactionId
              cardNumber
              chargeBackStatus
              chargeBackAmount
            }
          }
        }
      `,
      {},
      await loginToken("admin"),
    );
    chargedBack = transactions.items.find((item) => item.chargeBackStatus === "LOST" && item.cardNumber) as ChargedBack;
  });

  it("searches by card number through the URL and keeps the search on reload", async () => {
    const { page } = browser;
    await openList(page);
    await screenshot(page, "transaction-list-1280");
    await page.getByRole("textbox", { name: "Card number" }).fill("4444");
    await page.getByRole("textbox", { name: "Card number" }).press("Enter");
    await page.waitForURL(/cardNumber=4444/);
    await expect
      .poll(async () => {
        const cards = await columnTexts(page, "Card number");
        return cards.length > 0 && cards.every((card) => card === "555555******4444");
      })
      .toBe(true);

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Card number" }).inputValue()).resolves.toBe("4444");
    expect(search(page).get("cardNumber")).toBe("4444");

    await page.getByRole("textbox", { name: "Card number" }).fill("12");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Invalid card number").waitFor();
    expect(search(page).get("cardNumber")).toBe("4444");
  });

  it("refuses a date range whose start is after its end, in the form and from the server", async () => {
    const { page } = browser;
    await openList(page);
    await page.getByRole("textbox", { name: "Start date" }).fill("09/30/2025");
    await page.getByRole("textbox", { name: "End date" }).fill("09/01/2025");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Start time must be earlier than end time").waitFor();
    expect(search(page).get("dateTo")).toBeNull();
    await screenshot(page, "transaction-list-bad-range-1280");

    // A link with the same range (typed or shared) gets the gateway's answer under the same field.
    await page.goto("/sales/transaction_list?dateFrom=2025-09-30&dateTo=2025-09-01");
    await page.getByText("Start time must be earlier than end time").waitFor();
    await page.getByText("This search cannot run").waitFor();

    await page.getByRole("textbox", { name: "Start date" }).fill("09/01/2025");
    await page.getByRole("textbox", { name: "End date" }).fill("09/30/2025");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/dateFrom=2025-09-01&dateTo=2025-09-30/);
    await expect
      .poll(async () => {
        const times = await columnTexts(page, "Create time");
        return times.length > 0 && times.every((time) => time.startsWith("09/"));
      })
      .toBe(true);
    await expect.poll(() => page.getByText("Start time must be earlier than end time").count()).toBe(0);
  });

  it("opens a detail with the card masked and the chargeback", async () => {
    const { page } = browser;
    await openList(page, `?transactionId=${chargedBack.transactionId}`);
    await table(page).getByRole("link", { name: chargedBack.transactionId }).click();
    await page.waitForURL(new RegExp(`/sales/transaction_detail\\?id=${chargedBack.id}$`));
    await page.getByRole("heading", { name: `Transaction ${chargedBack.transactionId}`, level: 1 }).waitFor();

    const payer = page.getByRole("region", { name: "Card and payer" });
    await payer.getByText(chargedBack.cardNumber, { exact: true }).waitFor();
    expect(chargedBack.cardNumber).toMatch(/^\d{6}\*+\d{4}$/);
    const chargeback = page.getByRole("region", { name: "Refunds and chargeback" });
    await chargeback.getByText("Lost", { exact: true }).waitFor();
    await chargeback.getByText(chargedBack.chargeBackAmount, { exact: true }).waitFor();
    expect(await page.locator("main").innerText()).not.toMatch(/\d{13,19}/);
    await screenshot(page, "transaction-detail-1280");

    await page.getByRole("link", { name: "View order" }).click();
    await page.waitForURL(/\/sales\/order_detail\?id=\d+$/);
  });

  it("hides a column, keeps it hidden after a reload and shows it again", async () => {
    const { page } = browser;
    await openList(page);
    const authHeader = table(page).getByRole("columnheader", { name: "Auth code" });
    await authHeader.waitFor();
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("checkbox", { name: "Auth code" }).uncheck();
    await authHeader.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");

    await page.reload();
    await table(page).getByRole("columnheader", { name: "Pay status" }).waitFor();
    await expect(authHeader.count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("checkbox", { name: "Auth code" }).check();
    await authHeader.waitFor();
  });

  it("exports the filtered list as CSV", async () => {
    const { page } = browser;
    await openList(page, "?cardNumber=4444");
    const shown = await columnTexts(page, "Transaction ID");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
    const text = (await readFile(await download.path())).toString("utf8");
    expect(text).toContain("555555******4444");
    expect(text).not.toMatch(/4242\*|\*1881|\*0005|\*1117/);
    for (const id of shown) expect(text).toContain(id);
    await page.getByText(/^Exported \d+ rows to transactions-.*\.csv$/).waitFor();
  });
});

describe("transactions at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("keeps the filters and the detail readable", async () => {
    const { page } = browser;
    await openList(page);
    await screenshot(page, "transaction-list-800");
    await expectFits(page, { screen: "Transaction List" });
    const first = table(page).locator("tbody tr").first().getByRole("link").first();
    await first.click();
    await page.getByRole("heading", { name: /^Transaction /, level: 1 }).waitFor();
    await page.getByRole("region", { name: "Card and payer" }).waitFor();
    await screenshot(page, "transaction-detail-800");
    await expectFits(page, { screen: "Transaction Detail" });
  });
});
