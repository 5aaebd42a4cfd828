import { describe, expect, it } from "vitest";
import { dictionaries, isMessageKey } from "@/i18n/i18n";
import { PERMISSION_CATALOGUE } from "#rules";

/** The reference vendor API's catalogue is what the Assign Resources tree shows; its actions are named in English only. */
const actionUrls = PERMISSION_CATALOGUE.filter((entry) => entry.type === "cmd").map((entry) => entry.url);

describe("action permission names", () => {
  it("names every action of the catalogue in English and Chinese", () => {
    const missing = actionUrls.filter((url) => !isMessageKey(`action.${url}`));
    expect(missing).toEqual([]);
  });

  it("names each action as the catalogue does in English, and in Chinese otherwise", () => {
    for (const entry of PERMISSION_CATALOGUE.filter((item) => item.type === "cmd")) {
      const key = `action.${entry.url}`;
      if (!isMessageKey(key)) continue;
      expect(dictionaries.en[key]).toBe(entry.name);
      expect(dictionaries.zh[key]).not.toBe(entry.name);
    }
  });

  it("has no name for an action the catalogue no longer has", () => {
    const named = Object.keys(dictionaries.en).filter((key) => key.startsWith("action."));
    expect(named.filter((key) => !actionUrls.includes(key.slice("action.".length)))).toEqual([]);
  });
});
