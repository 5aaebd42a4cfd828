/**
 * The grouped trip form against the real stack. Its member trips are created here through GraphQL (unique codes), so
 * no demo trip that other files change is involved.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";

const suffix = Date.now().toString(36).toUpperCase();
const matchingA = { code: `E2E-GA-${suffix}`, name: `E2E Grouped A ${suffix}` };
const matchingB = { code: `E2E-GB-${suffix}`, name: `E2E Grouped B ${suffix}` };
const mismatching = { code: `E2E-GC-${suffix}`, name: `E2E Grouped C ${suffix}` };

let token: string;
const tripIds: Record<string, string> = {};

beforeAll(async () => {
  token = await loginToken("admin");
  const single = {
    template: "TOUR",
    pricingType: "FLAT",
    price: "20.00",
    inventoryType: "TOTAL",
    totalQuantity: 30,
    rescheduleFeeType: "FREE",
    cancellationType: "NONE",
  };
  const inputs = [
    { ...single, ...matchingA },
    { ...single, ...matchingB, price: "15.00" },
    {
      ...single,
      ...mismatching,
      pricingType: "FREE",
      price: null,
      inventoryType: "UNLIMITED",
      totalQuantity: null,
      ageLimit: 12,
    },
  ];
  for (const input of inputs) {
    const created = await graphql<{ createTrip: { id: string } }>(
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
    tripIds[input.code] = created.createTrip.id;
  }
});

async function chooseTrip(page: Page, label: "Trip 1" | "Trip 2", trip: { code: string; name: string }) {
  const select = page.getByRole("combobox", { name: label });
  await select.click();
  await select.fill(trip.name);
  await page.getByRole("option", { name: new RegExp(trip.code) }).click();
}

const comparison = (page: Page) => page.getByRole("table", { name: "Settings that must match" });

async function openNewGroupedTrip(page: Page) {
  await signIn(page, "admin");
  await page.goto("/trip/grouped_trip_add");
  await page.getByRole("heading", { name: "Create Grouped Trip", level: 1 }).waitFor();
}

describe("grouped trip form", () => {
  const browser = useBrowser();

  it("names every mismatch of a pair the vendor API refuses, and refuses the same trip twice", async () => {
    const { page } = browser;
    await openNewGroupedTrip(page);
    await screenshot(page, "grouped-trip-empty-1280");

    await page.getByRole("textbox", { name: "Name" }).fill(`E2E Refused ${suffix}`);
    await page.getByRole("textbox", { name: "Trip ID" }).fill(`E2E-GR-${suffix}`);
    await chooseTrip(page, "Trip 1", matchingA);
    await chooseTrip(page, "Trip 2", mismatching);
    // The side-by-side settings show the difference before saving.
    await comparison(page).and(page.locator('[aria-busy="false"]')).waitFor();
    await expect(comparison(page).getByText("Differs").count()).resolves.toBe(3);

    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "These two trips cannot be sold together" });
    await alert.waitFor();
    for (const message of ["Price type does not match", "Inventory type does not match", "Age limit does not match"]) {
      await alert.getByText(message).waitFor();
    }
    await screenshot(page, "grouped-trip-mismatch-1280");

    // Choosing another pair withdraws the refusal; the same trip twice is refused at once.
    await chooseTrip(page, "Trip 2", matchingA);
    await expect(alert.count()).resolves.toBe(0);
    await page.getByText("Trip 1 and Trip 2 must be different").waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Trip 1 and Trip 2 must be different").waitFor();
    expect(new URL(page.url()).pathname).toBe("/trip/grouped_trip_add");
  });

  it("creates a grouped trip of two matching trips, refuses its code again, and edits it", async () => {
    const { page } = browser;
    const code = `E2E-GRP-${suffix}`;
    await openNewGroupedTrip(page);
    await chooseTrip(page, "Trip 1", matchingA);
    await chooseTrip(page, "Trip 2", matchingB);
    await comparison(page).and(page.locator('[aria-busy="false"]')).waitFor();
    await expect(comparison(page).getByText("Matches").count()).resolves.toBe(7);
    await page.getByRole("switch", { name: /Require Same Day/ }).check({ force: true });
    await page.getByRole("textbox", { name: "Name" }).fill("E2E Walk/Cruise");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Only numbers, letters, underscores, spaces, hyphens, colon").first().waitFor();
    await page.getByText("Required").first().waitFor();
    await page.getByRole("heading", { name: "Information" }).evaluate((heading) => heading.scrollIntoView());
    await screenshot(page, "grouped-trip-errors-1280");
    await page.getByRole("textbox", { name: "Name" }).fill(`E2E Walk and cruise ${suffix}`);
    await page.getByRole("textbox", { name: "Trip ID" }).fill(code);
    await screenshot(page, "grouped-trip-filled-1280");
    await page.getByRole("button", { name: "Save" }).click();

    await page.getByText(`Grouped trip ${code} created`).waitFor();
    await page.waitForURL(/\/trip\/trip_list\?code=/);
    const row = page.getByRole("table", { name: "Trip List" }).getByRole("row").filter({ hasText: code });
    await row.getByText("Grouped").waitFor();
    await row.getByText("Draft").waitFor();

    // The same code again: the vendor API's answer under the Trip ID field.
    await page.goto("/trip/grouped_trip_add");
    await chooseTrip(page, "Trip 1", matchingA);
    await chooseTrip(page, "Trip 2", matchingB);
    await page.getByRole("textbox", { name: "Name" }).fill(`E2E Again ${suffix}`);
    await page.getByRole("textbox", { name: "Trip ID" }).fill(code);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("The code already exists").waitFor();

    // Edit from the list's row menu: the saved values come back, a change is saved.
    await page.goto(`/trip/trip_list?code=${code}`);
    await page.getByRole("button", { name: `Actions for ${code}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.getByRole("heading", { name: `Edit Trip · ${code}` }).waitFor();
    // The members' labels arrive with their own query.
    await expect.poll(() => page.getByRole("combobox", { name: "Trip 1" }).inputValue()).toContain(matchingA.code);
    await expect.poll(() => page.getByRole("combobox", { name: "Trip 2" }).inputValue()).toContain(matchingB.code);
    await expect(page.getByRole("switch", { name: /Require Same Day/ }).isChecked()).resolves.toBe(true);
    await page.getByRole("textbox", { name: "Name" }).fill(`E2E Cruise and walk ${suffix}`);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(`Grouped trip ${code} saved`).waitFor();
    await page
      .getByRole("table", { name: "Trip List" })
      .getByRole("row")
      .filter({ hasText: `E2E Cruise and walk ${suffix}` })
      .waitFor();
  });

  it("shows the stale-data dialog when someone else saved the trip meanwhile", async () => {
    const { page } = browser;
    const code = `E2E-GST-${suffix}`;
    const input = {
      code,
      name: `E2E Stale ${suffix}`,
      trip1Id: tripIds[matchingA.code],
      trip2Id: tripIds[matchingB.code],
      requireSameDay: false,
    };
    const created = await graphql<{ createGroupedTrip: { id: string; version: number } }>(
      `
        mutation ($input: GroupedTripInput!) {
          createGroupedTrip(input: $input) {
            id
            version
          }
        }
      `,
      { input },
      token,
    );
    const { id, version } = created.createGroupedTrip;
    await signIn(page, "admin");
    await page.goto(`/trip/trip_edit?id=${id}`);
    await page.getByRole("heading", { name: `Edit Trip · ${code}` }).waitFor();
    await graphql(
      `
        mutation ($id: ID!, $version: Int!, $input: GroupedTripInput!) {
          updateGroupedTrip(id: $id, version: $version, input: $input) {
            id
          }
        }
      `,
      { id, version, input: { ...input, requireSameDay: true } },
      token,
    );
    await page.getByRole("textbox", { name: "Name" }).fill(`E2E Stale edit ${suffix}`);
    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Out of date" });
    await dialog.getByText("Data is out of date, please refresh and repeat.").waitFor();
  });
});

describe("grouped trip form at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("stacks the two trips and their comparison readably", async () => {
    const { page } = browser;
    await openNewGroupedTrip(page);
    await chooseTrip(page, "Trip 1", matchingA);
    await chooseTrip(page, "Trip 2", mismatching);
    await comparison(page).and(page.locator('[aria-busy="false"]')).waitFor();
    await screenshot(page, "grouped-trip-800");
    const box = await comparison(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(800);
    await expectFits(page, { screen: "Create Grouped Trip" });
  });
});
