/** Opening screens within the running console, without a page load. */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { messages as en } from "../../../web/src/i18n/messages/core-en";
import { messages as zh } from "../../../web/src/i18n/messages/core-zh";
import { ROUTES } from "../../../web/src/routes/route-model";

export type Language = "en" | "zh";
const MESSAGES = { en, zh };

/** The document title the console sets once a screen has rendered (web/src/routes/document-title.ts). */
export const documentTitle = (key: keyof typeof en, language: Language = "en") =>
  `${MESSAGES[language][key]} · ${MESSAGES[language]["app.name"]}`;

/** The document title of a path's screen in the route table. */
export function screenTitle(path: string, language: Language = "en"): string {
  const pathname = path.split(/[?#]/)[0];
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  if (!route) throw new Error(`${pathname} is no screen of the route table`);
  return documentTitle(route.title, language);
}

/**
 * Opens a path inside the running app, as a link does, and waits until its screen has rendered. A navigation keeps
 * the screen shown so far until the next one has rendered, and the address changes at once: only the new screen's
 * document title says it is there. Far cheaper than a page load (docs/scale-contract.md section 7): a test opening
 * several screens in a row opens them here.
 */
export async function openInApp(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate(
    `history.pushState({}, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate"));`,
  );
  await expect.poll(() => page.title()).toBe(title);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}
