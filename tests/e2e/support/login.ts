import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import persistedDocuments from "../../../web/src/gql/persisted-documents.json";
import { SESSION_STORAGE_KEY } from "../../../web/src/session/storage-key";
import { ACCOUNTS, type Credentials } from "./accounts";

/** The console's login operation among its trusted documents (the hex of its `sha256:` key). */
const LOGIN_USER_HASH = Object.entries(persistedDocuments)
  .find(([, text]) => text.includes("mutation LoginUser("))![0]
  .replace(/^sha256:/, "");

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

/**
 * Signs in without the form, for a test about what comes after it: the console's own login operation, and the
 * session written where the console keeps it before the console's code runs. Nothing is opened: the test's next
 * `page.goto` opens the console signed in, one page load, where the form cost the login screen and the landing screen
 * first (docs/scale-contract.md section 7). Written once per tab, so that a logout within the test stays a logout.
 */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS | Credentials): Promise<void> {
  // The console's own login operation, sent as the console sends it: by its trusted document's hash.
  const response = await fetch(`${inject("consoleUrl")}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      operationName: "LoginUser",
      variables: { ...(typeof account === "string" ? ACCOUNTS[account] : account) },
      extensions: { persistedQuery: { version: 1, sha256Hash: LOGIN_USER_HASH } },
    }),
  });
  const body = (await response.json()) as { data?: { login: unknown }; errors?: unknown[] };
  if (!body.data) throw new Error(`signIn: ${JSON.stringify(body.errors)}`);
  const session = body.data.login;
  const origin = new URL(inject("consoleUrl")).origin;
  // Page source, not a function: the test project's types know no DOM.
  const values = JSON.stringify({ origin, key: SESSION_STORAGE_KEY, value: JSON.stringify(session) });
  await page.addInitScript({
    content: `(({ origin, key, value }) => {
      if (location.origin !== origin || sessionStorage.getItem("e2e.signed-in")) return;
      sessionStorage.setItem("e2e.signed-in", "1");
      sessionStorage.setItem(key, value);
    })(${values});`,
  });
}
