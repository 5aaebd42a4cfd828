import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { formatError } from "../../gateway/src/graphql-server";

describe("formatError", () => {
  const internal = {
    message: "Cannot read properties of undefined (reading 'x') at /srv/app.js",
    extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at x"] },
  };

  it("masks unexpected errors in production", () => {
    expect(formatError(internal, new Error("boom"), true)).toEqual({
      message: "Internal server error",
      locations: undefined,
      path: undefined,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });

  it("keeps gateway errors in production", () => {
    const known = { message: "Insufficient permissions", extensions: { code: "FORBIDDEN" } };
    expect(formatError(known, new GraphQLError("x"), true)).toBe(known);
  });

  it("keeps details outside production for debugging", () => {
    expect(formatError(internal, new Error("boom"), false)).toBe(internal);
  });
});
