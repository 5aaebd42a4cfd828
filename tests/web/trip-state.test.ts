import { describe, expect, it } from "vitest";
import { allowedTransitions, TRIP_STATE_NAMES } from "@/routes/trip/trip-state";

const everything = () => true;

describe("trip state moves offered in the list", () => {
  it("follows the vendor API's transition table", () => {
    expect(allowedTransitions("DRAFT", everything)).toEqual(["publish", "deactivate"]);
    expect(allowedTransitions("PUBLISHED", everything)).toEqual(["stopSale", "inactivate", "sponsor", "deactivate"]);
    expect(allowedTransitions("STOP_SALE", everything)).toEqual(["publish", "inactivate", "deactivate"]);
    expect(allowedTransitions("DEACTIVE", everything)).toEqual(["publish"]);
    expect(allowedTransitions("SPONSORING", everything)).toEqual(["publish", "stopSale", "inactivate", "deactivate"]);
  });

  it("never offers a state's own state", () => {
    const target = { publish: "PUBLISHED", stopSale: "STOP_SALE", inactivate: "INACTIVE", sponsor: "SPONSORING" };
    for (const state of TRIP_STATE_NAMES)
      for (const move of allowedTransitions(state, everything))
        if (move !== "deactivate") expect(target[move]).not.toBe(state);
  });

  it("offers only the moves the user holds the action permission of", () => {
    expect(allowedTransitions("PUBLISHED", (url) => url === "/trip/stop-sale")).toEqual(["stopSale"]);
    expect(allowedTransitions("PUBLISHED", () => false)).toEqual([]);
  });
});
