import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { expectFits } from "./support/layout";
import { login, waitForShell } from "./support/login";
import { issueAuthCode } from "./support/vendor-admin";

describe("login", () => {
  const browser = useBrowser();

  it("rejects a wrong password with the server's message and stays on /login", async () => {
    const { page } = browser;
    await page.goto("/login");
    await page.getByLabel("User name").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Incorrect user name or password").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await screenshot(page, "login-error");
  });

  it("opens with its own code and one language's texts, switches language, and loads the console only to sign in", async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).waitFor();
    // docs/scale-contract.md section 1: no Apollo Client, shell or screen texts before a login.
    expect(scripts.filter((script) => /\/(console-part|console-en|console-zh|core-zh)-/.test(script))).toEqual([]);
    expect(scripts.some((script) => /\/core-en-/.test(script))).toBe(true);
    await screenshot(page, "login-en-1280");

    await page.getByRole("button", { name: "中文" }).click();
    await page.getByRole("heading", { name: "登录控制台" }).waitFor();
    expect(await page.getByRole("button", { name: "中文" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    await screenshot(page, "login-zh-1280");
    await page.setViewportSize({ width: 800, height: 800 });
    await page.getByRole("button", { name: "登录" }).click();
    expect(await page.getByText("必填").count()).toBe(2);
    await screenshot(page, "login-zh-800");
    await expectFits(page, { screen: "the login in Chinese, fields refused" });

    await page.getByLabel("用户名").fill("admin");
    await page.getByLabel("密码", { exact: true }).fill("admin123");
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    expect(scripts.some((script) => /\/console-part-/.test(script))).toBe(true);
    expect(scripts.some((script) => /\/console-zh-/.test(script))).toBe(true);
    expect(scripts.some((script) => /\/console-en-/.test(script))).toBe(false);
  });

  it("asks for both fields before calling the server", async () => {
    const { page } = browser;
    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).click();
    expect(await page.getByText("Required").count()).toBe(2);
  });

  it("takes a first login to the first permitted route", async () => {
    const { page } = browser;
    await login(page, "agent");
    await page.waitForURL("**/sales/order_list");
    await page.getByRole("heading", { level: 1, name: "Order List" }).waitFor();
  });

  it("sends each operation as its trusted document's hash, never its text", async () => {
    const { page } = browser;
    const bodies: Record<string, unknown>[] = [];
    const listener = (request: { url(): string; method(): string; postDataJSON(): unknown }) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql") {
        bodies.push(request.postDataJSON() as Record<string, unknown>);
      }
    };
    page.on("request", listener);
    try {
      await login(page, "admin");
    } finally {
      page.off("request", listener);
    }
    expect(bodies.map((body) => body.operationName)).toEqual(expect.arrayContaining(["LoginUser", "Shell"]));
    for (const body of bodies) {
      expect(body.query).toBeUndefined();
      expect(body.extensions).toMatchObject({
        persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
    }
  });

  it("returns to the requested route after login", async () => {
    const { page } = browser;
    await page.goto("/sales/transaction_list");
    await page.waitForURL("**/login**");
    await login(page, "admin", page.url());
    await page.waitForURL("**/sales/transaction_list");
  });

  it("logs in through /auth-redirect with a one-time auth code", async () => {
    const { page } = browser;
    const { authCode } = await issueAuthCode("admin");
    await page.goto(`/auth-redirect?authCode=${encodeURIComponent(authCode)}&userName=admin`);
    await waitForShell(page, "admin");
    expect(new URL(page.url()).pathname).not.toMatch(/login|auth-redirect/);

    // The same code a second time is refused.
    await page.evaluate("sessionStorage.clear()");
    await page.goto(`/auth-redirect?authCode=${encodeURIComponent(authCode)}&userName=admin`);
    await page.waitForURL("**/login**");
    await page.getByText("Invalid or expired auth code").first().waitFor();
  });

  it("sends a user whose setup is not finished to the guide", async () => {
    const { page } = browser;
    await login(page, "newvendor");
    await page.waitForURL("**/system/guide");
    await page.getByRole("heading", { level: 1, name: "Setup Guide" }).waitFor();
    await page.getByText("0/6").first().waitFor();
    await screenshot(page, "guide-newvendor");
  });
});
