import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaries, format, LANGUAGES, localizeServerMessage, translate } from "@/i18n/i18n";
import { en } from "@/i18n/en";
import { serverMessages } from "@/i18n/areas/server-messages";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("i18n", () => {
  it("has every English key in every language, none empty, none extra", () => {
    for (const language of LANGUAGES) {
      const dictionary = dictionaries[language];
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(dictionary)) expect(text.trim(), `${language}:${key}`).not.toBe("");
    }
  });

  it("keeps the same placeholders in every translation", () => {
    for (const language of LANGUAGES) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(placeholders(dictionaries[language][key]), `${language}:${key}`).toEqual(placeholders(en[key]));
      }
    }
  });

  it("actually translates Chinese (not English copies) except language names and pure placeholders", () => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((key) => dictionaries.zh[key] === en[key]);
    expect(same.sort()).toEqual(["guide.progress", "language.en", "language.zh"]);
  });

  it("fills placeholders", () => {
    expect(format("Setup guide {completed}/{total}", { completed: 2, total: 6 })).toBe("Setup guide 2/6");
    expect(translate("shell.guideProgress", { completed: 0, total: 6 }, "en")).toBe("Setup guide 0/6");
    expect(translate("validation.minLength", { n: 6 }, "zh")).toBe("不能少于 6 个字符");
  });
});

/** Every TypeScript source below a folder, concatenated. */
function sourcesOf(folder: string): string {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .join("\n");
}

describe("server messages in the console's language", () => {
  it("translates a server message the console knows, also one with values, and leaves others as they came", () => {
    expect(localizeServerMessage("The code already exists", "zh")).toBe("编码已存在");
    expect(localizeServerMessage("Invalid price", "zh")).toBe(translate("validation.price", undefined, "zh"));
    expect(localizeServerMessage("No more than 50 characters", "zh")).toBe(
      translate("validation.maxLength", { n: 50 }, "zh"),
    );
    // The more literal template wins: "No less than {n} characters", not "No less than {min}".
    expect(localizeServerMessage("No less than 6 characters", "zh")).toBe("不能少于 6 个字符");
    expect(localizeServerMessage("No less than 1", "zh")).toBe(translate("validation.min", { min: 1 }, "zh"));
    expect(localizeServerMessage("At most 20 tags", "zh")).toBe("最多 20 个标签");
    expect(localizeServerMessage("Something new went wrong", "zh")).toBe("Something new went wrong");
    expect(localizeServerMessage("The code already exists", "en")).toBe("The code already exists");
  });

  it("lists only texts the vendor API or the gateway still send", () => {
    const sources = sourcesOf("vendor-api/src") + sourcesOf("gateway/src");
    for (const text of Object.values(serverMessages.en)) {
      for (const fixed of text.split(/\{\w+\}/)) expect(sources, text).toContain(fixed);
    }
  });
});
