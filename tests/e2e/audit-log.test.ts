/**
 * Change History (/system/audit_log) in the browser: the trail in words in English and Chinese, its filters in the
 * URL, server paging, the CSV export, and a user without the page who neither sees it in the menu nor may open it.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { staffHolding, unique } from "./support/staff";

const PATH = "/system/audit_log";
const table = (page: Page, name = "Change History") => page.getByRole("table", { name });
const areaSelect = (page: Page) => page.getByRole("combobox", { name: "Area" });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const RAW_KEYS = /assignResources|ASSIGNRESOURCES|gatewayType|allPermissions|\btrip_list\b|\/user\/add/;

/** A role of the demo tenant whose trail has a creation, an assignment of resources and `edits` edits. */
let roleName: string;
const EDITS = 21;

beforeAll(async () => {
  const token = await loginToken("admin");
  roleName = unique("Night desk ");
  const { createRole } = await graphql<{ createRole: { id: string; version: number } }>(
    `
      mutation ($name: String!) {
        createRole(input: { name: $name }) {
          id
          version
        }
      }
    `,
    { name: roleName },
    token,
  );
  let version = createRole.version;
  const assigned = await graphql<{ assignRoleResources: { version: number } }>(
    `
      mutation ($id: ID!, $version: Int!) {
        assignRoleResources(
          id: $id
          version: $version
          permissions: [{ type: PAGE, url: "trip_list" }, { type: CMD, url: "/user/add" }]
        ) {
          version
        }
      }
    `,
    { id: createRole.id, version },
    token,
  );
  version = assigned.assignRoleResources.version;
  for (let edit = 1; edit <= EDITS; edit++) {
    const updated = await graphql<{ updateRole: { version: number } }>(
      `
        mutation ($id: ID!, $version: Int!, $input: RoleInput!) {
          updateRole(id: $id, version: $version, input: $input) {
            version
          }
        }
      `,
      { id: createRole.id, version, input: { name: roleName, description: `Shift ${edit}` } },
      token,
    );
    version = updated.updateRole.version;
  }
});

async function waitForRows(page: Page, name?: string): Promise<void> {
  await table(page, name).and(page.locator('[aria-busy="false"]')).waitFor();
}

describe("change history", () => {
  const browser = useBrowser();

  it("lists every change in words from the menu, filtered by area and user, paged on the server", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/order_list");
    await sidebar(page).getByRole("button", { name: "System Settings" }).click();
    await sidebar(page).getByRole("link", { name: "Change History" }).click();
    await page.getByRole("heading", { name: "Change History", level: 1 }).waitFor();
    await waitForRows(page);

    await page.getByRole("textbox", { name: "User" }).fill("admin");
    await areaSelect(page).click();
    await page.getByRole("option", { name: "Roles" }).click();
    await page.waitForURL((url) => url.searchParams.get("area") === "ROLE");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("actor") === "admin");
    expect(new URL(page.url()).searchParams.get("area")).toBe("ROLE");
    await expect.poll(() => areaSelect(page).inputValue()).toBe("Roles");
    await waitForRows(page);
    const rows = table(page).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(20);
    const areas = await table(page).locator("tbody tr td:nth-child(3)").allTextContents();
    expect(new Set(areas)).toEqual(new Set(["Roles"]));
    await table(page)
      .getByText(`Description: Shift ${EDITS - 1} → Shift ${EDITS}`)
      .waitFor();
    expect(await table(page).textContent()).not.toMatch(RAW_KEYS);
    await screenshot(page, "audit-log-en-1280");

    // The assignment is older than 20 edits: on a later page of the server's paging.
    await page.getByRole("button", { name: "Next page" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await waitForRows(page);
    const assignment = table(page).locator("tbody tr", { hasText: "Assign resources" }).filter({ hasText: roleName });
    await assignment.getByText("Resources: (none) → Trip List, Create User").waitFor();
    expect(await table(page).textContent()).not.toMatch(RAW_KEYS);

    // Nobody of that name acted: nothing matches, and the list says so.
    await page.getByRole("textbox", { name: "User" }).fill("nobody-at-all");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("actor") === "nobody-at-all" && !url.searchParams.has("page"));
    await page.getByText("Nothing matches these filters").waitFor();
  });

  it("refuses an end before the start under its field, without asking the server", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`${PATH}?dateFrom=2025-03-10&dateTo=2025-03-09`);
    await page.getByRole("heading", { name: "Change History", level: 1 }).waitFor();
    await page.getByText("Start date must not be after end date").waitFor();
    await page.getByText("This search cannot run").waitFor();
  });

  it("exports the filtered history as CSV, in words", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`${PATH}?area=ROLE&actor=admin`);
    await waitForRows(page);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^change-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path())).toString("utf8");
    expect(text).toContain("Resources: (none) → Trip List, Create User");
    expect(text).toContain(`Description: Shift ${EDITS - 1} → Shift ${EDITS}`);
    expect(text).not.toMatch(RAW_KEYS);
  });

  it("reads in Chinese", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`${PATH}?area=ROLE&actor=admin&page=2`);
    await waitForRows(page);
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "变更历史", level: 1 }).waitFor();
    await waitForRows(page, "变更历史");
    const assignment = table(page, "变更历史")
      .locator("tbody tr", { hasText: "分配资源" })
      .filter({ hasText: roleName });
    await assignment.getByText("资源：（无） → 行程列表、创建用户").waitFor();
    expect(await table(page, "变更历史").textContent()).not.toMatch(RAW_KEYS);
    await screenshot(page, "audit-log-zh-1280");
  });

  it("is neither in the menu nor open to a user who may see the History panels but not the page", async () => {
    const { page } = browser;
    const viewer = await staffHolding("admin", unique("Panel viewer "), [
      { type: "PAGE", url: "user_list" },
      { type: "CMD", url: "/audit/list" },
    ]);
    await signIn(page, viewer);
    await page.goto("/system/user_list");
    await page.getByRole("heading", { name: "User List", level: 1 }).waitFor();
    await expect(sidebar(page).getByRole("link", { name: "Change History" }).count()).resolves.toBe(0);
    await page.goto(PATH);
    await page.waitForURL("**/401");
    await page.getByText("No permission").first().waitFor();
  });
});

describe("change history at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("keeps the filters and the changes readable in both languages", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto(`${PATH}?area=ROLE&actor=admin`);
    await waitForRows(page);
    await expectFits(page, { screen: "Change History" });
    await screenshot(page, "audit-log-en-800");
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await waitForRows(page, "变更历史");
    await screenshot(page, "audit-log-zh-800");
  });
});
