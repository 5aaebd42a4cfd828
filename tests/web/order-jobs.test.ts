import { describe, expect, it } from "vitest";
import { jobPercent, jobStateColor } from "@/routes/sales/order/jobs/job-words";
import { selectionCount, selectionInput } from "@/routes/sales/order/jobs/use-order-selection";

describe("a job's progress and state colour", () => {
  it("counts done, failed and skipped orders of the total, whole percents, a job of none complete", () => {
    expect(jobPercent({ total: 3, succeeded: 1, failed: 0, skipped: 0 })).toBe(33);
    expect(jobPercent({ total: 40, succeeded: 30, failed: 5, skipped: 5 })).toBe(100);
    expect(jobPercent({ total: 0, succeeded: 0, failed: 0, skipped: 0 })).toBe(100);
  });

  it("shows a finished job with failed orders orange, so that it is looked at", () => {
    expect(jobStateColor({ state: "PENDING", failed: 0 })).toBe("gray");
    expect(jobStateColor({ state: "RUNNING", failed: 2 })).toBe("blue");
    expect(jobStateColor({ state: "DONE", failed: 0 })).toBe("green");
    expect(jobStateColor({ state: "DONE", failed: 1 })).toBe("orange");
  });
});

describe("the order list's selection", () => {
  const filter = { state: "COMPLETED" as const };

  it("is sent as the picked ids, or as the filter itself when everything matching is picked", () => {
    expect(selectionInput({ ids: new Set(["4", "7"]), allMatching: false }, filter)).toEqual({ orderIds: ["4", "7"] });
    expect(selectionInput({ ids: new Set(), allMatching: true }, filter)).toEqual({ filter });
  });

  it("counts the picked rows, or all the list counts", () => {
    expect(selectionCount({ ids: new Set(["4", "7"]), allMatching: false }, 1234)).toBe(2);
    expect(selectionCount({ ids: new Set(), allMatching: true }, 1234)).toBe(1234);
  });
});
