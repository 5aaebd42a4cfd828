import { AUDIT_WORDS_EN, RULE_MESSAGES } from "#rules";
import { describe, expect, it } from "vitest";
import { translate, type MessageKey } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";
import { ROUTES, routeTitle } from "@/routes/route-model";

const en = (key: MessageKey) => translate(key, undefined, "en");
const zh = (key: MessageKey) => translate(key, undefined, "zh");

describe("the console's words (issue 61)", () => {
  it("name states as states, in English words", () => {
    expect(en("trip.state.PUBLISHED")).toBe("Published");
    expect(en("trip.transition.publish")).toBe("Publish");
    expect(en("trip.state.DEACTIVE")).toBe("Deactivated");
    expect(en("payment.status.INACTIVE")).toBe("Inactive");
    expect(AUDIT_WORDS_EN["audit.code.paypalStatus.INACTIVE"]).toBe("Inactive");
  });

  it("ask for roles under a Roles field", () => {
    expect(RULE_MESSAGES["user.rolesRequired"]).toMatch(/role/i);
    expect(RULE_MESSAGES["user.rolesRequired"]).not.toMatch(/permission/i);
    expect(ruleText({ rule: "user.rolesRequired" }, "zh")).toContain("角色");
  });

  it("give the trip report's refunds and the trip detail's refunded tickets different names", () => {
    expect(en("report.refundedTickets")).not.toBe(en("report.refunded"));
    expect(zh("report.refundedTickets")).not.toBe(zh("report.refunded"));
    expect(en("report.refundedTickets")).toMatch(/period/);
    expect(en("report.refunded")).toMatch(/sold/i);
  });

  it("tell the Check-in page from the check-in action in Chinese", () => {
    expect(zh("route.check_in")).not.toBe(zh("checkIn.submit"));
    expect(zh("route.check_in")).not.toBe(zh("action./check-in/ticket"));
  });

  it("title an add screen that edits `?id=` as an edit", () => {
    const coupon = ROUTES.find((route) => route.key === "sales_coupon_add")!;
    expect(en(routeTitle(coupon, ""))).toBe("Create Coupon");
    expect(en(routeTitle(coupon, "?id=42"))).toBe("Edit Coupon");
    expect(zh(routeTitle(coupon, "?id=42"))).toBe("编辑优惠券");
    const receiver = ROUTES.find((route) => route.key === "add_receiver")!;
    expect(en(routeTitle(receiver, "?id=7"))).toBe("Edit Receiver");
    const list = ROUTES.find((route) => route.key === "trip_list")!;
    expect(routeTitle(list, "?id=1")).toBe(list.title);
  });
});
