/**
 * The audit trail in words (rules/audit-words.ts, web/src/shared/history): every action and every field of every
 * area the vendor API can record — `recordAudit` refuses anything outside rules/audit.ts, so the vocabulary there is
 * that list — reads in both languages, never as its raw key; code values by their names, lists item by item.
 */
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  AUDIT_CODE_TABLES,
  AUDIT_FIELDS,
  auditActionText,
  auditAreaText,
  auditChangeText,
  auditFieldText,
  auditTargetText,
  AUDIT_WORDS_EN,
  type AuditCodeTable,
} from "#rules";
import { LANGUAGES, translate, type Language, type MessageKey } from "@/i18n/i18n";
import { auditWordsOf } from "@/shared/history";

const wordsIn = (language: Language) =>
  auditWordsOf((key: MessageKey, params?: Record<string, string | number>) => translate(key, params, language));
const areas = Object.keys(AUDIT_FIELDS) as Array<keyof typeof AUDIT_FIELDS>;

describe("every area, action, field and code value has words", () => {
  for (const language of LANGUAGES) {
    it(`in ${language}, none of them as its raw key`, () => {
      const words = wordsIn(language);
      const texts: string[] = [];
      for (const area of areas) {
        texts.push(auditAreaText(area, words));
        for (const field of Object.keys(AUDIT_FIELDS[area])) {
          const key = `audit.field.${area}.${field}` as MessageKey;
          expect(translate(key, undefined, language), key).not.toBe(key);
          const label = auditFieldText(area, field, words);
          expect(label, `${area}.${field}`).not.toBe(field);
          expect(label).not.toMatch(/^audit\./);
          texts.push(label);
        }
      }
      for (const action of AUDIT_ACTIONS) {
        const key = `audit.action.${action}` as MessageKey;
        expect(translate(key, undefined, language), key).not.toBe(key);
        const text = auditActionText(action, words);
        expect(text).not.toMatch(/^audit\./);
        expect(text).not.toBe(action);
        texts.push(text);
      }
      for (const table of Object.keys(AUDIT_CODE_TABLES) as AuditCodeTable[])
        for (const name of Object.keys(AUDIT_CODE_TABLES[table])) {
          const key = `audit.code.${table}.${name}` as MessageKey;
          expect(translate(key, undefined, language), key).not.toBe(key);
        }
      expect(texts.every((text) => text.trim() !== "")).toBe(true);
    });
  }

  it("in Chinese, its own text for every word (none left in English by mistake)", () => {
    const same = (Object.keys(AUDIT_WORDS_EN) as MessageKey[]).filter(
      (key) => translate(key, undefined, "zh") === translate(key, undefined, "en"),
    );
    expect(same).toEqual([]);
  });
});

describe("a change in words", () => {
  const en = wordsIn("en");
  const zh = wordsIn("zh");

  it("names codes by their names, lists item by item, secrets only as changed", () => {
    expect(auditChangeText("payment", { field: "gatewayType", from: null, to: "1", secret: false }, en)).toBe(
      "Card gateway: (empty) → Gateway 1 (API login)",
    );
    expect(auditChangeText("payment", { field: "gatewayType", from: "1", to: "3", secret: false }, zh)).toBe(
      "银行卡网关：网关 1（API 登录） → 网关 3（源密钥）",
    );
    expect(
      auditChangeText(
        "role",
        { field: "permissions", from: "", to: "", fromItems: [], toItems: ["trip_list", "/user/add"], secret: false },
        en,
      ),
    ).toBe("Resources: (none) → Trip List, Create User");
    expect(
      auditChangeText(
        "user",
        {
          field: "roles",
          from: null,
          to: null,
          fromItems: ["Ops, night"],
          toItems: ["Ops, night", "Guides"],
          secret: false,
        },
        en,
      ),
    ).toBe("Roles: added Guides");
    expect(auditChangeText("payment", { field: "transactionKey", from: "x", to: "y", secret: true }, en)).toBe(
      "Transaction key: changed (value hidden)",
    );
    expect(auditChangeText("user", { field: "mustChangePassword", from: "false", to: "true", secret: false }, zh)).toBe(
      "下次登录须修改密码：否 → 是",
    );
    expect(auditChangeText("coupon", { field: "jobState", from: "ERROR", to: "PENDING", secret: false }, en)).toBe(
      "Code generation: Error → Pending",
    );
    expect(auditActionText("assignResources", en)).toBe("Assign resources");
    expect(auditTargetText("payment", "creditCard", en)).toBe("Card payments");
    expect(auditTargetText("user", "creditCard", en)).toBe("creditCard");
  });

  it("says what a role edit added and removed rather than both whole lists (issue 61)", () => {
    const before = ["order_list", "order_detail", "trip_list", "/trip/edit", "calendar"];
    const after = ["order_list", "order_detail", "trip_list", "calendar", "/user/add", "user_list"];
    const change = { field: "permissions", fromItems: before, toItems: after, secret: false };
    expect(auditChangeText("role", change, en)).toBe("Resources: added Create User, User List; removed Edit Trip");
    expect(auditChangeText("role", change, zh)).toMatch(/^资源：新增 .+；移除 .+$/);
    const onlyRemoved = { field: "permissions", fromItems: before, toItems: before.slice(1), secret: false };
    expect(auditChangeText("role", onlyRemoved, en)).toBe("Resources: removed Order List");
    // A name twice counts twice; the same items in another order read as both lists.
    const names = { field: "passengers", fromItems: ["Ann Lee", "Ann Lee"], toItems: ["Ann Lee"], secret: false };
    expect(auditChangeText("order", names, en)).toMatch(/: removed Ann Lee$/);
    const reordered = { field: "roles", fromItems: ["A", "B"], toItems: ["B", "A"], secret: false };
    expect(auditChangeText("user", reordered, en)).toBe("Roles: A, B → B, A");
  });

  it("words a webhook's event types, in both languages (issue 61)", () => {
    const change = {
      field: "events",
      fromItems: ["ORDER_PAID"],
      toItems: ["ORDER_PAID", "REFUND_CREATED"],
      secret: false,
    };
    expect(auditChangeText("webhook", change, en)).toBe("Events: added Refund requested");
    expect(auditChangeText("webhook", change, zh)).toBe("事件：新增 退款已申请");
    const created = { field: "events", fromItems: [], toItems: ["ORDER_CREATED", "TRIP_PUBLISHED"], secret: false };
    expect(auditChangeText("webhook", created, en)).toBe("Events: (none) → Order created, Trip published");
  });

  it("reads an unknown field, action or code readably rather than as a raw key", () => {
    expect(auditChangeText("payment", { field: "webhookUrl", from: "a", to: "b", secret: false }, en)).toBe(
      "Webhook url: a → b",
    );
    expect(auditActionText("ASSIGNRESOURCES", en)).toBe("Assignresources");
    expect(auditActionText("archiveAll", zh)).toBe("Archive all");
    expect(auditChangeText("payment", { field: "gatewayType", from: "1", to: "9", secret: false }, en)).toBe(
      "Card gateway: Gateway 1 (API login) → 9",
    );
  });

  it("names a referenced record as it is now, and only a deleted one by its id, saying so", () => {
    const city = {
      field: "cityId",
      from: "12",
      to: "40",
      references: [
        { id: "12", name: "Boston, MA" },
        { id: "40", name: "New York, NY" },
      ],
      secret: false,
    };
    expect(auditChangeText("company", city, en)).toBe("City: Boston, MA → New York, NY");
    expect(auditChangeText("company", city, zh)).toBe("城市：Boston, MA → New York, NY");
    const gone = { ...city, references: [{ id: "12", name: null }, city.references[1]] };
    expect(auditChangeText("company", gone, en)).toBe("City: #12 (deleted) → New York, NY");
    expect(auditChangeText("company", gone, zh)).toBe("城市：编号 12（已删除） → New York, NY");
    expect(
      auditChangeText(
        "vendorPage",
        {
          field: "bgImageFileIds",
          from: "",
          to: "3, 4",
          fromItems: [],
          toItems: ["3", "4"],
          references: [
            { id: "3", name: "harbor.png" },
            { id: "4", name: null },
          ],
          secret: false,
        },
        en,
      ),
    ).toBe("Carousel images: (none) → harbor.png, Image #4 (deleted)");
    expect(
      auditChangeText(
        "coupon",
        {
          field: "productGoodLimit",
          from: "",
          to: "7",
          fromItems: [],
          toItems: ["7"],
          references: [{ id: "7", name: null }],
          secret: false,
        },
        zh,
      ),
    ).toBe("行程：（无） → 行程 #7（已删除）");
    expect(
      auditChangeText("tax", { field: "taxTypeId", from: null, to: "201", references: [], secret: false }, en),
    ).toBe("Tax type: (empty) → #201 (deleted)");
  });

  it("reads a reference by its id alone when the server names none", () => {
    expect(auditChangeText("company", { field: "timeZoneId", from: "101", to: "102", secret: false }, en)).toBe(
      "Time zone: #101 → #102",
    );
  });
});
