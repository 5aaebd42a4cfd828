import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { login, signIn, waitForShell } from "./support/login";
import { issueAuthCode } from "./support/vendor-admin";
import { ROUTES } from "../../web/src/routes/route-model";

/** An order of Demo Tours (admin's tenant): another tenant's user must not learn it exists. */
let adminOrderId: string;

beforeAll(async () => {
  const { orders } = await graphql<{ orders: { items: { id: string }[] } }>(
    "{ orders(page: { number: 1, size: 1 }) { items { id } } }",
    {},
    await loginToken("admin"),
  );
  adminOrderId = orders.items[0].id;
});

/** One "Not found" state on the screen: no toast, nothing to retry, no "check your connection". */
/** The screen keeps its title (its h1) above one "Not found" notice. */
async function expectNotFound(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await page.getByText("Not found", { exact: true }).waitFor();
  await expect(page.getByRole("heading", { level: 1 }).allInnerTexts()).resolves.toEqual([title]);
  await expect(page.getByText("Not found", { exact: true }).count()).resolves.toBe(1);
  await expect(page.locator(".mantine-Notification-root").allInnerTexts()).resolves.toEqual([]);
  await expect(page.getByRole("button", { name: "Try again" }).count()).resolves.toBe(0);
  await expect(page.getByText("This screen could not be loaded").count()).resolves.toBe(0);
}

describe("routing and guards", () => {
  const browser = useBrowser();

  describe("without a token only /login and /auth-redirect are reachable", () => {
    // Every screen of the route table (a menu link out of the console is no route of it), and paths it does not hold:
    // each sends a signed-out visitor to the login, which remembers where they were going. The root and the error
    // pages are not worth returning to.
    const remembered = [
      ...ROUTES.filter((route) => route.path.startsWith("/")).map((route) => route.path),
      "/sales/order_list?state=COMPLETED",
      "/no/such/page",
      "/company",
      "/trip/trip_list/extra",
      "/redirect/trip/trip_list",
      "/login/extra",
    ];
    const visits = [
      ...remembered.map((path) => ({ path, redirect: path })),
      ...["/", "/401", "/404"].map((path) => ({ path, redirect: null })),
    ];

    // A page load for a few kinds of path: a screen, one with a query, one the table does not hold, the root, an error
    // page…
    const loaded = ["/trip/trip_list", "/sales/order_list?state=COMPLETED", "/no/such/page", "/", "/401"];
    it.each(visits.filter(({ path }) => loaded.includes(path)))(
      "sends $path to the login",
      async ({ path, redirect }) => {
        const { page } = browser;
        await page.goto(path);
        await expect.poll(() => new URL(page.url()).pathname, { message: `${path} signed out` }).toBe("/login");
        await page.getByRole("button", { name: "Login" }).waitFor();
        expect(new URL(page.url()).searchParams.get("redirect")).toBe(redirect);
      },
    );

    // …and every path within the app, as a link or the Back button takes a visitor there: the same guard, without a
    // page load each (docs/scale-contract.md section 7).
    it("sends every path to the login within the app", async () => {
      const { page } = browser;
      await page.goto("/login");
      await page.getByRole("button", { name: "Login" }).waitFor();
      for (const { path, redirect } of visits) {
        // The address is the path's until the guard answers, so a poll cannot pass on the previous path's redirect.
        await page.evaluate(
          `history.pushState({}, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate"));`,
        );
        await expect
          .poll(
            () => {
              const url = new URL(page.url());
              return { pathname: url.pathname, redirect: url.searchParams.get("redirect") };
            },
            { message: `${path} signed out` },
          )
          .toEqual({ pathname: "/login", redirect });
      }
      await page.getByRole("button", { name: "Login" }).waitFor();
    });

    it("keeps a visitor on /login and runs /auth-redirect", async () => {
      const { page } = browser;
      await page.goto("/login");
      await page.getByRole("button", { name: "Login" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/login");

      // /auth-redirect's own refusal of a link without a code, shown on the login…
      await page.goto("/auth-redirect");
      await page.getByText("The link is missing its auth code or user name").waitFor();
      expect(new URL(page.url()).pathname).toBe("/login");
      // …and a valid code signs in from it.
      const { authCode } = await issueAuthCode("admin");
      await page.goto(`/auth-redirect?authCode=${encodeURIComponent(authCode)}&userName=admin`);
      await waitForShell(page, "admin");
      expect(new URL(page.url()).pathname).not.toMatch(/^\/(login|auth-redirect)/);
    });
  });

  it("leads / to the company information", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/");
    await page.waitForURL("**/company/company_info");
    await page.getByRole("heading", { level: 1, name: "Company Information" }).waitFor();
  });

  it("shows 404 for an unknown path", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/no/such/page");
    await page.waitForURL("**/404");
    await page.getByText("Page not found").first().waitFor();
  });

  it("shows 401 for a route the user has no permission for", async () => {
    const { page } = browser;
    await signIn(page, "agent");
    await page.goto("/company/company_info");
    await page.waitForURL("**/401");
    await page.getByText("No permission").first().waitFor();
    await screenshot(page, "no-permission-agent");
  });

  it("says 'not found' once for a record that does not exist, without a toast or a retry", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await expectNotFound(page, "/trip/trip_edit?id=987654321", "Edit Trip");
    await screenshot(page, "not-found-trip-1280");
    await expectNotFound(page, "/trip/reservation?tripId=987654321", "Reservation");
    await screenshot(page, "not-found-reservation-1280");
    await expectNotFound(page, "/sales/order_detail?id=987654321", "Order Detail");
    await expectNotFound(page, "/sales/refund_order_detail?id=abc", "Refund Order Detail");
    await expectNotFound(page, "/financial/statement_detail?month=1999-01", "Statement Detail");
  });

  it("says 'not found' for another tenant's record", async () => {
    const { page } = browser;
    await signIn(page, "other");
    await expectNotFound(page, `/sales/order_detail?id=${adminOrderId}`, "Order Detail");
  });

  it("shows every permitted screen with its title and never crashes", async () => {
    const { page } = browser;
    await login(page, "admin");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of [
      "/report/income_report",
      "/trip/tags_list",
      "/marketing/sales_coupon_list",
      "/system/payment",
      "/financial/statement",
    ]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(errors).toEqual([]);
  });
});
