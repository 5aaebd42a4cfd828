import { expect } from "vitest";
import type { Locator } from "playwright-core";

/** The message a field shows (and its hint), once the field is marked invalid. */
export async function errorOf(input: Locator): Promise<string> {
  await expect.poll(() => input.getAttribute("aria-invalid"), { timeout: 5_000 }).toBe("true");
  const ids = (await input.getAttribute("aria-describedby"))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  return texts.filter(Boolean).join(" ");
}
