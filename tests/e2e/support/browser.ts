/**
 * One headless Debian Chromium per test file (never a downloaded browser), a fresh context per test so session
 * storage never leaks between tests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, afterEach, expect, inject, recordArtifact } from "vitest";
import type { TestArtifactBase, TestContext } from "vitest";
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
/**
 * Where `screenshot` writes its pictures: E2E_SCREENSHOTS=<folder>, for someone looking at the screens. Unset, it writes
 * nothing: no test compares them. A failed test's page is attached to its result either way (see `useBrowser`).
 */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS ? path.resolve(process.env.E2E_SCREENSHOTS) : undefined;
const FAILURE_DIR = path.resolve("test-results/failures");

declare module "vitest" {
  interface TestArtifactRegistry {
    "e2e:failure-screenshot": TestArtifactBase & { type: "e2e:failure-screenshot" };
  }
}

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
  afterEach(async (context) => {
    // Before the page closes (a test's own failure hooks run after this one).
    if (context.task.result?.state === "fail") await attachPage(session.page, context);
    await session.context?.close();
    expect(refusedByPolicy, "refused by the Content-Security-Policy").toEqual([]);
  });
  return session;
}

/**
 * The page as a failed test left it: written to test-results/failures/ (ignored by git) and attached to the
 * test's result as an artifact, for the reporters that show them.
 */
async function attachPage(page: Page | undefined, context: TestContext): Promise<void> {
  const { task } = context;
  const name = `${path.basename(task.file.name, ".test.ts")}--${task.name}`.replace(/[^\w.-]+/g, "-").slice(0, 120);
  const file = path.join(FAILURE_DIR, `${name}.png`);
  mkdirSync(FAILURE_DIR, { recursive: true });
  const taken = await page?.screenshot({ path: file, fullPage: false }).catch(() => undefined);
  if (!taken) return;
  await recordArtifact(task, {
    type: "e2e:failure-screenshot",
    attachments: [{ path: file, contentType: "image/png" }],
  });
}

/**
 * A picture of what a test looks at, named for it, written only when E2E_SCREENSHOTS asks (the calls say which
 * screens and states are worth a look); answers its file, or undefined when none was written.
 */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (!SCREENSHOT_DIR) return undefined;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
