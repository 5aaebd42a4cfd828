/**
 * One headless Debian Chromium per test file (never a downloaded browser), a fresh context per test so session
 * storage never leaks between tests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, afterEach, expect, inject } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Debian's headless shell (package chromium-headless-shell) where it is installed, else its full Chromium. The shell
 * is the same engine without the browser around it, and the suite's largest cost on a 2-core machine is Chromium's
 * CPU: with the shell the suite takes markedly less of both CPU and time.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/**
 * The browsers ask for less motion, as a user may (web/src/app/global.css): a skeleton's endless shimmer kept a quarter
 * of a core busy while shown, and on two shared cores the suite is bound by CPU (docs/scale-contract.md section 7).
 * tests/e2e/shell.test.ts checks the console with motion too.
 */
export const LESS_MOTION = { reducedMotion: "reduce" } as const;
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

export interface BrowserSession {
  page: Page;
  context: BrowserContext;
  consoleUrl: string;
}

export function useBrowser(viewport = { width: 1280, height: 800 }): BrowserSession {
  let browser: Browser;
  const session = { consoleUrl: inject("consoleUrl") } as BrowserSession;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  // The gateway serves the console with a Content-Security-Policy: whatever a test does, nothing it needs may be
  // refused by it (Chromium reports each refusal as a console error).
  let refusedByPolicy: string[] = [];
  beforeEach(async () => {
    refusedByPolicy = [];
    session.context = await browser.newContext({ viewport, baseURL: session.consoleUrl, ...LESS_MOTION });
    session.context.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy")) {
        refusedByPolicy.push(message.text());
      }
    });
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context?.close();
    expect(refusedByPolicy, "refused by the Content-Security-Policy").toEqual([]);
  });
  return session;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
