/**
 * Departures Calendar (/trip/calendar) and a departure's manifest (/trip/departure_manifest) in the browser
 * (docs/catalogue-contract.md section 7): month and week views, the trip filter kept in the URL, a departure opened
 * from its chip, the manifest's passengers and check-in state, and the printed sheet without the console around it.
 * In English and Chinese at 1280 and 800 px, with axe on each screen. The demo's fixed tickets of July 2025 are used;
 * other files may add bookings, so counts are matched by pattern.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

const JULY = "/trip/calendar?date=2025-07-01";
const WALK = "TOUR-CITY-WALK · City Highlights Walking Tour";

const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

async function openCalendar(page: Page, path = JULY) {
  await signIn(page, "admin");
  await page.addInitScript({ content: axe.source });
  await page.goto(path);
  await page.getByRole("heading", { name: "Departures Calendar", level: 1 }).waitFor();
}

const walkChip = (page: Page, when = "07/01/2025 Morning", capacity = 20) =>
  page.getByRole("link", {
    name: new RegExp(
      `TOUR-CITY-WALK \\d+/${capacity} — City Highlights Walking Tour, ${when}: \\d+ of ${capacity} sold`,
    ),
  });

async function chooseWalk(page: Page) {
  await page.getByRole("combobox", { name: "Trips" }).click();
  await page.getByRole("option", { name: WALK }).click();
  await page.keyboard.press("Escape");
  await expect.poll(() => new URL(page.url()).searchParams.get("trips")).toMatch(/^\d+$/);
}

describe("departures calendar", () => {
  const browser = useBrowser();

  it("shows a month and a week, filters by trip, opens a manifest and prints it without the console", async () => {
    const { page } = browser;
    await openCalendar(page);
    await page.getByRole("heading", { name: "July 2025" }).waitFor();
    await page.getByRole("gridcell").filter({ hasText: "07/01/2025" }).getByRole("link").first().waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-month-en-1280");

    await chooseWalk(page);
    await walkChip(page).waitFor();
    await expect.poll(() => page.getByRole("gridcell").getByRole("link").count()).toBe(3);
    await expect(walkChip(page).getAttribute("data-fill")).resolves.toMatch(/^(open|filling|full)$/);

    await page.locator("label", { hasText: /^Week$/ }).click();
    await page.getByRole("heading", { name: "06/30/2025 – 07/06/2025" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("week");
    await walkChip(page, "07/02/2025 Morning", 15).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-week-en-1280");
    await page.getByRole("button", { name: "Next week" }).click();
    await page.getByRole("heading", { name: "07/07/2025 – 07/13/2025" }).waitFor();
    await page.getByRole("button", { name: "Previous week" }).click();

    await walkChip(page).click();
    await page.getByRole("heading", { name: "TOUR-CITY-WALK · 07/01/2025 · Morning", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/trip/departure_manifest");
    const table = page.getByRole("table", { name: "Departure Manifest" });
    const liam = table.locator("tbody tr", { hasText: "DT000002" });
    await liam.getByText("Liam Smith").waitFor();
    await liam.getByText("Checked-in").waitFor();
    await liam.getByText(/^agent, 07\/01\/2025/).waitFor();
    await expect(liam.getByRole("link", { name: "DTO00001" }).getAttribute("href")).resolves.toMatch(
      /^\/sales\/order_detail\?id=\d+$/,
    );
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-manifest-en-1280");

    await page.emulateMedia({ media: "print" });
    const sheet = page.getByTestId("manifest-print");
    await sheet.waitFor();
    await expect(sheet.getByRole("row").count()).resolves.toBeGreaterThan(1);
    await sheet.getByText("Liam Smith").waitFor();
    expect(await page.locator("#root").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await screenshot(page, "departures-manifest-print-en-1280");
    await page.emulateMedia({ media: "screen" });
    expect(await sheet.isVisible()).toBe(false);
  });

  it("reads in Chinese", async () => {
    const { page } = browser;
    await openCalendar(page);
    await chooseWalk(page);
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "发车日历", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "2025 年 7 月" }).waitFor();
    await page
      .getByRole("link", { name: /City Highlights Walking Tour，2025\/07\/01 Morning：已售 \d+ \/ 20/ })
      .waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-month-zh-1280");
    await page.getByRole("link", { name: /City Highlights Walking Tour，2025\/07\/01 Morning/ }).click();
    await page.getByRole("table", { name: "乘客名单" }).getByText("Liam Smith").waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-manifest-zh-1280");
  });
});

describe("departures calendar at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("lists the days with departures and fits, in both languages", async () => {
    const { page } = browser;
    await openCalendar(page);
    await page.getByRole("region", { name: "07/01/2025" }).waitFor();
    await walkChip(page).waitFor();
    await expectFits(page, { screen: "Departures Calendar" });
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-month-en-800");
    await walkChip(page).click();
    await page.getByRole("table", { name: "Departure Manifest" }).getByText("Liam Smith").waitFor();
    await expectFits(page, { screen: "Departure Manifest" });
    await screenshot(page, "departures-manifest-en-800");
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "TOUR-CITY-WALK · 2025/07/01 · Morning", level: 1 }).waitFor();
    await page.getByRole("button", { name: "打印" }).waitFor();
    await expect(page.evaluate(AXE)).resolves.toEqual([]);
    await screenshot(page, "departures-manifest-zh-800");
    await page.goBack();
    await page.getByRole("heading", { name: "发车日历", level: 1 }).waitFor();
    await expectFits(page, { screen: "发车日历" });
    await screenshot(page, "departures-month-zh-800");
  });
});
