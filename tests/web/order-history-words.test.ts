/**
 * The order history in words (web/src/routes/sales/order/detail/order-history-line.ts): every action the vendor API
 * can record — `recordOrderHistory` refuses anything rules/order-history.ts does not describe, so its table is that
 * list — has a sentence in both languages built from exactly the action's parameters, code values by their names.
 */
import { describe, expect, it } from "vitest";
import {
  namesOf,
  ORDER_HISTORY_ACTIONS,
  ORDER_HISTORY_PARAMS,
  orderHistoryParamsOf,
  type OrderHistoryActionName,
  type OrderHistoryParam,
} from "#rules";
import { dictionaries, LANGUAGES, translate, type Language, type MessageKey } from "@/i18n/i18n";
import { orderHistoryLine, type OrderHistoryLineEntry } from "@/routes/sales/order/detail/order-history-line";

const tIn = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(key, params, language);

/** A value of each parameter as the gateway sends it. */
const SAMPLE: Record<OrderHistoryParam, Partial<OrderHistoryLineEntry>> = {
  amount: { amount: "79.00" },
  ticketNumbers: { ticketNumbers: ["DT000007", "DT000008"] },
  ticketCount: { ticketCount: 3 },
  channel: { channelName: "app" },
  paymentType: { paymentType: "APPLE_PAY" },
  errorCode: { errorCode: "RS01" },
  chargebackStatus: { chargebackStatus: "LOST" },
  refundNumber: { refundNumber: "RF00000012" },
  note: { note: "Customer cannot attend" },
  email: { email: "ana.lee@example.com" },
  subject: { subject: "路况" },
  holdDays: { holdDays: 7 },
};

const entryOf = (action: OrderHistoryActionName): OrderHistoryLineEntry =>
  Object.assign({ action, detail: null }, ...orderHistoryParamsOf(action).map((param) => SAMPLE[param]));

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("every order history action has a sentence", () => {
  for (const language of LANGUAGES) {
    it(`in ${language}, with a placeholder for each parameter the action must carry, and no other`, () => {
      for (const action of namesOf(ORDER_HISTORY_ACTIONS)) {
        const key: MessageKey = `orders.historyLine.${action}`;
        const template = dictionaries[language][key];
        expect(template, `${language} ${key}`).toEqual(expect.any(String));
        expect(placeholders(template ?? ""), `${language} ${key}`).toEqual(
          [...ORDER_HISTORY_PARAMS[action].required].sort(),
        );
        const line = orderHistoryLine(entryOf(action), tIn(language));
        expect(line, action).not.toMatch(/[{}]|orders\.|_/);
      }
    });
  }

  it("in Chinese, with no English word but the values' own (ticket and refund numbers, codes)", () => {
    for (const action of namesOf(ORDER_HISTORY_ACTIONS)) {
      const line = orderHistoryLine(entryOf(action), tIn("zh"));
      const words = line
        .replace(/DT\d+|RF\d+|RS01|Apple Pay|Customer cannot attend|ana\.lee@example\.com/g, "")
        .match(/[A-Za-z]{2,}/g);
      expect(words, `${action}: ${line}`).toBeNull();
    }
  });
});

describe("an order history line", () => {
  it("names the payment method, the channel and the chargeback state, and adds the note", () => {
    const zh = tIn("zh");
    expect(orderHistoryLine(entryOf("PAY"), zh)).toBe("付款 79.00，支付方式：Apple Pay 支付");
    expect(orderHistoryLine(entryOf("CREATE"), tIn("en"))).toBe("Ordered on App with 3 ticket(s)");
    expect(orderHistoryLine(entryOf("CHARGEBACK"), zh)).toBe("拒付 79.00：败诉");
    // Tickets listed as each language lists things.
    expect(orderHistoryLine(entryOf("VOID"), zh)).toContain("DT000007、DT000008");
    expect(orderHistoryLine(entryOf("VOID"), tIn("en"))).toContain("DT000007, DT000008");
    // A release names the hold period that ended.
    expect(orderHistoryLine(entryOf("RELEASE"), tIn("en"))).toBe(
      "Not paid within the hold period of 7 days: seats released, order cancelled",
    );
    expect(orderHistoryLine(entryOf("REFUND_REJECT"), tIn("en"))).toBe(
      "Refund RF00000012 of 79.00 rejected. Note: Customer cannot attend",
    );
  });

  it("is an older entry's English detail as it is", () => {
    expect(orderHistoryLine({ action: "PAY", detail: "Paid 79.00 by Credit card" }, tIn("zh"))).toBe(
      "Paid 79.00 by Credit card",
    );
  });
});
