/**
 * Income, Trip and Trip Detail Report in the browser on Demo Tours, read only. The range is fixed in the past (March
 * 2025, the month of a DST change; the demo data runs from 2024-11 to 2025-09), so other test files' refunds (all
 * completed today) never move its figures.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { login, signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { cents, soldOrdersOf } from "./support/sold-orders";

const RANGE = "dateFrom=2025-03-01&dateTo=2025-03-31";
const figure = (page: Page, name: string) =>
  page.getByRole("group", { name: "Figures of the period" }).locator(`[data-figure="${name}"] [data-value]`);

async function waitForData(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.mantine-Skeleton-root, [aria-busy="true"]').count()).toBe(0);
}

/** The first column's texts of a table, by its accessible name. */
const firstColumn = (page: Page, table: string) =>
  page
    .getByRole("table", { name: table })
    .locator("tbody tr td:first-child")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));

describe("reports", () => {
  const browser = useBrowser();

  it("adds up to the order list, groups by week and month, and leads from a trip to its detail", async () => {
    const { page } = browser;
    const expected = await soldOrdersOf("2025-03-01", "2025-03-31", await loginToken("admin"));
    await login(page, "admin");
    // The administrator's first screen.
    await page.getByRole("heading", { name: "Income Report", level: 1 }).waitFor();

    await page.goto(`/report/income_report?${RANGE}`);
    await waitForData(page);
    await expect(page.getByRole("button", { name: "Dates" }).textContent()).resolves.toBe("03/01/2025 – 03/31/2025");
    expect(Number(await figure(page, "orders").textContent())).toBe(expected.orders);
    expect(cents((await figure(page, "gross").textContent()) ?? "")).toBe(expected.grossCents);
    expect(expected.orders).toBeGreaterThan(0);
    const ticketsSold = Number(await figure(page, "tickets").textContent());
    await page.getByText("Compared with 01/29/2025 – 02/28/2025").waitFor();
    // The change is said in words, not only by its colour.
    await page
      .locator('[data-figure="orders"]')
      .getByText(/^((Up|Down) [\d.]+% from \d+|Same as) .*compared period/)
      .waitFor({ state: "attached" });
    const days = await firstColumn(page, "Net and gross sales: figures");
    expect([days.length, days[0], days.at(-1)]).toEqual([31, "03/01/2025", "03/31/2025"]);

    await page.locator("label", { hasText: /^Week$/ }).click();
    await page.waitForURL(/groupBy=week/);
    await waitForData(page);
    await expect
      .poll(() => firstColumn(page, "Net and gross sales: figures"))
      .toEqual([
        "03/01/2025 – 03/02/2025",
        "03/03/2025 – 03/09/2025",
        "03/10/2025 – 03/16/2025",
        "03/17/2025 – 03/23/2025",
        "03/24/2025 – 03/30/2025",
        "03/31/2025",
      ]);
    // The export holds the rows shown: one per week, with the grouping of the screen.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^income-report-2025-03-01-2025-03-31.*\.csv$/);
    expect(
      readFileSync(await download.path(), "utf8")
        .trim()
        .split(/\r\n/),
    ).toHaveLength(7);
    await page.locator("label", { hasText: /^Month$/ }).click();
    await expect.poll(() => firstColumn(page, "Net and gross sales: figures")).toEqual(["03/2025"]);
    await screenshot(page, "income-report-1280");

    await page.goto(`/report/trip_report?${RANGE}`);
    await page.getByRole("heading", { name: "Trip Report", level: 1 }).waitFor();
    await waitForData(page);
    const tickets = await page
      .getByRole("table", { name: "Trip Report" })
      .locator("tbody tr td:nth-child(3)")
      .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent)));
    // Most tickets first (the default); on one page, the trips' tickets add up to the income report's.
    expect(tickets).toEqual([...tickets].sort((a, b) => b - a));
    expect(tickets.length).toBeLessThan(20);
    expect(tickets.reduce((sum, count) => sum + count, 0)).toBe(ticketsSold);
    const first = page.getByRole("table", { name: "Trip Report" }).getByRole("link").first();
    const tripLabel = (await first.getAttribute("aria-label"))!;
    const code = /^Details of (\S+) · /.exec(tripLabel)![1];
    await first.click();
    await page.waitForURL(/\/report\/trip_detail_report\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get("dateFrom"), params.get("dateTo"), params.get("tripId")?.length]).toEqual([
      "2025-03-01",
      "2025-03-31",
      expect.any(Number),
    ]);
    await page.getByRole("heading", { name: new RegExp(`^${code} · `), level: 2 }).waitFor();
    await waitForData(page);
    const sold = await page.getByRole("group", { name: "Total" }).getByText(/^\d+$/).first().textContent();
    expect(Number(sold)).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Trip Report" }).first().click();
    await page.waitForURL(
      (url) => url.pathname === "/report/trip_report" && url.search.includes("dateFrom=2025-03-01"),
    );
  });
});

describe("report range", () => {
  const browser = useBrowser();

  it.each(["income_report", "trip_report"])(
    "takes a custom range picked with the mouse, then with the keyboard, and a preset (%s)",
    async (screen) => {
      const { page } = browser;
      await signIn(page, "admin");
      await page.goto(`/report/${screen}?${RANGE}`);
      await waitForData(page);
      // The trip report says which day it counts by.
      const dates = page.getByRole("button", { name: screen === "trip_report" ? "Order dates" : "Dates" });

      // Two clicks: the first day, then the last (the first click used to be dropped).
      await dates.click();
      const calendar = page.getByRole("dialog");
      await calendar.getByRole("button", { name: "10 March 2025", exact: true }).click();
      await calendar.getByRole("button", { name: "20 March 2025", exact: true }).click();
      await page.waitForURL(/dateFrom=2025-03-10&dateTo=2025-03-20/);
      await expect.poll(() => dates.textContent()).toBe("03/10/2025 – 03/20/2025");

      // Closed after one day: the range stands.
      await dates.click();
      await calendar.getByRole("button", { name: "5 March 2025", exact: true }).click();
      await page.keyboard.press("Escape");
      await calendar.waitFor({ state: "hidden" });
      await expect(dates.textContent()).resolves.toBe("03/10/2025 – 03/20/2025");

      // The keyboard: into the calendar, along the days, Enter on each end.
      await dates.click();
      await calendar.getByRole("button", { name: "10 March 2025", exact: true }).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await page.waitForURL(/dateFrom=2025-03-11&dateTo=2025-03-18/);

      await page.getByRole("combobox", { name: "Period" }).click();
      await page.getByRole("option", { name: "Last 12 months" }).click();
      await page.waitForURL(/range=last12Months/);
      expect(new URL(page.url()).searchParams.get("dateFrom")).toBeNull();
    },
  );
});

describe("a period change", () => {
  const browser = useBrowser();

  it("shows the range it loads at once with a loading sign, asks once for it, and exports the range shown", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`/report/income_report?${RANGE}`);
    await waitForData(page);
    const period = page.getByRole("combobox", { name: "Period" });
    const dates = page.getByRole("button", { name: "Dates", exact: true });
    const figures = page.getByRole("group", { name: "Figures of the period" });
    const shownRange = async () => {
      const [from, to] = ((await dates.textContent()) ?? "").split(" – ");
      const iso = (day: string) => `${day.slice(6)}-${day.slice(0, 2)}-${day.slice(3, 5)}`;
      return { dateFrom: iso(from), dateTo: iso(to) };
    };
    await expect(shownRange()).resolves.toEqual({ dateFrom: "2025-03-01", dateTo: "2025-03-31" });

    // Every income report asked for from here on; the first one's answer waits until it is released.
    const asked: { dateFrom: string; dateTo: string }[] = [];
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, never> };
      if (body?.operationName === "IncomeReport") {
        const { dateFrom, dateTo } = body.variables!.input as { dateFrom: string; dateTo: string };
        asked.push({ dateFrom, dateTo });
        if (asked.length === 1) await hold;
      }
      await route.fallback();
    });

    // Days picked, their answer held: the screen shows them at once and says it is loading them; an export in that
    // window holds the days on screen.
    await dates.click();
    const calendar = page.getByRole("dialog");
    await calendar.getByRole("button", { name: "10 March 2025", exact: true }).click();
    await calendar.getByRole("button", { name: "20 March 2025", exact: true }).click();
    await page.waitForURL(/dateFrom=2025-03-10&dateTo=2025-03-20/);
    const picked = { dateFrom: "2025-03-10", dateTo: "2025-03-20" };
    await expect.poll(shownRange).toEqual(picked);
    await expect(period.inputValue()).resolves.toBe("Custom");
    await expect.poll(() => figures.getAttribute("aria-busy")).toBe("true");
    await page.getByRole("status").getByText("Loading 03/10/2025 – 03/20/2025…").waitFor();
    await screenshot(page, "report-income-loading-en-1280");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [exported] = await Promise.all([
      page.waitForRequest(/\/exports\/income-report\.csv/),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    const exportedDays = new URL(exported.url()).searchParams;
    expect({ dateFrom: exportedDays.get("dateFrom"), dateTo: exportedDays.get("dateTo") }).toEqual(picked);
    await page.getByRole("button", { name: "Export", exact: true }).waitFor();
    release();
    await expect.poll(() => figures.getAttribute("aria-busy")).toBe("false");
    await waitForData(page);
    expect(asked).toEqual([picked]);

    // Presets on a slow machine's pace (the desk's), answered as they come: each change renders at once and sends
    // one request. In a background render the old and the new range took turns asking (71 requests for one click).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    for (const preset of ["Last 12 months", "This year", "Last 30 days"]) {
      asked.length = 0;
      const before = await shownRange();
      await period.click();
      await page.getByRole("option", { name: preset }).click();
      await expect.poll(shownRange).not.toEqual(before);
      await expect(period.inputValue()).resolves.toBe(preset);
      const range = await shownRange();
      await expect.poll(() => figures.getAttribute("aria-busy")).toBe("false");
      await waitForData(page);
      expect({ preset, asked }).toEqual({ preset, asked: [range] });
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.unroute("**/graphql");
  });
});

describe("report comparison and count-by basis", () => {
  const browser = useBrowser();

  it("compares the income report with a year earlier, then with a period picked with the mouse", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`/report/income_report?${RANGE}`);
    await waitForData(page);
    await page.getByText("Compared with 01/29/2025 – 02/28/2025").waitFor();

    await page.getByRole("combobox", { name: "Compare with" }).click();
    await page.getByRole("option", { name: "Same period last year" }).click();
    await page.waitForURL(/compare=lastYear/);
    await page.getByText("Compared with 03/01/2024 – 03/31/2024").waitFor();

    await page.getByRole("combobox", { name: "Compare with" }).click();
    await page.getByRole("option", { name: "Custom period" }).click();
    await page.waitForURL(/compare=custom/);
    const comparisonDates = page.getByRole("button", { name: "Comparison dates" });
    await comparisonDates.click();
    const calendar = page.getByRole("dialog");
    // It opens on the range's own days.
    await calendar.getByRole("button", { name: "2 March 2025", exact: true }).click();
    await calendar.getByRole("button", { name: "15 March 2025", exact: true }).click();
    await page.waitForURL(/compareFrom=2025-03-02&compareTo=2025-03-15/);
    await page.getByText("Compared with 03/02/2025 – 03/15/2025").waitFor();
    await waitForData(page);
    // The figures compared with are those days' own.
    const chosen = await soldOrdersOf("2025-03-02", "2025-03-15", await loginToken("admin"));
    await page
      .locator('[data-figure="orders"]')
      .getByText(`vs ${chosen.orders.toLocaleString("en-US")}`, { exact: true })
      .waitFor();
    // The range's own days are unchanged.
    await expect(page.getByRole("button", { name: "Dates", exact: true }).textContent()).resolves.toBe(
      "03/01/2025 – 03/31/2025",
    );
  });

  it("counts both trip reports by travel date when asked, and the detail agrees with its row", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    for (const [basis, dates] of [
      ["Order date", "Order dates"],
      ["Travel date", "Travel dates"],
    ] as const) {
      const tripReport = "/report/trip_report?dateFrom=2025-01-01&dateTo=2025-09-30";
      // One page load; the second round opens the report within the app.
      if (basis === "Order date") await page.goto(tripReport);
      else await openInApp(page, tripReport, screenTitle(tripReport, "en"));
      // Order date is the default of both reports.
      if (basis === "Travel date") {
        await page.locator("label", { hasText: /^Travel date$/ }).click();
        await page.waitForURL(/countBy=travel/);
      }
      await page.getByRole("button", { name: dates }).waitFor();
      await waitForData(page);
      const row = page.getByRole("row").filter({ hasText: "BUS-NYC-BOS" });
      const cells = await row.locator("td").evaluateAll((tds) => tds.map((td) => td.textContent?.trim() ?? ""));
      const [tickets, revenue] = [cells[2], cells[3]];
      await row.getByRole("link").click();
      await page.waitForURL(/\/report\/trip_detail_report\?/);
      expect(new URL(page.url()).searchParams.get("countBy")).toBe(basis === "Travel date" ? "travel" : null);
      await page.getByRole("button", { name: dates }).waitFor();
      await waitForData(page);
      const totals = page.getByRole("group", { name: "Total" });
      const totalOf = async (label: string) =>
        (
          await totals
            .locator("div", { has: page.getByText(label, { exact: true }) })
            .last()
            .textContent()
        )
          ?.replace(label, "")
          .trim();
      // The figures arrive after the page's frame.
      await expect
        .poll(async () => ({ basis, tickets: await totalOf("Sold"), revenue: await totalOf("Revenue") }))
        .toEqual({ basis, tickets, revenue: revenue.replace(/^\$/, "") });
    }
  });
});

describe("reports' layout", () => {
  const browser = useBrowser({ width: 1280, height: 1600 });

  it("lays out the three reports at 1280 and 800 px in English and Chinese", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    const { tripId } = await tripOfRange();
    const screens = {
      income: `/report/income_report?${RANGE}`,
      trips: `/report/trip_report?${RANGE}`,
      detail: `/report/trip_detail_report?tripId=${tripId}&${RANGE}`,
    };
    // One page load; the screens then open within the app, each a new title but the first (already shown).
    await page.goto(screens.income);
    for (const language of ["en", "zh"] as const) {
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
      }
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 1600 });
        for (const [name, path] of Object.entries(screens)) {
          await openInApp(page, path, screenTitle(path, language));
          await waitForData(page);
          await screenshot(page, `report-${name}-${language}-${width}`);
          await expectFits(page, { screen: `${name} report in ${language}` });
          if (name === "income") await expectNamesOnOneLine(page, language);
        }
      }
    }
  });
});

/**
 * The payment methods' and channels' names at the left of their bars: each on one line and whole (they are short),
 * "Apple Pay 支付" among them in Chinese — the chart library's own tick broke it over two lines.
 */
async function expectNamesOnOneLine(page: Page, language: "en" | "zh"): Promise<void> {
  const names = page.locator("[data-axis-name]");
  await expect.poll(() => names.count()).toBeGreaterThan(1);
  const shown = await names.evaluateAll((ticks) =>
    ticks.map((tick) => ({
      name: tick.getAttribute("data-axis-name"),
      // The text nodes alone: the <title> child holds the whole name whatever is shown.
      text: Array.from(tick.childNodes as ArrayLike<{ nodeType: number; textContent: string | null }>)
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent)
        .join(""),
      lines: tick.querySelectorAll("tspan").length,
      height: Math.round(tick.getBoundingClientRect().height),
    })),
  );
  for (const tick of shown) expect(tick).toEqual({ ...tick, text: tick.name, lines: 0, height: expect.any(Number) });
  expect(Math.max(...shown.map((tick) => tick.height))).toBeLessThan(20);
  if (language === "zh") expect(shown.map((tick) => tick.name)).toContain("Apple Pay 支付");
}

/** A trip with tickets in the range (the trip report's first row), for the detail report. */
async function tripOfRange(): Promise<{ tripId: string }> {
  const { tripReport } = await graphql<{ tripReport: { items: { tripId: string }[] } }>(
    `
      {
        tripReport(input: { dateFrom: "2025-03-01", dateTo: "2025-03-31" }, page: { number: 1, size: 1 }) {
          items {
            tripId
          }
        }
      }
    `,
    {},
    await loginToken("admin"),
  );
  return { tripId: tripReport.items[0].tripId };
}
