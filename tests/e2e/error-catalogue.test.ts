/**
 * The console's reaction to each error code of the catalogue (docs/foundation-contract.md sections 1 and 4). The real
 * stack produces the session codes (see session.test.ts); the codes it cannot produce on demand are injected as the
 * gateway would answer them.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { login } from "./support/login";

function answerChangePasswordWith(page: Page, extensions: Record<string, unknown>, message: string) {
  return page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName !== "ChangePassword") return route.continue();
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ data: null, errors: [{ message, path: ["changePassword"], extensions }] }),
    });
  });
}

async function submitChangePassword(page: Page) {
  await page.getByRole("button", { name: "other" }).click();
  await page.getByRole("menuitem", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Old password").fill("other123");
  await dialog.getByLabel("New password").fill("whatever1");
  await dialog.getByRole("button", { name: "Submit" }).click();
}

describe("error catalogue in the console", () => {
  const browser = useBrowser();

  it("shows 'System error' with the trace id for upstream system errors", async () => {
    const { page } = browser;
    await login(page, "other");
    await answerChangePasswordWith(
      page,
      { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000, traceId: "trace-4711" },
      "System error",
    );
    await submitChangePassword(page);
    const modal = page.getByRole("dialog", { name: "System error" });
    await modal.getByText("trace-4711").waitFor();
    await modal.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => modal.count()).toBe(0);
  });

  it("explains stale data (10008)", async () => {
    const { page } = browser;
    await login(page, "other");
    await answerChangePasswordWith(
      page,
      { code: "STALE_DATA", upstreamCode: 10008 },
      "Data is out of date, please refresh and repeat.",
    );
    await submitChangePassword(page);
    await page.getByText("Data is out of date, please refresh and repeat.").first().waitFor();
  });

  it("names a channel key error (30046)", async () => {
    const { page } = browser;
    await login(page, "other");
    await answerChangePasswordWith(page, { code: "CHANNEL_NOT_FOUND", upstreamCode: 30046 }, "Channel not found");
    await submitChangePassword(page);
    await page.getByText("Channel key error, please contact the administrator").first().waitFor();
  });

  it("shows the server's message for other business errors and keeps the session", async () => {
    const { page } = browser;
    await login(page, "other");
    await answerChangePasswordWith(page, { code: "UPSTREAM_ERROR", upstreamCode: 29999 }, "Try again tomorrow");
    await submitChangePassword(page);
    await page.getByText("Try again tomorrow").first().waitFor();
    expect(new URL(page.url()).pathname).not.toBe("/login");
  });
});
