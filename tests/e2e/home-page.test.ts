/**
 * The vendor home page screen against the real stack, as the demo admin: the preview follows the form, a picture
 * smaller than the recommended 1920×768 is kept with a warning, and a save keeps the carousel's order.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { errorOf } from "./support/form";
import { graphql, loginToken } from "./support/graphql";
import { expectFits } from "./support/layout";
import { signIn } from "./support/login";
import { solidPng } from "./support/png";

const RUN = Date.now().toString(36);
const FULL_SIZE = solidPng(1920, 768, [40, 90, 160]);

async function openHomePage(page: Page): Promise<void> {
  await signIn(page, "admin");
  await page.goto("/vendor_page/home_page");
  await page.getByRole("heading", { name: "Home Page", level: 1 }).waitFor();
}

/** Picks a file through the button's file chooser, as a user would. */
async function choose(page: Page, button: Locator, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer });
}

const preview = (page: Page) => page.getByRole("region", { name: "Preview" });
const imageField = (page: Page, label: string) =>
  page
    .locator(".mantine-InputWrapper-root")
    .filter({ has: page.locator("label", { hasText: new RegExp(`^${label}`) }) });
const carouselNames = (page: Page) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Remove carousel image/ }) })
    .locator("[data-truncate]");

describe("vendor home page", () => {
  const session = useBrowser();

  it("the preview follows the about us and slogan as they are typed, at desktop and phone width", async () => {
    const { page } = session;
    await openHomePage(page);
    const about = `We run harbour cruises ${RUN}`;
    await page.getByRole("textbox", { name: "About us" }).fill(about);
    await expect.poll(() => preview(page).getByText(about).isVisible()).toBe(true);
    await page.getByRole("textbox", { name: "Slogan" }).fill(`Sail with us ${RUN}`);
    await expect.poll(() => preview(page).getByText(`Sail with us ${RUN}`).isVisible()).toBe(true);

    await preview(page).getByText("Phone", { exact: true }).click();
    const frame = preview(page).locator("[data-device]");
    await expect.poll(() => frame.getAttribute("data-device")).toBe("phone");
    expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(320);
    expect(await preview(page).getByText(about).isVisible()).toBe(true);
    await screenshot(page, "home-page-preview-phone-1280");

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("region", { name: "预览" }).getByText("联系我们").waitFor();
    await page.getByRole("menu").waitFor({ state: "hidden" });
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "home-page-zh-1280");
  });

  it("a background smaller than 1920×768 is kept with a warning; the recommended size is not", async () => {
    const { page } = session;
    await openHomePage(page);
    const background = imageField(page, "Background image");
    await choose(
      page,
      background.getByRole("button", { name: /Upload image|Replace image/ }),
      "small.png",
      solidPng(640, 256, [200, 80, 40]),
    );
    const warning = background.getByRole("status");
    await expect.poll(() => warning.textContent()).toContain("640×256 px, smaller than the recommended 1920×768 px");
    await screenshot(page, "home-page-small-image-1280");

    await choose(page, background.getByRole("button", { name: "Replace image" }), "full.png", FULL_SIZE);
    await expect.poll(() => warning.count()).toBe(0);
  });

  it("saving keeps the carousel images in the order they were arranged, after a reload", async () => {
    const { page } = session;
    await openHomePage(page);
    await page.getByRole("textbox", { name: "About us" }).fill(`Ordered page ${RUN}`);
    await page.getByRole("textbox", { name: "Support e-mail" }).fill("support@example.com");
    const background = imageField(page, "Background image");
    if (await background.getByRole("button", { name: "Upload image" }).isVisible())
      await choose(page, background.getByRole("button", { name: "Upload image" }), "background.png", FULL_SIZE);
    const logo = imageField(page, "Logo");
    if (await logo.getByRole("button", { name: "Upload image" }).isVisible())
      await choose(page, logo.getByRole("button", { name: "Upload image" }), "logo.png", solidPng(64, 64, [0, 0, 0]));

    // Start from an empty carousel, then add three.
    const remove = page.getByRole("button", { name: /^Remove carousel image/ });
    while ((await remove.count()) > 0) await remove.first().click();
    const names = [`first-${RUN}.png`, `second-${RUN}.png`, `third-${RUN}.png`];
    for (const [index, name] of names.entries()) {
      await choose(
        page,
        page.getByRole("button", { name: "Add image" }),
        name,
        solidPng(1920, 768, [index * 80, 60, 90]),
      );
      await page.getByRole("listitem", { name: `Carousel image ${index + 1}` }).waitFor();
    }
    await page.getByRole("button", { name: "Move carousel image 3 up" }).click();
    const arranged = [names[0], names[2], names[1]];
    await expect.poll(() => carouselNames(page).allTextContents()).toEqual(arranged);
    expect(await page.getByText(/by you · not saved yet/).count()).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Vendor page saved").waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Home Page", level: 1 }).waitFor();
    await expect.poll(() => carouselNames(page).allTextContents()).toEqual(arranged);
    expect(await page.getByText(/Uploaded \d\d\/\d\d\/\d{4} .* by admin/).count()).toBeGreaterThan(0);
    expect(await preview(page).getByText(`Ordered page ${RUN}`).isVisible()).toBe(true);
    await screenshot(page, "home-page-1280");
  });
});

/** Saves the admin's page as it is, from elsewhere: the version the open form holds goes out of date. */
async function saveBehind(): Promise<void> {
  const token = await loginToken("admin");
  const { vendorPage: page } = await graphql<{ vendorPage: Record<string, unknown> & { version: number } }>(
    `
      {
        vendorPage {
          backgroundImageFileId
          logoFileId
          bgImageFileIds
          aboutUs
          slogan
          supportPhoneCode
          supportPurePhone
          supportEmail
          version
        }
      }
    `,
    {},
    token,
  );
  const { version, ...input } = page;
  await graphql(
    `
      mutation ($version: Int!, $input: VendorPageInput!) {
        saveVendorPage(version: $version, input: $input) {
          version
        }
      }
    `,
    { version, input },
    token,
  );
}

describe("vendor home page refusals", () => {
  const session = useBrowser();

  it("words the rules at their fields, asks before leaving unsaved changes, and refuses a stale save", async () => {
    const { page } = session;
    await openHomePage(page);
    await page.getByRole("textbox", { name: "About us" }).fill("");
    await page.getByRole("textbox", { name: "Support e-mail" }).fill("");
    await page.getByRole("textbox", { name: "Support phone" }).fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(errorOf(page.getByRole("textbox", { name: "About us" }))).resolves.toContain("Required");
    await expect(errorOf(page.getByRole("textbox", { name: "Support e-mail" }))).resolves.toContain(
      "Enter a support phone or e-mail",
    );
    await screenshot(page, "home-page-refusals-1280");

    await page.getByRole("textbox", { name: "About us" }).fill(`Changed ${RUN}`);
    await page.getByRole("textbox", { name: "Support e-mail" }).fill("help@example.com");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Coupon List" }).click();
    await page.getByRole("dialog", { name: "Discard unsaved changes?" }).getByRole("button", { name: "Stay" }).click();
    await expect(page.getByRole("textbox", { name: "About us" }).inputValue()).resolves.toBe(`Changed ${RUN}`);

    await saveBehind();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("dialog", { name: "Out of date" }).getByText("Data is out of date").waitFor();
  });
});

describe("vendor home page at 800 px", () => {
  const session = useBrowser({ width: 800, height: 900 });

  it("puts the preview below the form, in English and Chinese", async () => {
    const { page } = session;
    await openHomePage(page);
    const form = page.getByRole("form", { name: "Home Page" });
    const formBox = (await form.boundingBox())!;
    const previewBox = (await preview(page).boundingBox())!;
    expect(previewBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
    await screenshot(page, "home-page-800");
    await expectFits(page, { screen: "Home Page" });
    await preview(page).scrollIntoViewIfNeeded();
    await screenshot(page, "home-page-preview-800");

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { name: "主页", level: 1 }).waitFor();
    await page.getByRole("menu").waitFor({ state: "hidden" });
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "home-page-zh-800");
    await expectFits(page, { screen: "Home Page in Chinese" });
  });
});
