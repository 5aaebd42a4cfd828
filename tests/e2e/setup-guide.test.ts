/**
 * A fresh vendor (its own tenant, so the demo's unfinished `newvendor` stays unfinished for the other tests) finishes
 * the setup guide from the console alone: company info, vendor page, a published trip. The top bar's progress follows
 * each save and the button goes away at the end, all in the same document (no reload); the next login skips the guide.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { fillCompanyInfo, textField, uniqueCompany } from "./support/company";
import { expectFits } from "./support/layout";
import { login } from "./support/login";
import { solidPng } from "./support/png";
import { createTenant } from "./support/vendor-admin";

const progress = (page: Page, done: number) => page.getByRole("button", { name: `Setup guide ${done}/6` });

/** Opens the guide with the top bar's button, as the step count says it should read. */
async function openGuide(page: Page, done: number): Promise<void> {
  await progress(page, done).click();
  await page.getByRole("heading", { name: "Setup Guide", level: 1 }).waitFor();
  // It opens at its top, not where the form before it was scrolled to.
  await expect(page.evaluate("window.scrollY")).resolves.toBe(0);
}

const stepLink = (page: Page, step: string) => page.getByRole("link", { name: new RegExp(`^\\d\\. ${step}$`) });
const stepState = (page: Page, step: string) =>
  page
    .getByRole("listitem")
    .filter({ has: stepLink(page, step) })
    .textContent();

async function upload(page: Page, label: string, name: string, buffer: Buffer): Promise<void> {
  const field = page
    .locator(".mantine-InputWrapper-root")
    .filter({ has: page.locator("label", { hasText: new RegExp(`^${label}`) }) });
  const chooser = page.waitForEvent("filechooser");
  await field.getByRole("button", { name: "Upload image" }).click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer });
  await field.getByRole("button", { name: "Replace image" }).waitFor();
}

describe("setup guide", () => {
  const browser = useBrowser();

  it("a fresh vendor finishes it from the console and lands in the normal console without a reload", async () => {
    const { page } = browser;
    const account = await createTenant("guide");
    await login(page, account);
    await page.waitForURL(/\/system\/guide$/);
    await progress(page, 0).waitFor();
    await page.getByRole("heading", { name: "Setup Guide", level: 1 }).waitFor();
    await stepLink(page, "Activity").waitFor();
    await screenshot(page, "setup-guide-fresh-1280");
    // Set once: a reload would lose it.
    await page.evaluate("window.__sameDocument = true");

    await expect(stepState(page, "Company information")).resolves.toMatch(/Required.*To do/);
    await expect(stepState(page, "Tax information")).resolves.not.toContain("Required");
    // Activity is done by publishing, which happens on the trip list.
    await expect(page.getByRole("link", { name: "Open the trip list" }).getAttribute("href")).resolves.toBe(
      "/trip/trip_list",
    );
    await stepLink(page, "Company information").click();
    await page.getByRole("heading", { name: "Company Information", level: 1 }).waitFor();
    await fillCompanyInfo(page, uniqueCompany());
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company info saved").waitFor();
    await progress(page, 1).waitFor();

    await openGuide(page, 1);
    await expect(stepState(page, "Company information")).resolves.toContain("Done");
    await stepLink(page, "Vendor page").click();
    await page.getByRole("heading", { name: "Home Page", level: 1 }).waitFor();
    // No domain yet: the address says where it comes from.
    await page.getByRole("link", { name: "Set it in Company Info" }).waitFor();
    await screenshot(page, "home-page-empty-1280");
    await upload(page, "Background image", "background.png", solidPng(1920, 768, [30, 90, 150]));
    await upload(page, "Logo", "logo.png", solidPng(200, 200, [250, 250, 250]));
    await textField(page, "About us").fill("Harbour cruises and city walks.");
    await textField(page, "Support e-mail").fill("help@example.com");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Vendor page saved").waitFor();
    await progress(page, 2).waitFor();

    await openGuide(page, 2);
    await expect(stepState(page, "Vendor page")).resolves.toContain("Done");
    await screenshot(page, "setup-guide-progress-1280");
    await stepLink(page, "Activity").click();
    await page.waitForURL(/\/trip\/trip_add$/);
    await page.getByRole("heading", { name: "Create Trip", level: 1 }).waitFor();
    const code = `GUIDE-${Date.now().toString(36).toUpperCase()}`;
    const info = page.getByRole("region", { name: "Information", exact: true });
    await info.getByRole("textbox", { name: "Name", exact: true }).fill("First Harbour Cruise");
    await info.getByRole("textbox", { name: "Trip ID", exact: true }).fill(code);
    await page
      .getByRole("region", { name: "Pricing", exact: true })
      .getByRole("textbox", { name: "Price per person", exact: true })
      .fill("30");
    await page
      .getByRole("region", { name: "Inventory", exact: true })
      .getByRole("textbox", { name: "Total quantity", exact: true })
      .fill("40");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(`Trip ${code} created`).waitFor();
    await page.waitForURL(/\/trip\/trip_list/);
    // Created is not yet published: the activity step waits for the publishing.
    await progress(page, 2).waitFor();

    await page.getByRole("button", { name: `Actions for ${code}` }).click();
    await page.getByRole("menuitem", { name: "Publish" }).click();
    await page.getByRole("dialog", { name: "Publish this trip?" }).getByRole("button", { name: "Publish" }).click();
    await page.getByText(`${code} published`).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^Setup guide/ }).count()).toBe(0);
    await expect(page.evaluate("window.__sameDocument")).resolves.toBe(true);
    await screenshot(page, "setup-guide-finished-1280");

    // The guide says so, and the next login no longer leads there.
    await page.goto("/system/guide");
    await page.getByText("Setup finished: your console is ready.").waitFor();
    await page.getByRole("button", { name: account.username }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(/\/login/);
    await login(page, account);
    expect(new URL(page.url()).pathname).not.toBe("/system/guide");
  }, 150_000);
});

describe("setup guide at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("keeps the progress in the top bar as figures, in English and Chinese", async () => {
    const { page } = browser;
    await login(page, await createTenant("guide-narrow"));
    await page.waitForURL(/\/system\/guide$/);
    const button = progress(page, 0);
    await expect(button.textContent()).resolves.toBe("0/6");
    await screenshot(page, "setup-guide-800");
    await expectFits(page, { screen: "Setup Guide" });

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "设置向导", level: 1 }).waitFor();
    await page.getByRole("menu").waitFor({ state: "hidden" });
    await expect(page.getByRole("button", { name: "设置向导 0/6" }).textContent()).resolves.toBe("0/6");
    await screenshot(page, "setup-guide-zh-800");
    await expectFits(page, { screen: "Setup Guide in Chinese" });
  });
});
