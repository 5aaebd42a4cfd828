/**
 * Company, tax and bank info against the real stack. Every test that saves takes a fresh tenant of its own
 * (`createTenant`), so the demo's data, which other browser tests read, stays as it is.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { errorOf } from "./support/form";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import type { Credentials } from "./support/accounts";
import { signIn } from "./support/login";
import { openInApp, screenTitle } from "./support/navigation";
import { chooseOption, fillCompanyInfo, textField, uniqueCompany, type TestCompany } from "./support/company";
import { createTenant } from "./support/vendor-admin";

async function openScreen(page: Page, account: Credentials, path: string, title: string) {
  await signIn(page, account);
  await page.goto(path);
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
  await page.getByRole("button", { name: "Save" }).waitFor();
}

const COMPANY_INFO_SAVE = `
  mutation ($version: Int!, $input: CompanyInfoInput!) {
    saveCompanyInfo(version: $version, input: $input) {
      version
    }
  }
`;

async function saveCompanyInfoBehind(account: Credentials, version: number, company: TestCompany) {
  const token = await loginToken(account);
  const { cities } = await graphql<{ cities: { id: string }[] }>(
    `
      {
        cities(keyword: "Boston") {
          id
        }
      }
    `,
    {},
    token,
  );
  return graphql<{ saveCompanyInfo: { version: number } }>(
    COMPANY_INFO_SAVE,
    {
      version,
      input: {
        businessType: "COMPANY",
        companyName: company.name,
        address: "2 Dock Street",
        cityId: cities[0]?.id,
        regionId: "25",
        timeZoneId: "101",
        contactName: "Grace Hopper",
        contactPhoneCode: "+1",
        contactPhone: company.phone,
        contactEmail: company.email,
      },
    },
    token,
  ).catch((error: Error) => error);
}

describe("company info", () => {
  const browser = useBrowser();

  it("saves a fresh vendor's company info: the guide progress, the Website button and the footer follow without a reload", async () => {
    const { page, context } = browser;
    const account = await createTenant("company");
    const company = uniqueCompany();
    await openScreen(page, account, "/company/company_info", "Company Information");
    await page.getByRole("button", { name: /Setup guide 0\/6/ }).waitFor();
    await page.evaluate("window.__sameDocument = true");

    // Nothing filled: every required field says so, and nothing is sent.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Company name"))).resolves.toContain("Required");
    await expect(errorOf(textField(page, "Contact e-mail"))).resolves.toContain("Required");

    await fillCompanyInfo(page, company);
    await textField(page, "DOT number").fill("12A");
    await textField(page, "DOT number").blur();
    await expect(errorOf(textField(page, "DOT number"))).resolves.toContain("Invalid DOT number");
    await textField(page, "DOT number").fill("");
    await textField(page, "Secondary domain").fill(company.domain);
    await page.getByText(`The Website button will open https://${company.domain}/`).waitFor();
    await chooseOption(page, "Time zone", "Central Time (US & Canada) · America/Chicago", "Chicago");
    await page.getByText("every time in the console is shown in America/Chicago instead of America/New_York").waitFor();
    await page.getByRole("button", { name: "Save" }).click();

    await page.getByText("Company info saved").waitFor();
    await page.getByRole("button", { name: /Setup guide 1\/6/ }).waitFor();
    await page.getByRole("contentinfo").getByText("America/Chicago").waitFor();
    const changes = page.getByRole("table", { name: "Recent changes" });
    await changes
      .getByRole("row")
      .filter({ hasText: "America/New_York" })
      .filter({ hasText: account.username })
      .waitFor();
    await context.route(`https://${company.domain}/**`, (route) => route.fulfill({ body: "vendor site" }));
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Website" }).click(),
    ]);
    expect(popup.url()).toBe(`https://${company.domain}/`);
    await expect(page.evaluate("window.__sameDocument")).resolves.toBe(true);
    // Saved: the e-mail can be verified now; a wrong code is refused at the code's field.
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText(`We sent a 6-digit code to ${company.email}`).waitFor();
    await textField(page, "Verification code").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(errorOf(textField(page, "Verification code"))).resolves.toContain(
      "Invalid or expired verification code",
    );
    await screenshot(page, "company-info-saved-1280");

    // Reopened, it shows what was saved and nothing counts as unsaved.
    await page.goto("/company/tax_info");
    await page.goto("/company/company_info");
    await expect(textField(page, "Company name").inputValue()).resolves.toBe(company.name);
    await expect(page.getByRole("combobox", { name: "City" }).inputValue()).resolves.toBe("Boston");
    await page.getByText("Not verified").waitFor();
  });

  it("shows another vendor's company name at its field, asks before discarding, and refuses a stale save", async () => {
    const { page } = browser;
    const second = await createTenant("company");
    // The demo's Demo Tours has this name; names are compared without case.
    const taken = "DEMO TOURS";

    await openScreen(page, second, "/company/company_info", "Company Information");
    await fillCompanyInfo(page, { ...uniqueCompany(), name: taken });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Company name"))).resolves.toContain("Company name already exists");
    await screenshot(page, "company-info-name-taken-1280");

    // Unsaved changes: leaving asks first; staying keeps them.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Tax Information" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await confirm.getByRole("button", { name: "Stay" }).click();
    await expect(textField(page, "Company name").inputValue()).resolves.toBe(taken);

    // Saved meanwhile elsewhere: this form's version is out of date, and nothing is written.
    const mine = uniqueCompany();
    expect(await saveCompanyInfoBehind(second, 0, mine)).toEqual({ saveCompanyInfo: { version: 1 } });
    await textField(page, "Company name").fill(`${mine.name} edited`);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("dialog", { name: "Out of date" }).getByText("Data is out of date").waitFor();
  });
});

describe("tax and bank info", () => {
  const browser = useBrowser();

  it("saves the TIN, then shows only its last 4 digits and asks for the whole number to replace it", async () => {
    const { page } = browser;
    const account = await createTenant("tax");
    await openScreen(page, account, "/company/tax_info", "Tax Information");
    await chooseOption(page, "Tax type", "Employer Identification Number (EIN)");
    await page.getByText("EIN format: 12-3456789").waitFor();
    await textField(page, "Legal name").fill("E2E Holdings LLC");
    await textField(page, "TIN").fill("123-45-6789");
    await textField(page, "TIN").blur();
    await expect(errorOf(textField(page, "TIN"))).resolves.toContain("Invalid TIN for this tax type");
    await textField(page, "TIN").fill("12-3456789");
    await page.getByRole("button", { name: "Save" }).click();

    await page.getByText("Tax info saved").waitFor();
    await page.getByLabel("Stored, ending in 6789").waitFor();
    await expect(textField(page, "TIN").count()).resolves.toBe(0);
    await expect(page.locator("main").textContent()).resolves.not.toContain("3456789");
    await page.getByRole("button", { name: "Setup guide 1/6" }).waitFor();

    await page.getByRole("button", { name: "Replace TIN" }).click();
    await expect(textField(page, "TIN").inputValue()).resolves.toBe("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "TIN"))).resolves.toContain("Required");
    await page.getByRole("button", { name: "Keep the stored TIN (ending in 6789)" }).click();
    await page.getByLabel("Stored, ending in 6789").waitFor();
    await screenshot(page, "tax-info-saved-1280");
  });

  it("refuses a bad routing number in the form, then masks both numbers after saving", async () => {
    const { page } = browser;
    const account = await createTenant("bank");
    await openScreen(page, account, "/company/bank_info", "Bank Information");
    await page.getByText("Funds can take 3 to 5 business days to reach your bank account.").waitFor();
    await page.getByText("Only checking accounts are accepted.").waitFor();
    await page.getByText("Not set up yet").waitFor();

    await textField(page, "Account holder name").fill("E2E Holdings LLC");
    // Nine digits, but the ABA check digit is wrong: refused before anything is sent.
    await textField(page, "Routing number").fill("011000016");
    await textField(page, "Account number").fill("000123456789");
    await textField(page, "Confirm account number").fill("000123456780");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(errorOf(textField(page, "Routing number"))).resolves.toContain("Invalid routing number");
    await expect(errorOf(textField(page, "Confirm account number"))).resolves.toContain("Account numbers do not match");

    await textField(page, "Routing number").fill("011000015");
    await textField(page, "Confirm account number").fill("000123456789");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Bank info saved").waitFor();
    await page.getByLabel("Stored, ending in 0015").waitFor();
    await page.getByLabel("Stored, ending in 6789").waitFor();
    await expect(textField(page, "Account number").count()).resolves.toBe(0);
    await page.getByText("Payouts enabled").waitFor();
    await page.getByRole("button", { name: "Setup guide 1/6" }).waitFor();
    await screenshot(page, "bank-info-saved-1280");

    await page.getByRole("button", { name: "Replace Routing number" }).click();
    await expect(textField(page, "Routing number").inputValue()).resolves.toBe("");
    await expect(textField(page, "Account number").inputValue()).resolves.toBe("");
  });
});

/** Each screen with saved data, at 1280 and 800 px, in English and Chinese, for a person to look at. */
describe.each([1280, 800])("company screens at %i px", (width) => {
  const browser = useBrowser({ width, height: 900 });

  it("shows the three screens in English and Chinese", async () => {
    const { page } = browser;
    const account = await createTenant("shots");
    const company = uniqueCompany();
    await openScreen(page, account, "/company/company_info", "Company Information");
    await fillCompanyInfo(page, company);
    await textField(page, "Secondary domain").fill(company.domain);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company info saved").waitFor();
    const token = await loginToken(account);
    await graphql(
      `
        mutation {
          saveTaxInfo(version: 0, input: { taxTypeId: "201", legalName: "E2E Holdings LLC", tin: "12-3456789" }) {
            version
          }
          saveBankInfo(
            version: 0
            input: {
              accountHolderName: "E2E Holdings LLC"
              routingNumber: "011000015"
              accountNumber: "000123456789"
              accountNumberConfirmation: "000123456789"
              accountType: CHECKING
            }
          ) {
            version
          }
        }
      `,
      {},
      token,
    );
    for (const language of ["en", "zh"] as const) {
      if (language === "zh") {
        await page.getByRole("button", { name: /Language|语言/ }).click();
        await page.getByRole("menuitem", { name: "中文" }).click();
      }
      for (const screen of ["company_info", "tax_info", "bank_info"]) {
        await openInApp(page, `/company/${screen}`, screenTitle(`/company/${screen}`, language));
        await page.locator("main form").waitFor();
        await page.getByText(/Last saved|上次保存于/).waitFor();
        await screenshot(page, `company-${screen}-${language}-${width}`);
        await expectFits(page, { screen: `${screen} in ${language}` });
      }
    }
  });
});
