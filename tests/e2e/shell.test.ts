import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { login, signIn, waitForShell } from "./support/login";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

async function sidebarLinks(page: Page): Promise<string[]> {
  return sidebar(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

describe("console shell", () => {
  const browser = useBrowser();

  it("builds the admin sidebar from permitted, non-hidden routes", async () => {
    const { page } = browser;
    await login(page, "admin");
    const trips = sidebar(page).getByRole("button", { name: "Trips" });
    await expect(trips.getAttribute("aria-expanded")).resolves.toBe("false");
    await trips.click();
    await sidebar(page).locator('a[href="/trip/tags_list"]').waitFor();
    const links = await sidebarLinks(page);
    expect(links).toContain("/trip/trip_list");
    expect(links).toContain("/trip/tags_list");
    // Hidden routes are never listed; the financial section is hidden as a whole.
    for (const hidden of ["/trip/trip_edit", "/trip/reservation", "/sales/order_detail", "/financial/statement"]) {
      expect(links).not.toContain(hidden);
    }
    // The vendor page group has one visible child: a single item, not a group.
    await expect(sidebar(page).getByRole("link", { name: "Home Page" }).getAttribute("href")).resolves.toBe(
      "/vendor_page/home_page",
    );
    await screenshot(page, "shell-admin-1280");
  });

  it("shows the agent only the sales pages", async () => {
    const { page } = browser;
    await login(page, "agent");
    // The group of the current page is open already; its links are in the DOM either way.
    const links = await sidebarLinks(page);
    expect(links.sort()).toEqual(["/sales/order_list", "/sales/refund_order_list", "/sales/transaction_list"]);
    await expect(sidebar(page).getByText("Company").count()).resolves.toBe(0);
  });

  it("shows section then page in the breadcrumb and the tenant time zone in the footer", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/refund_order_list");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await crumbs.getByText("Sales").waitFor();
    await crumbs.getByText("Refund Order List").waitFor();
    await page.getByRole("contentinfo").getByText("America/New_York").waitFor();
    await expect(page.getByRole("contentinfo").textContent()).resolves.toContain("0.1.2");
  });

  it("opens the tenant's website in a new tab", async () => {
    const { page, context } = browser;
    await login(page, "admin");
    await context.route("https://demo-tours.example.com/**", (route) => route.fulfill({ body: "vendor site" }));
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Website" }).click(),
    ]);
    expect(popup.url()).toBe("https://demo-tours.example.com/");
  });

  it("says 'Website not set' without a domain, and shows guide progress until setup is done", async () => {
    const { page } = browser;
    await login(page, "newvendor");
    await page.getByRole("button", { name: "Website" }).click();
    await page.getByText("Website not set").first().waitFor();
    const guide = page.getByRole("button", { name: /Setup guide 0\/6/ });
    await guide.waitFor();
    await page.goto("/system/user_list");
    await guide.click();
    await page.waitForURL("**/system/guide");
  });

  it("does not show the guide button once setup is finished", async () => {
    const { page } = browser;
    await login(page, "admin");
    await page.getByRole("button", { name: "Website" }).waitFor();
    await expect(page.getByRole("button", { name: /Setup guide/ }).count()).resolves.toBe(0);
  });

  it("collapses the sidebar with the toggle and remembers it", async () => {
    const { page } = browser;
    await login(page, "admin");
    await expect(sidebar(page).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect.poll(() => sidebar(page).isVisible()).toBe(false);
    await page.reload();
    await waitForShell(page, "admin");
    await expect(sidebar(page).isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect.poll(() => sidebar(page).isVisible()).toBe(true);
  });

  it("animates a loading list, and stops its animations for a user whose system asks for less motion", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    // The order list's query is held while its skeletons show, then let go.
    const held: Array<() => void> = [];
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes('"operationName":"OrderList"')) {
        await new Promise<void>((resolve) => held.push(resolve));
      }
      await route.continue();
    });
    // Page source, not a function: the test project's types know no DOM.
    const runningAnimations = () =>
      page.evaluate<number>('document.getAnimations().filter((animation) => animation.playState === "running").length');
    for (const [reducedMotion, expectMotion] of [
      ["no-preference", true],
      ["reduce", false],
    ] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/sales/order_list");
      await expect.poll(() => held.length).toBe(1);
      await page.locator(".mantine-Skeleton-root").first().waitFor();
      if (expectMotion) await expect.poll(runningAnimations).toBeGreaterThan(0);
      // Reduced, an animation still starts and runs until the next frame ends it (0.01 ms, once): on a busy machine
      // the skeletons can be read in between. Endless ones would keep running while the list is held.
      else await expect.poll(runningAnimations).toBe(0);
      held.shift()!();
      await page.getByRole("row").nth(1).waitFor();
    }
  });

  it("switches to Chinese and keeps the choice", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/order_list");
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { level: 1, name: "订单列表" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "订单列表" }).waitFor();
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.getByRole("heading", { level: 1, name: "Order List" }).waitFor();
  });
});

/** The fonts Chromium actually drew an element's text with (not what its CSS asks for). */
async function renderedFonts(page: Page, selector: string): Promise<{ name: string; bundled: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ name: font.familyName, bundled: font.isCustomFont }));
}

describe("console fonts", () => {
  const browser = useBrowser();

  it("draws Latin text in the bundled Inter and Chinese in a CJK font, not a fallback without the glyphs", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/sales/order_list");
    await page.getByRole("heading", { level: 1, name: "Order List" }).waitFor();
    await page.evaluate("document.fonts.ready.then(() => true)");
    expect(await renderedFonts(page, "h1")).toEqual([{ name: "Inter", bundled: true }]);
    await page.getByRole("button", { name: /Language|语言/ }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    await page.getByRole("heading", { level: 1, name: "订单列表" }).waitFor();
    await page.evaluate("document.fonts.ready.then(() => true)");
    // CI installs fonts-noto-cjk (.ci/run); macOS and Windows have their own CJK fonts earlier in the stack.
    expect(await renderedFonts(page, "h1")).toEqual([{ name: "Noto Sans CJK SC", bundled: false }]);
    await screenshot(page, "shell-fonts-zh-1280");
  });
});

describe("console shell at 800 px", () => {
  const browser = useBrowser({ width: 800, height: 900 });

  it("closes the sidebar by itself under 1024 px and opens it on demand", async () => {
    const { page } = browser;
    await login(page, "admin");
    await expect(sidebar(page).isVisible()).resolves.toBe(false);
    await screenshot(page, "shell-admin-800");
    await expectFits(page, { screen: "the shell, sidebar closed" });
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect.poll(() => sidebar(page).isVisible()).toBe(true);
    await expectFits(page, { screen: "the shell, sidebar open" });
    await screenshot(page, "shell-admin-800-open");
  });
});

describe("console shell on a phone (issue 61)", () => {
  const browser = useBrowser({ width: 390, height: 844 });

  it("shows the page's title alone in the header and the environment in words in the footer, whole", async () => {
    const { page } = browser;
    await signIn(page, "admin");
    await page.goto("/trip/calendar");
    await page.getByRole("heading", { name: "Departures Calendar", level: 1 }).waitFor();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.innerText()).resolves.toBe("Departures Calendar");
    const footer = page.getByRole("contentinfo");
    await footer.getByText(/^v\d+\.\d+\.\d+ · Test$/).waitFor();
    await screenshot(page, "shell-phone");
    await expectFits(page, { screen: "the shell on a phone", oneLine: [footer.getByText(/^v\d/)] });
    await page.evaluate(() => localStorage.setItem("vendor-console.language", JSON.stringify("zh")));
    await page.reload();
    await footer.getByText(/^版本 \d+\.\d+\.\d+ · 测试$/).waitFor();
  });
});
