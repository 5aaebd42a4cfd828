import { expect } from "vitest";
import type { Page } from "playwright-core";

export const ACCOUNTS = {
  admin: { username: "admin", password: "admin123" },
  agent: { username: "agent", password: "agent123" },
  newvendor: { username: "newvendor", password: "vendor123" },
  other: { username: "other", password: "other123" },
} as const;

export interface Credentials {
  username: string;
  password: string;
}

/** Logs in (a demo account, or a tenant a test created) through the real form and waits until the shell is up. */
export async function login(
  page: Page,
  account: keyof typeof ACCOUNTS | Credentials,
  startPath = "/login",
): Promise<void> {
  const { username, password } = typeof account === "string" ? ACCOUNTS[account] : account;
  await page.goto(startPath);
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await waitForShell(page, username);
  expect(new URL(page.url()).pathname).not.toBe("/login");
}

/**
 * Waits for the loaded shell: its user menu, named by the user. The skeleton drawn while the shell's query runs has
 * a sidebar toggle too, but no sidebar behind it, so a test that stops at the toggle races the query.
 */
export async function waitForShell(page: Page, username: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: username, exact: true }).waitFor();
}
