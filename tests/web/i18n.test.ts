import { describe, expect, it } from "vitest";
import { dictionaries, format, LANGUAGES, translate } from "@/i18n/i18n";
import { en } from "@/i18n/en";

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
