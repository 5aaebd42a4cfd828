import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { login } from "./support/login";

describe("routing and guards", () => {
  const browser = useBrowser();

  it("without a token only /login and /auth-redirect are reachable", async () => {
    const { page } = browser;
    await page.goto("/company/company_info");
    await page.waitForURL("**/login**");
    await page.getByRole("button", { name: "Login" }).waitFor();
  });

  it("leads / to the company information", async () => {
    const { page } = browser;
    await login(page, "admin");
    await page.goto("/");
    await page.waitForURL("**/company/company_info");
    await page.getByRole("heading", { level: 1, name: "Company Information" }).waitFor();
  });

  it("shows 404 for an unknown path", async () => {
    const { page } = browser;
    await login(page, "admin");
    await page.goto("/no/such/page");
    await page.waitForURL("**/404");
    await page.getByText("Page not found").first().waitFor();
  });

  it("shows 401 for a route the user has no permission for", async () => {
    const { page } = browser;
    await login(page, "agent");
    await page.goto("/company/company_info");
    await page.waitForURL("**/401");
    await page.getByText("No permission").first().waitFor();
    await screenshot(page, "no-permission-agent");
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
