/**
 * The single trip form against the real stack: trips of its own (unique codes, created through the form or GraphQL),
 * so no demo trip that other files change is involved.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { errorOf } from "./support/form";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

/** A 1×1 PNG: the vendor API checks an image by its first bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now (page source: the test knows no DOM). */
const AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

const RUN = Date.now().toString(36).toUpperCase();
const code = (name: string) => `TF-${name}-${RUN}`;

let token: string;
const editable = { code: code("EDIT"), name: `Form Edit ${RUN}` };
let editableId: string;

beforeAll(async () => {
  token = await loginToken("admin");
  const created = await graphql<{ createTrip: { id: string } }>(
    `
      mutation ($input: TripInput!) {
        createTrip(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        ...editable,
        template: "EVENT",
        pricingType: "FLAT",
        price: "10.00",
        inventoryType: "TOTAL",
        totalQuantity: 50,
        rescheduleFeeType: "FREE",
        cancellationType: "NONE",
        includes: ["Welcome drink"],
      },
    },
    token,
  );
  editableId = created.createTrip.id;
});

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const field = (scope: Page | Locator, label: string) =>
  scope
    .getByRole("textbox", { name: label, exact: true })
    .or(scope.getByRole("spinbutton", { name: label, exact: true }));

async function openNewTrip(page: Page): Promise<void> {
  await signIn(page, "admin");
  await page.goto("/trip/trip_add");
  await page.getByRole("heading", { name: "Create Trip", level: 1 }).waitFor();
}

async function openEditor(page: Page, id: string): Promise<void> {
  await signIn(page, "admin");
  await page.goto(`/trip/trip_edit?id=${id}`);
  await page.getByRole("heading", { name: /Edit Trip/, level: 1 }).waitFor();
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** Brings a section's title to the top of the screen (below the top bar) for a screenshot. */
async function showSection(page: Page, name: string): Promise<void> {
  await section(page, name).evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    element.ownerDocument.defaultView?.scrollBy(0, -72);
  });
}

/** The message Mantine links to an input with aria-describedby. */
async function fillInformation(page: Page, name: string, tripCode: string): Promise<void> {
  const info = section(page, "Information");
  await field(info, "Name").fill(name);
  await field(info, "Trip ID").fill(tripCode);
}

async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("trip form", () => {
  const browser = useBrowser();

  it("creates an event with a flat price, a total quantity and an image", async () => {
    const { page } = browser;
    await openNewTrip(page);
    await screenshot(page, "trip-form-top-1280");
    await fillInformation(page, "Form Jazz Night", code("EVENT"));
    await page.locator('input[type="file"]').setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: PNG });
    await section(page, "Information").getByRole("button", { name: "Replace image" }).waitFor();

    const pricing = section(page, "Pricing");
    await expect(pricing.getByRole("radio", { name: "Flat price per person" }).isChecked()).resolves.toBe(true);
    await field(pricing, "Price per person").fill("25.50");
    await showSection(page, "Pricing");
    await screenshot(page, "trip-form-pricing-1280");

    const inventory = section(page, "Inventory");
    await field(inventory, "Total quantity").fill("120");
    await showSection(page, "Inventory");
    await screenshot(page, "trip-form-inventory-1280");

    await field(section(page, "Overview"), "Overview 1").fill("An evening of live jazz.");
    await page.getByRole("button", { name: "Add Additional Information" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Additional Information" });
    await dialog.getByRole("checkbox", { name: /Destination/ }).click();
    await screenshot(page, "trip-form-additional-1280");
    await dialog.getByRole("button", { name: "Add sections" }).click();
    await field(section(page, "Destination"), "Destination 1").fill("Blue Note, New York");

    await save(page);
    await page.getByText(`Trip ${code("EVENT")} created`).waitFor();
    await page.waitForURL(/\/trip\/trip_list/);

    // The saved trip opens with what was entered, image included.
    await page.goto(`/trip/trip_list?code=${code("EVENT")}`);
    await page.getByRole("button", { name: `Actions for ${code("EVENT")}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.getByRole("heading", { name: /Edit Trip/, level: 1 }).waitFor();
    await expect(field(section(page, "Pricing"), "Price per person").inputValue()).resolves.toBe("25.50");
    await expect(field(section(page, "Inventory"), "Total quantity").inputValue()).resolves.toBe("120");
    await expect(field(section(page, "Destination"), "Destination 1").inputValue()).resolves.toBe(
      "Blue Note, New York",
    );
    await section(page, "Information").getByRole("img", { name: "Trip image" }).waitFor();
  });

  it("creates a tour sold by date and shift", async () => {
    const { page } = browser;
    await openNewTrip(page);
    await page.getByRole("radio", { name: "Tour", exact: true }).click();
    await fillInformation(page, "Form Harbor Walk", code("TOUR"));
    await field(section(page, "Pricing"), "Adult").fill("40");
    await field(section(page, "Pricing"), "Child").fill("20");

    const inventory = section(page, "Inventory");
    await expect(inventory.getByRole("radio", { name: "By date/shift" }).isChecked()).resolves.toBe(true);
    await field(inventory, "Shift name 1").fill("Morning");
    await inventory.getByRole("button", { name: "Add shift" }).click();
    await field(inventory, "Shift name 2").fill("Afternoon");
    await inventory.getByRole("button", { name: "Add date", exact: true }).click();
    await field(inventory, "Date 1").fill("07/01/2030");
    await pickOption(page, inventory.getByRole("combobox", { name: "Shift 1" }), "Morning");
    await field(inventory, "Quantity 1").fill("20");
    // A new line starts from the previous one, on the next shift.
    await inventory.getByRole("button", { name: "Add date", exact: true }).click();
    await expect(inventory.getByRole("combobox", { name: "Shift 2" }).inputValue()).resolves.toBe("Afternoon");
    await field(inventory, "Quantity 2").fill("15");
    await showSection(page, "Inventory");
    await screenshot(page, "trip-form-shifts-1280");

    // The tour's blank default sections are dropped, not refused.
    await save(page);
    await page.getByText(`Trip ${code("TOUR")} created`).waitFor();
    await page.waitForURL(/\/trip\/trip_list/);
  });

  // One page load for the form and one for the saved trip; the rest is what an operator does, which takes its time.
  it(
    "adds a season of dates by range: weekends for 8 weeks but one, a listed date kept, the limit refused",
    {
      timeout: 120_000,
    },
    async () => {
      const { page } = browser;
      await openNewTrip(page);
      await page.addInitScript({ content: axe.source });
      await page.evaluate(axe.source);
      await page.getByRole("radio", { name: "Tour", exact: true }).click();
      await fillInformation(page, "Form Summer Weekends", code("SEASON"));
      await field(section(page, "Pricing"), "Adult").fill("40");
      const inventory = section(page, "Inventory");
      await field(inventory, "Shift name 1").fill("Morning");
      await inventory.getByRole("button", { name: "Add shift" }).click();
      await field(inventory, "Shift name 2").fill("Afternoon");
      // A date of the season entered by hand first, with a quantity of its own: the season keeps it as it is.
      await inventory.getByRole("button", { name: "Add date", exact: true }).click();
      await field(inventory, "Date 1").fill("06/14/2031");
      await pickOption(page, inventory.getByRole("combobox", { name: "Shift 1" }), "Morning");
      await field(inventory, "Quantity 1").fill("30");

      await inventory.getByRole("button", { name: "Add dates by range" }).click();
      const dialog = page.getByRole("dialog", { name: "Add dates by range" });
      await field(dialog, "From").fill("06/07/2031");
      await field(dialog, "From").press("Enter");
      // Every day for six years in both shifts: far beyond the trip's 2 000 dates and shifts, refused as a whole.
      await field(dialog, "To").fill("06/06/2037");
      await field(dialog, "To").press("Enter");
      await dialog
        .getByText(/^This range would bring the trip to 4384 dates and shifts \(4383 new\): at most 2000 are allowed$/)
        .waitFor();
      await dialog.getByRole("button", { name: "Add to dates" }).click();
      await expect(dialog.isVisible()).resolves.toBe(true);

      // Saturdays and Sundays from 06/07/2031 for 8 weeks, 06/21 left out, mornings only.
      await field(dialog, "To").fill("07/27/2031");
      await field(dialog, "To").press("Enter");
      for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri"]) await dialog.getByText(day, { exact: true }).click();
      await dialog.getByRole("checkbox", { name: "Afternoon" }).uncheck();
      await field(dialog, "Quantity per date and shift").fill("25");
      await dialog.getByRole("button", { name: "Leave out" }).click();
      await page.getByRole("button", { name: "21 June 2031" }).click();
      await dialog.getByText(/^Each chosen day/).click();
      await dialog.getByText("14 dates and shifts to add (1 already listed)").waitFor();
      await expectFits(page, { screen: "Add dates by range" });
      await expect(page.evaluate(AXE)).resolves.toEqual([]);
      await screenshot(page, "trip-form-season-en-1280");
      await page.setViewportSize({ width: 800, height: 900 });
      await expectFits(page, { screen: "Add dates by range (800 px)" });
      await screenshot(page, "trip-form-season-en-800");
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole("button", { name: "Add to dates" }).click();
      await page.getByText("14 dates and shifts added; 1 already listed kept as it was").waitFor();

      // 15 rows: the one by hand (its quantity kept), then the season's 14 in date order; each stays editable.
      const dates = inventory.getByRole("textbox", { name: /^Date \d+$/ });
      await expect(dates.count()).resolves.toBe(15);
      await expect(field(inventory, "Quantity 1").inputValue()).resolves.toBe("30");
      await expect(field(inventory, "Date 2").inputValue()).resolves.toBe("06/07/2031");
      await expect(field(inventory, "Date 5").inputValue()).resolves.toBe("06/22/2031");
      await expect(field(inventory, "Date 15").inputValue()).resolves.toBe("07/27/2031");
      await expect(field(inventory, "Quantity 15").inputValue()).resolves.toBe("25");
      await inventory.getByRole("button", { name: "Remove date 15" }).click();
      await field(inventory, "Quantity 2").fill("10");
      await showSection(page, "Inventory");
      await screenshot(page, "trip-form-season-rows-1280");

      await save(page);
      await page.getByText(`Trip ${code("SEASON")} created`).waitFor();
      await page.waitForURL(/\/trip\/trip_list/);
      await page.goto(`/trip/trip_list?code=${code("SEASON")}`);
      await page.getByRole("button", { name: `Actions for ${code("SEASON")}` }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      await page.getByRole("heading", { name: /Edit Trip/, level: 1 }).waitFor();
      const saved = section(page, "Inventory");
      await expect(saved.getByRole("textbox", { name: /^Date \d+$/ }).count()).resolves.toBe(14);
      const rows = [];
      for (let row = 1; row <= 14; row++)
        rows.push([await field(saved, `Date ${row}`).inputValue(), await field(saved, `Quantity ${row}`).inputValue()]);
      // The saved trip lists its dates in date order.
      expect(rows).toEqual([
        ["06/07/2031", "10"],
        ["06/08/2031", "25"],
        ["06/14/2031", "30"],
        ...["06/15", "06/22", "06/28", "06/29", "07/05", "07/06", "07/12", "07/13", "07/19", "07/20", "07/26"].map(
          (day) => [`${day}/2031`, "25"],
        ),
      ]);

      // A longer season: the list shows 50 rows a page, and a refused save shows the page of the row at fault.
      await saved.getByRole("button", { name: "Add dates by range" }).click();
      await field(dialog, "From").fill("08/02/2031");
      await field(dialog, "From").press("Enter");
      await field(dialog, "To").fill("08/31/2031");
      await field(dialog, "To").press("Enter");
      await dialog.getByText(/^Each chosen day/).click();
      await dialog.getByText("60 dates and shifts to add").waitFor();
      await dialog.getByRole("button", { name: "Add to dates" }).click();
      await saved.getByText("1–50 of 74").waitFor();
      await saved.getByRole("button", { name: "2", exact: true }).click();
      await field(saved, "Quantity 60").fill("0");
      await saved.getByRole("button", { name: "1", exact: true }).click();
      await save(page);
      await expect(errorOf(field(saved, "Quantity 60"))).resolves.toContain("No less than 1");
      await saved.getByText("51–74 of 74").waitFor();

      // The dialog in Chinese, at 1280 and 800 px.
      await page.getByRole("button", { name: /Language|语言/ }).click();
      await page.getByRole("menuitem", { name: "中文" }).click();
      await page.getByRole("button", { name: "按范围添加日期" }).click();
      const zh = page.getByRole("dialog", { name: "按范围添加日期" });
      // Typed in the Chinese console's order, YYYY/MM/DD, as it shows them.
      await field(zh, "开始日期").fill("2031/09/01");
      await field(zh, "开始日期").press("Enter");
      await field(zh, "结束日期").fill("2031/09/30");
      await field(zh, "结束日期").press("Enter");
      await zh.getByText(/^两个日期之间/).click();
      await zh.getByText("将添加 60 个日期班次").waitFor();
      await expectFits(page, { screen: "按范围添加日期" });
      await expect(page.evaluate(AXE)).resolves.toEqual([]);
      await screenshot(page, "trip-form-season-zh-1280");
      await page.setViewportSize({ width: 800, height: 900 });
      await expectFits(page, { screen: "按范围添加日期 (800 px)" });
      await screenshot(page, "trip-form-season-zh-800");
    },
  );

  it("shows each rule's message on its field", async () => {
    const { page } = browser;
    await openNewTrip(page);
    const info = section(page, "Information");
    await field(info, "Name").fill("Jazz night!");
    await field(info, "Name").blur();
    await expect(errorOf(field(info, "Name"))).resolves.toContain(
      "Only numbers, letters, underscores, spaces, hyphens, colon",
    );
    await field(info, "Name").fill("Jazz night");

    const pricing = section(page, "Pricing");
    await field(pricing, "Price per person").fill("12.345");
    await field(pricing, "Price per person").blur();
    await expect(errorOf(field(pricing, "Price per person"))).resolves.toContain("Invalid price");
    await field(pricing, "Price per person").fill("12345678");
    await field(pricing, "Price per person").blur();
    await expect(errorOf(field(pricing, "Price per person"))).resolves.toContain("Invalid price");
    await field(pricing, "Price per person").fill("12.34");

    const inventory = section(page, "Inventory");
    await inventory.getByRole("radio", { name: "By date/shift" }).click();
    await field(inventory, "Shift name 1").fill("-");
    await field(inventory, "Shift name 1").blur();
    await expect(errorOf(field(inventory, "Shift name 1"))).resolves.toContain("Invalid shift name");
    await inventory.getByRole("radio", { name: "By total quantity" }).click();
    await field(inventory, "Total quantity").fill("10");

    const cancellation = section(page, "Cancellation");
    await cancellation.getByRole("radio", { name: "Percentage" }).click();
    const percentage = field(cancellation, "Percentage deducted");
    await percentage.fill("0");
    await percentage.blur();
    await expect(errorOf(percentage)).resolves.toContain("No less than 1");
    await percentage.fill("101");
    await percentage.blur();
    await expect(errorOf(percentage)).resolves.toContain("No more than 100");
    await percentage.fill("10");
    await showSection(page, "Cancellation");
    await screenshot(page, "trip-form-cancellation-1280");

    // A content section takes 10 entries, not one more.
    const overview = section(page, "Overview");
    const addEntry = overview.getByRole("button", { name: "Add entry" });
    for (let count = 1; count < 10; count++) await addEntry.click();
    await expect(addEntry.isDisabled()).resolves.toBe(true);
    await overview.getByText("At most 10 entries").waitFor();
    await expect(overview.getByRole("textbox", { name: /^Overview \d+$/ }).count()).resolves.toBe(10);

    // The code's uniqueness is the server's to check: its answer lands on the field.
    await field(info, "Trip ID").fill("EVT-JAZZ-NIGHT");
    await save(page);
    await expect(errorOf(field(info, "Trip ID"))).resolves.toContain("The code already exists");
    await screenshot(page, "trip-form-duplicate-code-1280");

    // The server answers in English; the Chinese console shows the message it knows in Chinese.
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("编码已存在", { exact: true }).waitFor();
    await screenshot(page, "trip-form-duplicate-code-zh-1280");
  });

  it("edits a trip and saves it, then refuses a save over a newer change", async () => {
    const { page } = browser;
    await openEditor(page, editableId);
    const info = section(page, "Information");
    await expect(field(info, "Trip ID").inputValue()).resolves.toBe(editable.code);
    await expect(field(section(page, "Includes"), "Includes 1").inputValue()).resolves.toBe("Welcome drink");
    await field(info, "Name").fill(`${editable.name} renamed`);
    await section(page, "Reschedule").getByRole("radio", { name: "Per ticket" }).click();
    await field(section(page, "Reschedule"), "Fee").fill("5");
    await save(page);
    await page.getByText(`Trip ${editable.code} saved`).waitFor();

    // A second save continues from the saved version.
    await field(info, "Name").fill(`${editable.name} again`);
    await save(page);
    await expect.poll(() => page.getByText(`Trip ${editable.code} saved`).count()).toBeGreaterThan(0);

    // Someone else saves in between: this form's version is stale.
    const current = await graphql<{ trip: { version: number } }>(
      `
        query ($id: ID!) {
          trip(id: $id) {
            version
          }
        }
      `,
      { id: editableId },
      token,
    );
    await graphql(
      `mutation ($id: ID!) { publishTrip(id: $id, version: ${current.trip.version}) { id } }`,
      { id: editableId },
      token,
    );
    await field(info, "Name").fill(`${editable.name} late`);
    await save(page);
    const stale = page.getByRole("dialog", { name: "Out of date" });
    await stale.getByText("Data is out of date, please refresh and repeat.").waitFor();
    await screenshot(page, "trip-form-stale-1280");
  });

  it("asks before unsaved changes are dropped: Stay keeps them, Leave goes, a save leaves without asking", async () => {
    const { page } = browser;
    const confirm = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    const homePage = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home Page" });
    await openNewTrip(page);
    await fillInformation(page, "Unsaved draft", code("DRAFT"));
    await homePage.click();
    await confirm.waitFor();
    await screenshot(page, "trip-form-unsaved-1280");
    await confirm.getByRole("button", { name: "Stay" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/trip/trip_add");
    await expect(field(section(page, "Information"), "Name").inputValue()).resolves.toBe("Unsaved draft");

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await confirm.getByRole("button", { name: "Discard and leave" }).click();
    await page.waitForURL(/\/trip\/trip_list/);

    await openEditor(page, editableId);
    await field(section(page, "Information"), "Name").fill(`${editable.name} saved before leaving`);
    await save(page);
    await page.getByText(`Trip ${editable.code} saved`).waitFor();
    await homePage.click();
    await page.waitForURL(/\/vendor_page\/home_page/);
    await expect(confirm.count()).resolves.toBe(0);
  });

  it("refuses an edit that would break a grouped trip's match, saying which grouped trip and why", async () => {
    const { page } = browser;
    const member = (name: string) => ({
      code: code(name),
      name: `Form Member ${name} ${RUN}`,
      template: "TOUR",
      pricingType: "FLAT",
      price: "10.00",
      inventoryType: "TOTAL",
      totalQuantity: 20,
      rescheduleFeeType: "FREE",
      cancellationType: "NONE",
    });
    const create = (input: object) =>
      graphql<{ createTrip: { id: string } }>(
        `
          mutation ($input: TripInput!) {
            createTrip(input: $input) {
              id
            }
          }
        `,
        { input },
        token,
      );
    const first = (await create(member("M1"))).createTrip.id;
    const second = (await create(member("M2"))).createTrip.id;
    const groupCode = code("GRP");
    await graphql(
      `
        mutation ($input: GroupedTripInput!) {
          createGroupedTrip(input: $input) {
            id
          }
        }
      `,
      { input: { code: groupCode, name: `Form Group ${RUN}`, trip1Id: first, trip2Id: second, requireSameDay: false } },
      token,
    );

    await openEditor(page, first);
    await section(page, "Pricing").getByRole("radio", { name: "Free ticket" }).click();
    await save(page);
    await page
      .getByRole("alert")
      .getByText(`Grouped trip ${groupCode} would no longer match: Price type does not match`)
      .waitFor();
  });
});

describe("trip form at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("keeps every section usable", async () => {
    const { page } = browser;
    await openNewTrip(page);
    await screenshot(page, "trip-form-top-800");
    await expectFits(page, { screen: "Create Trip (Event)" });
    // The custom template shows every section; a date row is the widest line of the form.
    await page.getByRole("radio", { name: "Custom", exact: true }).click();
    await showSection(page, "Pricing");
    await screenshot(page, "trip-form-pricing-800");
    await showSection(page, "Inventory");
    await section(page, "Inventory").getByRole("button", { name: "Add date", exact: true }).click();
    await screenshot(page, "trip-form-inventory-800");
    await showSection(page, "Route");
    await screenshot(page, "trip-form-route-800");
    await expectFits(page, { screen: "Create Trip (Custom, a date added)" });
    await page.getByRole("button", { name: "Add Additional Information" }).click();
    await page.getByRole("dialog", { name: "Add Additional Information" }).waitFor();
    await expectFits(page, { screen: "Add Additional Information" });
    await screenshot(page, "trip-form-additional-800");
  });
});
