import { describe, expect, it } from "vitest";
import { toRefundFilter } from "@/routes/sales/refund/refund-filters";
import { allowedRefundActions, refundHasLogs, refundStateFilterOf } from "@/routes/sales/refund/refund-state";
import { exportUrlOf } from "@/shared/export";
import { listSearchOf, parseListSearch } from "@/shared/list/list-state";

const KEYS = ["state", "orderNumber"] as const;

describe("refund list filters", () => {
  it("reads the status tab and order number from the URL and writes them back the same way", () => {
    const state = parseListSearch("?state=PENDING&orderNumber=DT25", KEYS);
    expect(toRefundFilter(state.filters)).toEqual({ state: "PENDING", orderNumber: "DT25" });
    expect(listSearchOf(state)).toBe("?orderNumber=DT25&state=PENDING");
  });

  it("treats no state, an unknown one and APPROVED (which has no tab) as All", () => {
    expect(refundStateFilterOf("")).toBe("");
    expect(refundStateFilterOf("nonsense")).toBe("");
    expect(refundStateFilterOf("APPROVED")).toBe("");
    expect(refundStateFilterOf("REJECTED")).toBe("REJECTED");
    expect(toRefundFilter({ state: "APPROVED", orderNumber: "  " })).toEqual({});
  });

  it("exports exactly the filtered list", () => {
    expect(exportUrlOf("/exports/refund-orders.csv", toRefundFilter({ state: "COMPLETED", orderNumber: "" }))).toBe(
      "/exports/refund-orders.csv?state=COMPLETED",
    );
    expect(exportUrlOf("/exports/refund-orders.csv", {})).toBe("/exports/refund-orders.csv");
  });
});

describe("refund actions", () => {
  const all = () => true;

  it("offers Reject and Refund on a pending refund, Mark as Completed on an approved one, nothing after", () => {
    expect(allowedRefundActions("PENDING", all)).toEqual(["reject", "approve"]);
    expect(allowedRefundActions("APPROVED", all)).toEqual(["complete"]);
    expect(allowedRefundActions("REJECTED", all)).toEqual([]);
    expect(allowedRefundActions("COMPLETED", all)).toEqual([]);
  });

  it("offers only what the user's action permissions allow", () => {
    const can = (url: string) => url === "/refund/approve";
    expect(allowedRefundActions("PENDING", can)).toEqual(["approve"]);
    expect(allowedRefundActions("APPROVED", can)).toEqual([]);
  });

  it("keeps no logs for cash and wallet refunds", () => {
    expect(refundHasLogs("CASH")).toBe(false);
    expect(refundHasLogs("WALLET")).toBe(false);
    expect(refundHasLogs("CARD")).toBe(true);
    expect(refundHasLogs("APPLE_PAY")).toBe(true);
  });
});
