/** Company info as a browser test fills it: each tenant of a run gets its own name, phone and e-mail (unique across vendors). */
import type { Page } from "playwright-core";

const suffix = Date.now().toString(36);
let serial = 0;

export interface TestCompany {
  name: string;
  phone: string;
  email: string;
  domain: string;
}

export function uniqueCompany(): TestCompany {
  serial += 1;
  return {
    name: `E2E Company ${suffix} ${process.pid} ${serial}`,
    phone: `555${String(Date.now() + serial).slice(-7)}`,
    email: `owner-${suffix}-${process.pid}-${serial}@example.com`,
    domain: `e2e-${suffix}-${process.pid}-${serial}.example.com`,
  };
}

export const textField = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

/** Picks an option of a select, typing `search` first when the select searches. */
export async function chooseOption(page: Page, label: string, option: string, search?: string): Promise<void> {
  const input = page.getByRole("combobox", { name: label, exact: true });
  if (search) await input.fill(search);
  else await input.click();
  await page.getByRole("option", { name: option }).click();
}

/** The required fields of the company info form (the time zone and region keep their defaults). */
export async function fillCompanyInfo(page: Page, company: TestCompany): Promise<void> {
  await chooseOption(page, "Business type", "Company (LLC or corporation)");
  await textField(page, "Company name").fill(company.name);
  await textField(page, "Address").fill("1 Harbor Way");
  await chooseOption(page, "City", "Boston, MA", "Bost");
  await textField(page, "Contact name").fill("Ada Lovelace");
  await textField(page, "Contact phone").fill(company.phone);
  await textField(page, "Contact e-mail").fill(company.email);
}
