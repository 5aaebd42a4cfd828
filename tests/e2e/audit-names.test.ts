/**
 * Change History names the records a change refers to by id (docs/system-contract.md section 8): a company's city
 * and time zone read by their names as they are now, in English and in Chinese, never as `#12`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { uniqueCompany } from "./support/company";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { createTenant } from "./support/vendor-admin";

const PATH = "/system/audit_log?area=COMPANY";
const table = (page: Page, name: string) => page.getByRole("table", { name });
const BY_ID = /#\d|编号 \d/;

let vendor: { username: string; password: string };

/** A vendor of its own whose company moved from Boston to New York, and from Eastern to Central Time. */
beforeAll(async () => {
  vendor = await createTenant("Audit names");
  const token = await loginToken(vendor);
  const city = async (name: string) =>
    (
      await graphql<{ cities: Array<{ id: string; name: string }> }>(
        `
          query ($keyword: String) {
            cities(keyword: $keyword) {
              id
              name
            }
          }
        `,
        { keyword: name },
        token,
      )
    ).cities.find((found) => found.name === name)!.id;
  const company = uniqueCompany();
  const input = {
    businessType: "COMPANY",
    companyName: company.name,
    address: "1 Harbor Way",
    cityId: await city("Boston"),
    regionId: "25",
    timeZoneId: "101",
    contactName: "Ada Lovelace",
    contactPhoneCode: "+1",
    contactPhone: company.phone,
    contactEmail: company.email,
  };
  const save = (values: typeof input, version: number) =>
    graphql<{ saveCompanyInfo: { version: number } }>(
      `
        mutation ($input: CompanyInfoInput!, $version: Int!) {
          saveCompanyInfo(input: $input, version: $version) {
            version
          }
        }
      `,
      { input: values, version },
      token,
    );
  const first = await save(input, 0);
  await save({ ...input, cityId: await city("New York"), timeZoneId: "102" }, first.saveCompanyInfo.version);
});

async function openHistory(page: Page): Promise<void> {
  await signIn(page, vendor);
  await page.goto(PATH);
  await table(page, "Change History").and(page.locator('[aria-busy="false"]')).waitFor();
}

async function toChinese(page: Page): Promise<void> {
  await page.getByRole("button", { name: /Language|语言/ }).click();
  await page.getByRole("menuitem", { name: "中文" }).click();
  await table(page, "变更历史").and(page.locator('[aria-busy="false"]')).waitFor();
}

describe("change history names referenced records", () => {
  const browser = useBrowser();

  it("shows the city and time zone by name in English and Chinese, not by id", async () => {
    const { page } = browser;
    await openHistory(page);
    const history = table(page, "Change History");
    await history.getByText("City: Boston, MA → New York, NY").waitFor();
    await history.getByText("Time zone: Eastern Time (US & Canada) → Central Time (US & Canada)").waitFor();
    await history.getByText("City: (empty) → Boston, MA").waitFor();
    expect(await history.textContent()).not.toMatch(BY_ID);
    await screenshot(page, "audit-names-en-1280");

    await toChinese(page);
    const chinese = table(page, "变更历史");
    await chinese.getByText("城市：Boston, MA → New York, NY").waitFor();
    expect(await chinese.textContent()).not.toMatch(BY_ID);
    await screenshot(page, "audit-names-zh-1280");
  });
});

describe("change history names referenced records at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 800 });

  it("keeps the names readable in both languages", async () => {
    const { page } = browser;
    await openHistory(page);
    await table(page, "Change History").getByText("City: Boston, MA → New York, NY").waitFor();
    await expectFits(page, { screen: "Change History" });
    await screenshot(page, "audit-names-en-800");
    await toChinese(page);
    await table(page, "变更历史").getByText("城市：Boston, MA → New York, NY").waitFor();
    await screenshot(page, "audit-names-zh-800");
  });
});
