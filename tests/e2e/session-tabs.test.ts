/**
 * The console in several tabs of one browser (docs/system-contract.md section 1, "Sessions in several tabs"): a new
 * tab is signed in with the others' session, a logout in one signs every tab out, a login in one enters the tab that
 * shows the login; an open console follows its access epoch (section 6), so an administrator's role edit reaches the
 * agent's menu without a reload; and the e-mail verification's code field survives reading the code in another tab.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { screenshot, useBrowser } from "./support/browser";
import { fillCompanyInfo, textField, uniqueCompany } from "./support/company";
import { graphql, loginToken } from "./support/graphql";
import { login, signIn, waitForShell } from "./support/login";
import { staffHolding, unique, type Grant } from "./support/staff";
import { createTenant } from "./support/vendor-admin";

const menu = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

async function logout(page: Page, username: string) {
  await page.getByRole("banner").getByRole("button", { name: username, exact: true }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

/** Serious and critical WCAG 2.1 A/AA violations on the page (page source: the test project knows no DOM). */
const SERIOUS_AXE = `axe
  .run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id + ": " + violation.nodes.map((node) => node.target.join(" ")).join(", ")))`;

describe("sessions shared by the tabs of a browser", () => {
  const browser = useBrowser();

  it("signs a new tab in, and signs every tab out with a logout in one", async () => {
    const { page, context } = browser;
    const account = await createTenant("tabs");
    await login(page, account);

    // A second tab (an order opened in a new tab, say) lands where it was sent, signed in.
    const second = await context.newPage();
    await second.goto("/company/company_info");
    await waitForShell(second, account.username);
    expect(new URL(second.url()).pathname).toBe("/company/company_info");

    await logout(second, account.username);
    await second.waitForURL("**/login");
    // The first tab is signed out with it, and stays signed out when it opens a screen.
    await page.waitForURL("**/login");
    await page.goto("/company/company_info");
    await page.waitForURL("**/login**");
    await page.getByRole("button", { name: "Login" }).waitFor();
  });

  it("enters a tab that shows the login when another tab logs in", async () => {
    const { page, context } = browser;
    const waiting = await context.newPage();
    await waiting.goto("/login?redirect=%2Fcompany%2Ftax_info");
    await waiting.getByRole("button", { name: "Login" }).waitFor();

    await login(page, "admin");
    // The waiting tab enters too, where its own login would have taken it.
    await waitForShell(waiting, "admin");
    await waiting.waitForURL("**/company/tax_info");
  });
});

describe("an open console follows the access epoch", () => {
  const browser = useBrowser();

  it("shows a granted page in the agent's menu and takes a revoked one away, with no reload", async () => {
    const { page } = browser;
    const role = unique("Tabs desk");
    const base: Grant[] = [
      { type: "PAGE", url: "company_info" },
      { type: "PAGE", url: "order_list" },
    ];
    const agent = await staffHolding("admin", role, base);
    await login(page, agent);
    await menu(page).getByRole("link", { name: "Order List" }).click();
    await page.getByRole("heading", { name: "Order List", level: 1 }).waitFor();
    expect(await menu(page).getByRole("link", { name: "Trip List" }).count()).toBe(0);
    // The page stays loaded throughout: a reload would read the permissions anew whatever the console does.
    await page.evaluate("window.__sameDocument = true");

    const admin = await loginToken("admin");
    const assign = async (grants: Grant[]) => {
      const { roles } = await graphql<{ roles: { items: Array<{ id: string; version: number }> } }>(
        `
          query Role($name: String!) {
            roles(filter: { name: $name }, page: { number: 1, size: 1 }) {
              items {
                id
                version
              }
            }
          }
        `,
        { name: role },
        admin,
      );
      await graphql(
        `
          mutation Grant($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
            assignRoleResources(id: $id, version: $version, permissions: $permissions) {
              id
            }
          }
        `,
        { ...roles.items[0], permissions: grants },
        admin,
      );
    };

    await assign([...base, { type: "PAGE", url: "trip_list" }]);
    // The agent's next request (the screen it opens next reads its record) brings the new epoch; the menu follows.
    await menu(page).getByRole("link", { name: "Company Information" }).click();
    await page.getByRole("heading", { name: "Company Information", level: 1 }).waitFor();
    await menu(page).getByRole("link", { name: "Trip List" }).waitFor();
    await screenshot(page, "access-epoch-granted-en-1280");

    await assign(base);
    await menu(page).getByRole("link", { name: "Order List" }).click();
    await page.getByRole("heading", { name: "Order List", level: 1 }).waitFor();
    await expect.poll(() => menu(page).getByRole("link", { name: "Trip List" }).count()).toBe(0);
    await expect(page.evaluate("window.__sameDocument")).resolves.toBe(true);
  });
});

describe("the e-mail verification in two tabs", () => {
  const browser = useBrowser();

  it("keeps the code field while the code is read in Development Mail, and sends no second code", async () => {
    const { page, context } = browser;
    const account = await createTenant("tabs-mail");
    const company = uniqueCompany();
    await signIn(page, account);
    await page.addInitScript({ content: axe.source });
    await page.goto("/company/company_info");
    await page.getByRole("heading", { name: "Company Information", level: 1 }).waitFor();
    await fillCompanyInfo(page, company);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company info saved").waitFor();
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText(`We sent a 6-digit code to ${company.email}`).waitFor();
    await expect(page.evaluate(SERIOUS_AXE)).resolves.toEqual([]);
    await screenshot(page, "email-code-sent-en-1280");

    // Development Mail opens in a tab of its own, signed in with this tab's session.
    const [mailTab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Read it in Development Mail (new tab)" }).click(),
    ]);
    await mailTab.getByRole("heading", { name: "Development Mail", level: 1 }).waitFor();
    const row = mailTab.getByRole("row").filter({ hasText: company.email });
    await row.filter({ hasText: "Your e-mail verification code" }).waitFor();
    await row.getByRole("button", { name: "Open Your e-mail verification code" }).click();
    const body = await mailTab
      .getByRole("dialog", { name: "Your e-mail verification code" })
      .locator("pre")
      .textContent();
    const code = /is (\d{6})\./.exec(body ?? "")?.[1];
    expect(code, body ?? "").toMatch(/^\d{6}$/);

    // Leaving the screen in this tab and coming back keeps the code field too, with no Verify to send another.
    await page.goto("/company/tax_info");
    await page.goto("/company/company_info");
    await page.getByText(`We sent a 6-digit code to ${company.email}`).waitFor();
    expect(await page.getByRole("button", { name: "Verify" }).count()).toBe(0);
    await textField(page, "Verification code").fill(code!);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Contact e-mail verified").first().waitFor();

    // One code was sent in all.
    await mailTab.reload();
    await mailTab.getByRole("heading", { name: "Development Mail", level: 1 }).waitFor();
    await row.first().waitFor();
    expect(await row.filter({ hasText: "Your e-mail verification code" }).count()).toBe(1);
  });
});
