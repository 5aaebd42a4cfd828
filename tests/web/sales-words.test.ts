import { describe, expect, it } from "vitest";
import { translate, type MessageKey } from "@/i18n/i18n";
import { shownName } from "@/routes/sales/shared/sales-states";

describe("protocol words among names", () => {
  it("are shown in the console's language, and any other name as it is", () => {
    const t = (key: MessageKey) => translate(key, undefined, "zh");
    expect(["customer", "system", "web", "app"].map((name) => shownName(name, t))).toEqual([
      "顾客",
      "系统",
      "网站",
      "应用",
    ]);
    expect(shownName("jdoe", t)).toBe("jdoe");
    expect(shownName("toString", t)).toBe("toString");
  });
});
