import { describe, expect, it, vi } from "vitest";
import { RULE_MESSAGES, type RuleKey } from "#rules";
import { dictionaries, format, LANGUAGES, translate } from "@/i18n/i18n";
import { messages as consoleEn } from "@/i18n/messages/console-en";
import { messages as coreEn } from "@/i18n/messages/core-en";
import { ruleMessagesZh } from "@/i18n/areas/rules";
import { refusalText, ruleText } from "@/i18n/rule-text";

const en = { ...coreEn, ...consoleEn };

/** The values a message reads: `{name}` and the number of `{name, plural, …}`, once each. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]))].sort();

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
        expect(placeholders(dictionaries[language][key] ?? ""), `${language}:${key}`).toEqual(placeholders(en[key]));
      }
    }
  });

  it("actually translates Chinese (not English copies) except language names and pure placeholders", () => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((key) => dictionaries.zh[key] === en[key]);
    expect(same.sort()).toEqual(["guide.progress", "language.en", "language.zh"]);
  });

  it("words counts by each language's plural rules", () => {
    expect(translate("reservation.notifiedEmail", { count: 1 }, "en")).toBe("E-mail queued for 1 recipient");
    expect(translate("reservation.notifiedEmail", { count: 2 }, "en")).toBe("E-mail queued for 2 recipients");
    expect(translate("reservation.notifiedEmail", { count: 0 }, "en")).toBe("E-mail queued for 0 recipients");
    expect(translate("reservation.notifiedSms", { count: 1 }, "en")).toBe("SMS recorded for 1 recipient");
    expect(translate("reservation.notifiedEmail", { count: 1 }, "zh")).toBe("邮件已排队，收件人 1 位");
    expect(translate("orders.refund.summary", { count: 1, amount: "$5.00" }, "en")).toBe(
      "A refund of $5.00 for 1 ticket will wait for approval; the ticket becomes refunding.",
    );
    expect(translate("export.exported", { rows: 1, file: "orders.csv" }, "en")).toBe("Exported 1 row to orders.csv");
    expect(format("{n, plural, =0 {none} one {# item} other {# items}}", { n: 0 }, "en")).toBe("none");
    // Without the value the text stays as written rather than guessing a form.
    expect(format("{n, plural, one {# item} other {# items}}", {}, "en")).toBe(
      "{n, plural, one {# item} other {# items}}",
    );
  });

  it("fills placeholders", () => {
    expect(format("Setup guide {completed}/{total}", { completed: 2, total: 6 })).toBe("Setup guide 2/6");
    expect(translate("shell.guideProgress", { completed: 0, total: 6 }, "en")).toBe("Setup guide 0/6");
  });
});

describe("loading texts", () => {
  // A fresh copy of the module: the web project's setup has loaded every text into the shared one.
  const freshI18n = async () => {
    vi.resetModules();
    return import("@/i18n/i18n");
  };

  it("fetches one language's part at a time", async () => {
    const i18n = await freshI18n();
    await i18n.loadMessages("core", "zh");
    expect(i18n.dictionaries.en).toEqual({});
    expect(i18n.dictionaries.zh["login.title"]).toBe("登录控制台");
    expect(i18n.dictionaries.zh["tags.create"]).toBeUndefined();
  });

  it("switches language once the parts in use have loaded in the new one", async () => {
    const i18n = await freshI18n();
    await i18n.loadMessages("core");
    await i18n.loadMessages("console");
    expect(i18n.getLanguage()).toBe("en");
    await i18n.setLanguage("zh");
    expect(i18n.translate("tags.create")).toBe(i18n.dictionaries.zh["tags.create"]);
    expect(i18n.dictionaries.zh["tags.create"]).not.toBe(coreEn["app.name"]);
    expect(Object.keys(i18n.dictionaries.zh).length).toBe(Object.keys(en).length);
  });

  it("loads a part asked for during a switch in the new language before switching", async () => {
    const i18n = await freshI18n();
    await i18n.loadMessages("core");
    const switching = i18n.setLanguage("zh");
    // A login entering the console while the Chinese core texts are still on their way.
    await i18n.loadMessages("console");
    await switching;
    expect(i18n.getLanguage()).toBe("zh");
    expect(i18n.translate("tags.create")).toBe("创建标签");
  });
});

describe("rule and refusal keys in the console's language", () => {
  it("words every key of the shared rule set in both languages, with the same placeholders", () => {
    for (const key of Object.keys(RULE_MESSAGES) as RuleKey[]) {
      expect(ruleMessagesZh[key].trim(), key).not.toBe("");
      expect(placeholders(ruleMessagesZh[key]), key).toEqual(placeholders(RULE_MESSAGES[key]));
    }
  });

  it("fills parameters, and words the ones that name a state, an action or a setting", () => {
    expect(ruleText({ rule: "maxLength", params: { n: 50 } }, "zh")).toBe("不能超过 50 个字符");
    expect(ruleText({ rule: "maxLength", params: { n: 50 } }, "en")).toBe("No more than 50 characters");
    expect(
      ruleText({ rule: "trip.illegalTransition", params: { state: "PUBLISHED", action: "stop-sale" } }, "en"),
    ).toBe("A trip in state Published cannot Stop selling");
    expect(
      ruleText(
        { rule: "grouped.noLongerMatches", params: { code: "G1", mismatches: ["reschedule", "ageLimit"] } },
        "zh",
      ),
    ).toBe("组合行程 G1 将不再匹配：改期设置不一致；年龄限制不一致");
    expect(ruleText({ rule: "payment.orderNotPayable", params: { state: "COMPLETED" } }, "en")).toBe(
      "An order in state Completed takes no payment: only an unpaid order does",
    );
  });

  it("words a refusal from its key and keeps a text without a known key as it came", () => {
    expect(refusalText({ key: "tag.limit", params: { max: 20 }, message: "At most 20 tags" }, "zh")).toBe(
      "最多 20 个标签",
    );
    expect(refusalText({ message: "The code already exists" }, "zh")).toBe("The code already exists");
    expect(refusalText({ key: "no.such.key", message: "Something new" }, "zh")).toBe("Something new");
  });
});
