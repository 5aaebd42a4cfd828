/** The login's TWO_FACTOR_REQUIRED refusal read as the second step's challenge (docs/foundation-contract.md section 4). */
import { describe, expect, it } from "vitest";
import { GraphQLResponseError } from "@/apollo/persisted-request";
import { twoFactorChallengeOf } from "@/routes/auth/two-factor-challenge";

describe("twoFactorChallengeOf", () => {
  it("answers the challenge with the user name the login was made with", () => {
    const error = new GraphQLResponseError([
      { message: "Enter the code", extensions: { code: "TWO_FACTOR_REQUIRED", challenge: "c-1", upstreamCode: 21401 } },
    ]);
    expect(twoFactorChallengeOf(error, "pat")).toEqual({ username: "pat", challenge: "c-1" });
  });

  it("answers nothing for any other refusal or a challenge that is not text", () => {
    const wrongPassword = new GraphQLResponseError([{ message: "Incorrect", extensions: { code: "UPSTREAM_ERROR" } }]);
    const unreadable = new GraphQLResponseError([{ message: "x", extensions: { code: "TWO_FACTOR_REQUIRED" } }]);
    expect(twoFactorChallengeOf(wrongPassword, "pat")).toBeUndefined();
    expect(twoFactorChallengeOf(unreadable, "pat")).toBeUndefined();
    expect(twoFactorChallengeOf(new Error("offline"), "pat")).toBeUndefined();
  });
});
