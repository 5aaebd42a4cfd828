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

  it("says only the catalogue's text and the trace id for a vendor API system error in production", () => {
    const system = {
      message: "open /srv/db.js failed: password_hash=$scrypt$abc",
      path: ["regions"],
      extensions: { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000, traceId: "t-1", detail: "x" },
    };
    expect(formatError(system, new GraphQLError(system.message), true)).toEqual({
      message: "System error",
      locations: undefined,
      path: ["regions"],
      extensions: { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000, traceId: "t-1" },
    });
    expect(formatError(system, new GraphQLError(system.message), false)).toBe(system);
  });

  it("drops graphql-js's suggestions from client errors in production", () => {
    const coercion = {
      message: 'Field "stat" is not defined by type "TripFilter". Did you mean "state"? Value "X" is invalid.',
      extensions: { code: "BAD_USER_INPUT" },
    };
    expect(formatError(coercion, new GraphQLError(coercion.message), true).message).toBe(
      'Field "stat" is not defined by type "TripFilter". Value "X" is invalid.',
    );
  });

  it("keeps details outside production for debugging", () => {
    expect(formatError(internal, new Error("boom"), false)).toBe(internal);
  });
});
