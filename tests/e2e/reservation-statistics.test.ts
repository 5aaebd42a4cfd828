import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

const table = (page: Page) => page.getByRole("table", { name: "Reservation Statistics" });

async function openWalkStatistics(page: Page): Promise<void> {
  await signIn(page, "admin");
  await page.goto("/trip/trip_reservation_statistics");
  await page.getByRole("heading", { name: "Reservation Statistics", level: 1 }).waitFor();
  await page.getByRole("combobox", { name: "Trip" }).fill("City Highlights");
  await page.getByRole("option", { name: /^TOUR-CITY-WALK · / }).click();
  await page.waitForURL(/tripId=\d+/);
  await table(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

/** The cells of the row of a date and shift, as shown. */
async function rowCells(page: Page, date: string, shift: string): Promise<string[]> {
  const row = table(page).getByRole("row").filter({ hasText: date }).filter({ hasText: shift });
  return row.locator("td").evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
}

describe("reservation statistics", () => {
  const browser = useBrowser();

  it("shows capacity, sold, locked and available per date and shift and links to the passengers", async () => {
    const { page } = browser;
    await openWalkStatistics(page);
    const [date, shift, capacity, sold, locked, available] = await rowCells(page, "07/01/2025", "Morning");
    expect([date, shift]).toEqual(["07/01/2025", "Morning"]);
    expect(Number(capacity)).toBe(20);
    expect(Number(locked)).toBeGreaterThanOrEqual(1);
    expect(Number(available)).toBe(Number(capacity) - Number(sold) - Number(locked));
    const totals = page.getByRole("group", { name: "Whole trip" });
    await totals.getByText("Capacity").waitFor();
    const countCell = table(page).locator("tbody tr td:nth-child(3)").first();
    await expect(
      countCell.evaluate((cell) => cell.ownerDocument.defaultView!.getComputedStyle(cell).textAlign),
    ).resolves.toBe("right");
    await screenshot(page, "reservation-statistics-1280");

    await page.getByRole("link", { name: "Passengers of 07/01/2025 · Morning" }).click();
    await page.waitForURL(/\/trip\/reservation\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get("date"), params.get("shift")]).toEqual(["2025-07-01", "Morning"]);
    await page.getByRole("table", { name: "Reservation" }).getByText("Checked-in").waitFor();
  });

  it("says Unlimited for a trip without a seat limit", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/trip/trip_reservation_statistics");
    await page.getByRole("combobox", { name: "Trip" }).fill("EVT-FOOD-FEST");
    await page.getByRole("option", { name: /^EVT-FOOD-FEST · / }).click();
    await table(page).getByText("Unlimited").first().waitFor();
  });
});

describe("reservation statistics at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("fits the totals and the table", async () => {
    const { page } = browser;
    await openWalkStatistics(page);
    await screenshot(page, "reservation-statistics-800");
    await page.getByRole("link", { name: "Passengers of 07/01/2025 · Morning" }).waitFor();
    // Four totals and seven short columns need no sideways scroll at 800 px; a total's label and count keep one line.
    await expectFits(page, {
      screen: "Reservation Statistics",
      oneLine: [page.getByRole("group", { name: "Whole trip" }).locator("p")],
      whole: [page.getByTestId("data-table-scroll")],
    });
  });
});
