/**
 * Coupons against the real stack (docs/money-contract.md section 2): the list, the create and edit form with the
 * shared rules and the vendor API's refusals, a sequence coupon's code generation followed to the end, Coupon
 * History, enabling and disabling, and the demo's SUMMER10 redemptions against the order list. Writes happen on a
 * fresh tenant of their own; the demo tenant is only read.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { textField } from "./support/company";
import { errorOf } from "./support/form";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { createTenant } from "./support/vendor-admin";

const LIST = "/marketing/sales_coupon_list";
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function openList(page: Page) {
  await page.goto(LIST);
  await page.getByRole("heading", { name: "Coupon List", level: 1 }).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

async function fillDates(page: Page, start: string, end: string) {
  await textField(page, "Start date").fill(start);
  await textField(page, "End date").fill(end);
  await page.keyboard.press("Tab");
}

// Not a count of busy tables falling to 0: that holds before the screen's table exists, and skeleton rows are rows too.
const loadedTable = (page: Page) => page.getByRole("table").and(page.locator('[aria-busy="false"]'));

/** The cells of a loaded table under a header. */
async function column(page: Page, header: string): Promise<Locator> {
  const headers = await loadedTable(page)
    .locator("thead th")
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
  expect(headers).toContain(header);
  return loadedTable(page).locator(`tbody tr > :nth-child(${headers.indexOf(header) + 1})`);
}

/** A coupon made behind the page, in December 2030, with the schema's defaults for what it leaves out. */
async function createCoupon(token: string, input: Record<string, unknown>): Promise<void> {
  await graphql(
    `
      mutation ($input: CouponInput!) {
        createCoupon(input: $input) {
          id
        }
      }
    `,
    { input: { startDate: "2030-12-01", endDate: "2030-12-31", ...input } },
    token,
  );
}

async function rowAction(page: Page, code: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${code}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

describe("coupons", () => {
  const browser = useBrowser();

  // Three tests on tenants of their own rather than one that does it all, which ran close to its limit on a loaded
  // machine (docs/scale-contract.md section 7).
  it("creates a uniform coupon past the shared rules, the vendor API's refusal and a lost answer", async () => {
    const { page } = browser;
    const account = await createTenant("coupon");
    const token = await loginToken(account);
    await createCoupon(token, { code: "TAKEN", count: 5, amount: "1.00" });
    await signIn(page, account);
    await openList(page);
    await rowOf(page, "TAKEN").waitFor();

    await page.getByRole("link", { name: "Create coupon" }).first().click();
    await page.getByRole("heading", { name: "Create Coupon", level: 1 }).waitFor();
    // The shared rules at their fields, nothing sent.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Code"))).resolves.toContain("Required");
    await textField(page, "Code").fill("taken");
    await textField(page, "Quantity").fill("20");
    await textField(page, "Discount").fill("5.00");
    await textField(page, "Lowest amount").fill("5.00");
    await fillDates(page, "12/01/2030", "11/30/2030");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Lowest amount"))).resolves.toContain(
      "Lowest amount must be greater than the discount",
    );
    await expect(errorOf(textField(page, "End date"))).resolves.toContain("Start date must not be after end date");
    // The vendor API's own refusal (another coupon has the code, in other letters), at the code.
    await textField(page, "Lowest amount").fill("20.00");
    await textField(page, "End date").fill("12/31/2030");
    await page.keyboard.press("Tab");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Code"))).resolves.toContain("Coupon code already exists");
    await screenshot(page, "coupon-refused-1280");
    await textField(page, "Code").fill("WINTER5");
    // The first answer is lost on its way back (the coupon was made): Save again sends the same request id, and the
    // vendor API answers the first coupon instead of making a second.
    let lost = false;
    await page.route("**/graphql", async (route) => {
      if (lost || !(route.request().postData() ?? "").includes("CreateCoupon")) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => lost).toBe(true);
    await page.getByRole("button", { name: "Save", disabled: false }).waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Coupon created").waitFor();
    await page.unroute("**/graphql");
    await page.getByRole("heading", { name: "Coupon List", level: 1 }).waitFor();
    await expect.poll(() => rowOf(page, "WINTER5").count()).toBe(1);
    await expect(rowOf(page, "WINTER5").textContent()).resolves.toMatch(
      /Enabled.*Money off.*5\.00.*20\.00.*Uniform code/,
    );
  });

  it("follows a sequence coupon's code generation on its screen, then in Coupon History", async () => {
    const { page } = browser;
    const account = await createTenant("sequence");
    const token = await loginToken(account);
    await signIn(page, account);
    await openList(page);
    await page.getByRole("link", { name: "Create coupon" }).first().click();
    await page.getByRole("radio", { name: /Sequence codes/ }).check();
    await textField(page, "Prefix").fill("VIP");
    await textField(page, "Quantity").fill("30");
    await page.getByText("Percentage off").click();
    // A percent, not the protocol's rate.
    await textField(page, "Discount (%)").fill("0.15");
    await page.getByText("A whole percent from 1 to 99").waitFor();
    await textField(page, "Discount (%)").fill("15");
    await page.getByText("15 % off").waitFor();
    await textField(page, "Upper limit").fill("10.00");
    await fillDates(page, "12/01/2030", "12/31/2030");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Generating 30 codes" }).waitFor();
    await page.getByText("All codes are generated").waitFor({ timeout: 20_000 });
    await expect(page.getByText("30 of 30").count()).resolves.toBe(1);
    await screenshot(page, "coupon-generated-1280");
    // A larger one made behind the page is most likely still pending when the history opens: the history reads
    // itself again until it is done.
    await createCoupon(token, { codeType: "SEQUENCE", code: "BULK", count: 20_000, amount: "1.00" });
    await page.getByRole("link", { name: "Coupon History" }).click();
    await page.getByRole("heading", { name: "Coupon History", level: 1 }).waitFor();
    await expect(rowOf(page, "VIP").textContent()).resolves.toMatch(/VIP.*30.*30 of 30.*Successful/);
    await expect
      .poll(() => rowOf(page, "BULK").textContent(), { timeout: 20_000 })
      .toMatch(/BULK.*20000.*20000 of 20000.*Successful/);
    await page.getByText("Updating while generation is pending").waitFor({ state: "hidden" });
    // No job failed, so there is nothing to retry and no Actions column.
    await expect(page.getByRole("columnheader", { name: "Actions" }).count()).resolves.toBe(0);
  });

  it("takes a date typed with Enter without sending the form", async () => {
    const { page } = browser;
    await signIn(page, await createTenant("coupon-enter"));
    await page.goto("/marketing/sales_coupon_add");
    await page.getByRole("heading", { name: "Create Coupon", level: 1 }).waitFor();
    // The code is left blank: a form sent would say so at once.
    await textField(page, "Start date").fill("12/01/2030");
    await textField(page, "Start date").press("Enter");
    await textField(page, "End date").fill("12/31/2030");
    await textField(page, "End date").press("Enter");
    await expect(textField(page, "Code").getAttribute("aria-invalid")).resolves.not.toBe("true");
    // Still in the field.
    await expect(textField(page, "End date").and(page.locator(":focus")).count()).resolves.toBe(1);
    // Sent with Save, the dates typed are there: only the blank code is refused.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Code"))).resolves.toContain("Required");
    await expect(textField(page, "End date").getAttribute("aria-invalid")).resolves.not.toBe("true");
    await expect(textField(page, "Start date").inputValue()).resolves.toBe("12/01/2030");
  });

  it("disables and enables after asking, offers a sequence's codes, and refuses an edit made out of date", async () => {
    const { page } = browser;
    const account = await createTenant("coupon-state");
    const token = await loginToken(account);
    await createCoupon(token, { code: "WINTER5", count: 20, amount: "5.00" });
    await createCoupon(token, {
      codeType: "SEQUENCE",
      code: "VIP",
      count: 30,
      discountType: "PERCENTAGE_OFF",
      discountRatio: "0.15",
      percentageUpperLimit: "10.00",
    });
    await signIn(page, account);

    // Disable asks first; the row says so; Enable brings it back.
    await openList(page);
    await rowAction(page, "WINTER5", "Disable");
    await page.getByRole("dialog", { name: "Disable this coupon?" }).getByRole("button", { name: "Disable" }).click();
    await page.getByText("Coupon WINTER5 disabled").waitFor();
    await expect.poll(() => rowOf(page, "WINTER5").textContent()).toContain("Disabled");
    await rowAction(page, "WINTER5", "Enable");
    await page.getByRole("dialog", { name: "Enable this coupon?" }).getByRole("button", { name: "Enable" }).click();
    await page.getByText("Coupon WINTER5 enabled").waitFor();
    await expect.poll(() => rowOf(page, "WINTER5").textContent()).toContain("Enabled");

    // A sequence coupon's drawer offers its codes' export.
    await page.getByRole("button", { name: "VIP", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Coupon VIP" });
    await drawer.getByRole("button", { name: "Export codes" }).waitFor();
    await drawer.getByRole("button", { name: "Close" }).click();
    await drawer.waitFor({ state: "hidden" });

    // Edit keeps a sequence coupon's rule, prefix and quantity.
    await rowAction(page, "VIP", "Edit");
    await page.getByRole("heading", { name: "Edit coupon VIP", level: 1 }).waitFor();
    await expect(textField(page, "Prefix").isDisabled()).resolves.toBe(true);
    await expect(textField(page, "Quantity").inputValue()).resolves.toBe("30");

    // Changed meanwhile elsewhere: this form's version is out of date, and nothing is written.
    const { coupons } = await graphql<{ coupons: { items: { id: string; version: number }[] } }>(
      `
        {
          coupons(filter: { code: "VIP" }) {
            items {
              id
              version
            }
          }
        }
      `,
      {},
      token,
    );
    const [vip] = coupons.items;
    await graphql(
      `
        mutation ($id: ID!, $version: Int!) {
          setCouponState(id: $id, version: $version, enabled: false) {
            id
          }
        }
      `,
      vip,
      token,
    );
    await page.getByRole("textbox", { name: "Note" }).fill("Gala guests");
    await page.getByRole("button", { name: "Save" }).click();
    const outOfDate = page.getByRole("dialog", { name: "Out of date" });
    await outOfDate.getByText("Data is out of date").waitFor();
    // Read again, the same edit saves: the rule, prefix and quantity go back as they are.
    await outOfDate.getByRole("button", { name: "OK" }).click();
    await page.reload();
    await page.getByRole("textbox", { name: "Note" }).fill("Gala guests");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Coupon saved").waitFor();
    await expect.poll(() => rowOf(page, "VIP").textContent()).toContain("Gala guests");
  });

  it("reconciles SUMMER10's redemptions with the order list and offers a product coupon's trips", async () => {
    const { page } = browser;
    const token = await loginToken("admin");
    // The order list's sold orders (completed and unshipped) paid partly with SUMMER10.
    const sold: string[] = [];
    for (const state of ["COMPLETED", "UNSHIPPED"]) {
      for (let number = 1; ; number += 1) {
        const { orders } = await graphql<{
          orders: { items: { orderNumber: string; couponCode: string | null }[]; total: number };
        }>(
          `
            query ($state: OrderState, $number: Int!) {
              orders(filter: { state: $state, paymentType: COUPON_CODE }, page: { number: $number, size: 100 }) {
                items {
                  orderNumber
                  couponCode
                }
                total
              }
            }
          `,
          { state, number },
          token,
        );
        sold.push(...orders.items.filter((order) => order.couponCode === "SUMMER10").map((order) => order.orderNumber));
        if (number * 100 >= orders.total) break;
      }
    }
    expect(sold.length).toBeGreaterThan(0);

    await signIn(page, "admin");
    await openList(page);
    await textField(page, "Code").fill("summer");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.getByRole("table", { name: "Coupon List" }).getByRole("row").count()).toBe(2);
    await page.getByRole("button", { name: "SUMMER10", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Coupon SUMMER10" });
    await drawer.getByText(`${sold.length} orders used it`).waitFor();
    const shown = await drawer
      .getByRole("table", { name: "Redemptions" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.textContent ?? ""));
    expect(shown.length).toBe(Math.min(sold.length, 20));
    expect(sold).toEqual(expect.arrayContaining(shown));
    await expect
      .poll(() => page.evaluate("document.getAnimations().filter((a) => a.playState === 'running').length"))
      .toBe(0);
    await screenshot(page, "coupon-redemptions-1280");
    await drawer.getByRole("link", { name: shown[0] }).click();
    await page.getByRole("heading", { name: new RegExp(`Order ${shown[0]}`), level: 1 }).waitFor();

    // A product coupon's trips come from the shared trip search, their price options are offered; leaving the
    // unsaved form asks first (nothing of the demo is written).
    const { trips } = await graphql<{ trips: { items: { code: string; name: string; pricingType: string }[] } }>(
      `
        {
          trips(page: { number: 1, size: 50 }) {
            items {
              code
              name
              pricingType
            }
          }
        }
      `,
      {},
      token,
    );
    const trip = trips.items.find((item) => item.pricingType === "BY_PASSENGER_TYPE")!;
    await page.goto("/marketing/sales_coupon_add");
    await page.getByRole("radio", { name: "Selected trips" }).check();
    const addTrip = page.getByRole("combobox", { name: "Add a trip" });
    await addTrip.fill(trip.name.slice(0, 6));
    await page.getByRole("option", { name: `${trip.code} · ${trip.name}` }).click();
    await page.getByRole("button", { name: `Remove ${trip.code} · ${trip.name}` }).waitFor();
    await page.getByRole("combobox", { name: "Price options" }).click();
    await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(0);
    await screenshot(page, "coupon-product-1280");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Coupon List" }).click();
    await page
      .getByRole("dialog", { name: "Discard unsaved changes?" })
      .getByRole("button", { name: /Discard/ })
      .click();
  });

  it("marks a coupon past its end date Expired, filters by it, and extending it brings it back (en, zh)", async () => {
    const { page } = browser;
    const account = await createTenant("coupon-expiry");
    const token = await loginToken(account);
    await createCoupon(token, {
      code: "OLD5",
      count: 5,
      amount: "5.00",
      startDate: "2025-01-01",
      endDate: "2025-01-31",
    });
    await createCoupon(token, { code: "NEW5", count: 5, amount: "5.00" });
    await signIn(page, account);
    await openList(page);
    await expect.poll(() => rowOf(page, "OLD5").textContent()).toContain("Expired");
    expect(await rowOf(page, "NEW5").textContent()).toContain("Enabled");

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Expired" }).click();
    await page.waitForURL(/state=EXPIRED/);
    await expect.poll(() => rowOf(page, "NEW5").count()).toBe(0);
    expect(await rowOf(page, "OLD5").count()).toBe(1);
    await page.getByRole("button", { name: "OLD5", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Coupon OLD5" });
    await drawer.getByText("Expired").waitFor();
    await drawer.getByRole("button", { name: "Close" }).click();
    await drawer.waitFor({ state: "hidden" });
    await screenshot(page, "coupon-expired-en-1280");

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await expect.poll(() => rowOf(page, "OLD5").textContent()).toContain("已过期");
    expect(await page.getByRole("combobox", { name: "状态" }).inputValue()).toBe("已过期");
    await screenshot(page, "coupon-expired-zh-1280");
    await page.getByRole("button", { name: "语言" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();

    // Enabling changes its state only, and says so: it stays Expired.
    await rowAction(page, "OLD5", "Disable");
    await page.getByRole("dialog", { name: "Disable this coupon?" }).getByRole("button", { name: "Disable" }).click();
    await page.getByText("Coupon OLD5 disabled").waitFor();
    await rowAction(page, "OLD5", "Enable");
    const enable = page.getByRole("dialog", { name: "Enable this coupon?" });
    await enable.getByText("OLD5 has expired: customers can use it again only once its end date").waitFor();
    await enable.getByRole("button", { name: "Enable" }).click();
    await page.getByText("Coupon OLD5 enabled").waitFor();
    expect(await rowOf(page, "OLD5").textContent()).toContain("Expired");

    // A later end date makes it usable again: the Expired filter no longer finds it.
    await rowAction(page, "OLD5", "Edit");
    await fillDates(page, "01/01/2025", "12/31/2099");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Coupon saved").waitFor();
    // Back on the list as it was left (the Expired filter), which no longer finds it.
    await page.getByText("Nothing matches these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rowOf(page, "OLD5").textContent()).toContain("Enabled");
  });

  it("reports SUMMER10's uses and unused VIP codes page by page, links the orders and exports the report", async () => {
    const { page } = browser;
    const token = await loginToken("admin");
    const { coupons } = await graphql<{ coupons: { items: { id: string; code: string; usedCount: number }[] } }>(
      `
        {
          coupons(page: { number: 1, size: 20 }) {
            items {
              id
              code
              usedCount
            }
          }
        }
      `,
      {},
      token,
    );
    const summer = coupons.items.find((coupon) => coupon.code === "SUMMER10")!;
    await signIn(page, "admin");
    await openList(page);
    await rowOf(page, "SUMMER10").getByRole("link", { name: "Usage of SUMMER10" }).click();
    await page.getByRole("heading", { name: "Coupon Usage", level: 1 }).waitFor();
    const figures = page.getByRole("group", { name: "Usage" });
    await expect.poll(() => figures.textContent()).toContain(`Orders${summer.usedCount}`);
    const orderLinks = loadedTable(page).getByRole("link");
    await expect.poll(() => orderLinks.count()).toBe(Math.min(summer.usedCount, 20));
    await screenshot(page, "coupon-usage-en-1280");

    // The export writes the report as filtered: every use.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^coupon-usage-${summer.id}-.*\\.csv$`));
    const lines = readFileSync(await download.path(), "utf8")
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(summer.usedCount + 1);

    const first = (await orderLinks.first().textContent()) ?? "";
    await orderLinks.first().click();
    await page.getByRole("heading", { name: new RegExp(`Order ${first}`), level: 1 }).waitFor();

    // VIP's 50 codes are unused: the second page holds the 21st to 40th; Used finds none.
    const vip = coupons.items.find((coupon) => coupon.code === "VIP")!;
    await page.goto(`/marketing/sales_coupon_usage?id=${vip.id}`);
    await page.getByText("1–20 of 50").waitFor();
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.getByText("21–40 of 50").waitFor();
    await expect.poll(() => loadedTable(page).getByText("Not used").count()).toBe(20);
    await page.getByRole("combobox", { name: "Use" }).click();
    await page.getByRole("option", { name: "Used", exact: true }).click();
    await page.waitForURL(/used=USED/);
    await page.getByText("Nothing matches these filters").waitFor();
  });

  it.each(["en", "zh"] as const)(
    "lays out the list, the form, the history and the usage report at 1280 and 800 px (%s)",
    async (language) => {
      const { page } = browser;
      const { coupons } = await graphql<{ coupons: { items: { id: string }[] } }>(
        `
          {
            coupons(filter: { code: "SUMMER10" }) {
              items {
                id
              }
            }
          }
        `,
        {},
        await loginToken("admin"),
      );
      const summerId = coupons.items[0].id;
      await signIn(page, "admin");
      await openList(page);
      await expect
        .poll(() => page.getByRole("table", { name: "Coupon List" }).getByRole("row").count())
        .toBeGreaterThan(2);
      if (language === "zh") {
        await page.getByRole("button", { name: "Language" }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
      }
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 800 });
        for (const screen of ["sales_coupon_list", "sales_coupon_add", "sales_coupon_history", "sales_coupon_usage"]) {
          const search = screen === "sales_coupon_usage" ? `?id=${summerId}` : "";
          await openInApp(page, `/marketing/${screen}${search}`, screenTitle(`/marketing/${screen}`, language));
          if (screen === "sales_coupon_add") {
            await expect.poll(() => page.locator(".mantine-Skeleton-root").count()).toBe(0);
          } else {
            await loadedTable(page).waitFor();
          }
          await screenshot(page, `${screen}-${language}-${width}`);
          // The list's type and code rule are short labels: broken over lines they read as two values.
          const labels =
            screen !== "sales_coupon_list" ? [] : language === "en" ? ["Type", "Code rule"] : ["类型", "编码规则"];
          const oneLine = await Promise.all(labels.map((label) => column(page, label)));
          await expectFits(page, { screen: `${screen} in ${language}`, oneLine });
          if (screen === "sales_coupon_add" && language === "zh" && width === 1280) {
            // Chinese dates in the Chinese order, typed too (issue 61).
            const start = page.getByRole("textbox", { name: "开始日期" });
            await expect(start.getAttribute("placeholder")).resolves.toBe("YYYY/MM/DD");
            await start.fill("2030/12/01");
            await page.keyboard.press("Tab");
            await expect.poll(() => start.inputValue()).toBe("2030/12/01");
          }
        }
      }
    },
  );
});
