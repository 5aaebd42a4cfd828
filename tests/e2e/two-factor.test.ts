/**
 * Two-factor sign-in in the browser (docs/system-contract.md section 1), on a fresh tenant of its own: set up from the
 * user menu in English (QR code, key, a code, the ten recovery codes), sign out, then sign in again with a code the
 * authenticator app would show, reading the code step in Chinese.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { generate } from "otplib";
import { screenshot, useBrowser } from "./support/browser";
import { login } from "./support/login";
import { createTenant } from "./support/vendor-admin";

async function openUserMenu(page: Page, username: string) {
  await page.getByRole("button", { name: username }).click();
}

/** A code of the next period: the one that turned two-factor on is of this one and is not accepted twice. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe("two-factor sign-in", () => {
  const browser = useBrowser();

  it("is set up from the user menu, then asked for at sign-in, in English and Chinese", async () => {
    const { page } = browser;
    const account = await createTenant("twofactor");
    await login(page, account);

    await openUserMenu(page, account.username);
    await page.getByRole("menuitem", { name: "Two-factor sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Two-factor sign-in" });
    await dialog.getByRole("button", { name: "Set up" }).click();
    await dialog.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await dialog.getByTestId("two-factor-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await dialog.getByLabel("Code from the app").fill("000000");
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await dialog.getByText("Incorrect code").waitFor();
    await dialog.getByLabel("Code from the app").fill(await generate({ secret }));
    await dialog.getByRole("button", { name: "Turn on" }).click();
    const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    await dialog.getByRole("button", { name: "Download" }).waitFor();
    await screenshot(page, "two-factor-recovery-codes");
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });

    await openUserMenu(page, account.username);
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByLabel("User name").fill(account.username);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByLabel("Authentication code").waitFor();

    await page.getByRole("button", { name: "中文" }).click();
    await page.getByText("请打开身份验证器应用，输入本控制台的 6 位验证码。").waitFor();
    await page.getByRole("button", { name: "返回登录" }).waitFor();
    await page.getByLabel("验证码").fill("123456");
    await page.getByRole("button", { name: "验证" }).click();
    await page.getByText("验证码不正确").waitFor();
    await screenshot(page, "two-factor-code-step-zh");
    await page.getByLabel("验证码").fill(await nextCode(secret));
    await page.getByRole("button", { name: "验证" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.getByRole("button", { name: account.username }).waitFor();
  });
});
