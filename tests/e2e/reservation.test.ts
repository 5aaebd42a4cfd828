import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

const TRIP = "TOUR-CITY-WALK";
const table = (page: Page) => page.getByRole("table", { name: "Reservation" });
const search = (page: Page) => new URL(page.url()).searchParams;

async function ticketNumbersShown(page: Page): Promise<string[]> {
  await table(page).and(page.locator('[aria-busy="false"]')).waitFor();
  return table(page)
    .locator("tbody tr td:first-child")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
}

/** Chooses the demo walking tour, its first July date and the morning shift through the filters. */
async function openMorningWalk(page: Page): Promise<void> {
  await signIn(page, "admin");
  await page.goto("/trip/reservation");
  await page.getByRole("heading", { name: "Reservation", level: 1 }).waitFor();
  await page.getByText("Choose a trip").waitFor();

  await page.getByRole("combobox", { name: "Trip" }).fill("CITY-WALK");
  await page.getByRole("option", { name: new RegExp(`^${TRIP} · `) }).click();
  await page.waitForURL(/tripId=\d+/);
  await page.getByRole("combobox", { name: "Date" }).click();
  await page.getByRole("option", { name: "07/01/2025", exact: true }).click();
  await page.waitForURL(/date=2025-07-01/);
  await page.getByRole("combobox", { name: "Shift" }).click();
  await page.getByRole("option", { name: "Morning", exact: true }).click();
  await page.waitForURL(/shift=Morning/);
}

describe("reservation", () => {
  const browser = useBrowser();

  it("lists the passengers of a date and shift with their ticket states and check-in", async () => {
    const { page } = browser;
    await openMorningWalk(page);
    await expect.poll(async () => (await ticketNumbersShown(page)).length).toBe(11);
    await page.getByText("1–11 of 11").waitFor();
    const checkedIn = table(page).getByRole("row").filter({ hasText: "Checked-in" });
    await expect(checkedIn.count()).resolves.toBe(1);
    // Checked in at 13:05 UTC: 09:05 in the tenant's New York time.
    await checkedIn.getByText("07/01/2025 09:05").waitFor();
    await checkedIn.getByText("agent").waitFor();
    await table(page).getByText("Payment pending").waitFor();
    await screenshot(page, "reservation-1280");

    // The status filter lives in the URL too, and survives a reload.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Refunded", exact: true }).click();
    await page.waitForURL(/status=REFUNDED/);
    await expect.poll(async () => (await ticketNumbersShown(page)).length).toBe(1);
    await page.reload();
    await expect.poll(async () => (await ticketNumbersShown(page)).length).toBe(1);
    expect(search(page).get("shift")).toBe("Morning");
    await expect(page.getByRole("combobox", { name: "Trip" }).inputValue()).resolves.toMatch(new RegExp(`^${TRIP}`));
  });

  it("exports the filtered list as a CSV file and as an Excel workbook, each with every row", async () => {
    const { page } = browser;
    await openMorningWalk(page);
    const shown = await (async () => {
      await expect.poll(async () => (await ticketNumbersShown(page)).length).toBe(11);
      return ticketNumbersShown(page);
    })();

    const exportAs = async (format: string) => {
      await page.getByRole("button", { name: "Export", exact: true }).click();
      const menu = page.getByRole("menu");
      await expect
        .poll(() => menu.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).opacity))
        .toBe("1");
      await screenshot(page, "reservation-export-menu-1280");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: format }).click(),
      ]);
      return download;
    };

    const csv = await exportAs("CSV (.csv)");
    expect(csv.suggestedFilename()).toMatch(/^reservations-\d+-2025-07-01-Morning\.csv$/);
    const bytes = await readFile(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Ticket number,Order number,Date,Shift,Passenger,/);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(shown);
    await page.getByText(/Exported 11 rows to reservations-\d+-2025-07-01-Morning\.csv/).waitFor();

    const xlsx = await exportAs("Excel (.xlsx)");
    expect(xlsx.suggestedFilename()).toMatch(/^reservations-\d+-2025-07-01-Morning\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Blob([await readFile(await xlsx.path())]).arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe("Ticket number");
    const tickets: string[] = [];
    sheet.eachRow((row, number) => void (number > 1 && tickets.push(String(row.getCell(1).value))));
    expect(tickets).toEqual(shown);
    await page.getByText(/Exported 11 rows to reservations-\d+-2025-07-01-Morning\.xlsx/).waitFor();
  });

  it("sends an e-mail to the passengers of the date and shift after checking the required fields", async () => {
    const { page } = browser;
    await openMorningWalk(page);
    await page.getByRole("button", { name: "Notify customers" }).click();
    const dialog = page.getByRole("dialog", { name: "Notify customers" });
    await dialog.waitFor();
    await dialog.getByText("To the passengers of 07/01/2025 · Morning").waitFor();

    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Required").count()).resolves.toBe(2);
    await dialog.getByRole("textbox", { name: "Content" }).fill("x".repeat(2001));
    await dialog.getByText("No more than 2000 characters").waitFor();
    await screenshot(page, "reservation-notify-1280");

    await dialog.getByRole("textbox", { name: "Subject" }).fill("Meeting point moved");
    await dialog.getByRole("textbox", { name: "Content" }).fill("We now meet at the north entrance of the park.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await page.getByText(/^E-mail queued for [1-9]\d* recipients$/).waitFor();
    await dialog.waitFor({ state: "detached" });
  });

  it("opens from a trip list link with ?tripId= and asks for a date before notifying", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`/trip/trip_list?code=${TRIP}`);
    await page.getByRole("link", { name: `Reservations of ${TRIP}` }).click();
    await page.waitForURL(/\/trip\/reservation\?tripId=\d+$/);
    await expect.poll(async () => (await ticketNumbersShown(page)).length).toBeGreaterThan(11);
    await expect(page.getByRole("button", { name: "Notify customers" }).isDisabled()).resolves.toBe(true);
  });
});

describe("reservation at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("keeps filters, actions and the passenger table usable", async () => {
    const { page } = browser;
    // The filters were chosen through the inputs above; a link with them opens the same list.
    const { trips } = await graphql<{ trips: { items: { id: string }[] } }>(
      `
        query ($code: String) {
          trips(filter: { code: $code }, page: { number: 1, size: 1 }) {
            items {
              id
            }
          }
        }
      `,
      { code: TRIP },
      await loginToken("admin"),
    );
    await signIn(page, "admin");
    await page.goto(`/trip/reservation?tripId=${trips.items[0].id}&date=2025-07-01&shift=Morning`);
    await expect.poll(async () => (await ticketNumbersShown(page)).length).toBe(11);
    await screenshot(page, "reservation-800");
    await expectFits(page, { screen: "Reservation" });
    await page.getByRole("button", { name: "Notify customers" }).click();
    await page.getByRole("dialog", { name: "Notify customers" }).waitFor();
    await expectFits(page, { screen: "Notify customers" });
    await screenshot(page, "reservation-notify-800");
  });
});
