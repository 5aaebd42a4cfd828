/**
 * axe-core over every screen of the route table (placeholders too) and the login page, in English, and over a few
 * at 800 px: no serious or critical violation (contrast, names, roles). One browser, one login, one page: screens
 * are opened in the app.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { messages as en } from "../../web/src/i18n/messages/core-en";
import { PATHS, ROUTES } from "../../web/src/routes/route-model";
import { useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { login } from "./support/login";
import { documentTitle, openInApp } from "./support/navigation";

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The first record of each list, for the screens that show one record (`?id=`, `?tripId=`). */
let search: Record<string, string>;

beforeAll(async () => {
  const first = "page: { number: 1, size: 1 }) { items { id } }";
  const data = await graphql<
    Record<"trips" | "orders" | "refundOrders" | "transactions" | "coupons", { items: { id: string }[] }>
  >(
    `{ trips(${first} orders(${first} refundOrders(${first} transactions(${first} coupons(${first} }`,
    {},
    await loginToken("admin"),
  );
  const id = (list: keyof typeof data) => data[list].items[0].id;
  search = {
    trip_edit: `?id=${id("trips")}`,
    reservation: `?tripId=${id("trips")}`,
    trip_reservation_statistics: `?tripId=${id("trips")}`,
    order_detail: `?id=${id("orders")}`,
    refund_order_detail: `?id=${id("refundOrders")}`,
    transaction_detail: `?id=${id("transactions")}`,
    sales_coupon_usage: `?id=${id("coupons")}`,
    // A past month of the demo data, so the charts have something to draw.
    income_report: "?dateFrom=2025-03-01&dateTo=2025-03-31",
    trip_report: "?dateFrom=2025-03-01&dateTo=2025-03-31",
    trip_detail_report: `?tripId=${id("trips")}&dateFrom=2025-03-01&dateTo=2025-03-31`,
    statement_detail: "?month=2025-03",
  };
});

/**
 * Serious and critical violations of WCAG 2.1 A/AA on the page as it is now. Written as page source: the test
 * project's types know no DOM.
 */
const RUN_AXE = `axe
  .run(document, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    resultTypes: ["violations"],
  })
  .then((result) =>
    result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      })),
  )`;

/** Opens a path in the app and waits until its data is on screen, at rest, before axe looks at it. */
async function openForAxe(page: Page, path: string, title: keyof typeof en): Promise<void> {
  await openInApp(page, path, documentTitle(title));
  // Skeletons and busy (stale, dimmed) tables give way to the data before axe looks.
  await expect.poll(() => page.locator('.mantine-Skeleton-root, [aria-busy="true"]').count()).toBe(0);
  // A table that was dimmed fades back in: axe must see the colours at rest.
  await expect
    .poll(() => page.evaluate("document.getAnimations().filter((a) => a.playState === 'running').length"))
    .toBe(0);
}

describe("accessibility", () => {
  const browser = useBrowser();

  it("has no serious or critical axe violation on any screen", { timeout: 240_000 }, async () => {
    const { page } = browser;
    await page.addInitScript({ content: axe.source });
    const found: Record<string, Finding[]> = {};
    const check = async (name: string) => {
      const violations = (await page.evaluate(RUN_AXE)) as Finding[];
      if (violations.length > 0) found[name] = violations;
    };

    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).waitFor();
    await check("/login");
    await login(page, "admin");

    for (const route of ROUTES) {
      const path = route.path + (search[route.key] ?? "");
      await openForAxe(page, path, route.title);
      await check(path);
    }
    for (const [path, title] of [
      [PATHS.notFound, "page.notFound"],
      [PATHS.noPermission, "page.noPermission"],
    ] as const) {
      await openForAxe(page, path, title);
      await check(path);
    }

    // Field errors must read too (Mantine draws them in a red too pale for small text): a form saved empty.
    await openForAxe(page, "/marketing/sales_coupon_add", "route.sales_coupon_add");
    await page.getByRole("button", { name: "Save" }).click();
    await page.locator(".mantine-InputWrapper-error").first().waitFor();
    await check("/marketing/sales_coupon_add with field errors");

    // At 800 px the shell changes (the sidebar folds away, the product name hides): a few screens again.
    await page.setViewportSize({ width: 800, height: 800 });
    for (const key of [
      "trip_list",
      "trip_add",
      "order_list",
      "order_detail",
      "reservation",
      "sales_coupon_list",
      "sales_coupon_add",
      "sales_coupon_history",
      "sales_coupon_usage",
      "income_report",
      "trip_report",
      "trip_detail_report",
      "statement",
      "statement_detail",
      "company_info",
      "bank_info",
      "home_page",
      "guide",
      "user_list",
      "role_list",
      "system_email",
      "add_receiver",
      "dev_mail",
      "payment",
      "bookingFee",
      "audit_log",
      "api_tokens",
      "webhooks",
    ]) {
      const route = ROUTES.find((candidate) => candidate.key === key)!;
      const path = route.path + (search[key] ?? "");
      await openForAxe(page, path, route.title);
      await check(`${path} at 800 px`);
    }

    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
});
