import { DateTimeResolver } from "graphql-scalars";
import { describe, expect, it } from "vitest";
import { DateTimeScalar } from "../../gateway/src/scalars";

/** What an answer's JSON holds for a serialized value, or the error's message. */
function written(serialize: (value: unknown) => unknown, value: unknown): string {
  try {
    return JSON.stringify(serialize(value));
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

describe("DateTime", () => {
  it("writes every value as graphql-scalars' DateTime does, and refuses the same ones", () => {
    const values: unknown[] = [
      "2025-01-31T12:00:00.000Z",
      "2024-02-29T23:59:59.999Z",
      "0000-01-01T00:00:00.000Z",
      "9999-12-31T23:59:59.999Z",
      "2025-02-29T00:00:00.000Z",
      "2025-02-30T00:00:00.000Z",
      "2025-04-31T00:00:00.000Z",
      "2025-13-01T00:00:00.000Z",
      "2025-01-31T24:00:00.000Z",
      "2016-12-31T23:59:60.000Z",
      "2025-01-31T12:00:00Z",
      "2025-01-31T12:00:00.5Z",
      "2025-01-31T12:00:00.123456Z",
      "2025-01-31T12:00:00.000z",
      "2025-01-31t12:00:00.000Z",
      "2025-01-31T12:00:00.000+08:00",
      "2025-01-31T12:00:00.000-00:00",
      "2025-01-31 12:00:00.000Z",
      "2025-01-31",
      "",
      "not a date",
      new Date("2025-01-31T12:00:00.000Z"),
      new Date(Number.NaN),
      1_738_324_800_000,
      null,
      true,
      { toISOString: () => "2025-01-31T12:00:00.000Z" },
    ];
    for (const value of values) {
      expect(written(DateTimeScalar.serialize.bind(DateTimeScalar), value), String(value)).toBe(
        written(DateTimeResolver.serialize.bind(DateTimeResolver), value),
      );
    }
  });

  it("answers a vendor API time as the same string", () => {
    expect(DateTimeScalar.serialize("2025-01-31T12:00:00.000Z")).toBe("2025-01-31T12:00:00.000Z");
  });

  it("keeps the library's name, description, specification and input parsing", () => {
    expect(DateTimeScalar.name).toBe("DateTime");
    expect(DateTimeScalar.description).toBe(DateTimeResolver.description);
    expect(DateTimeScalar.specifiedByURL).toBe(DateTimeResolver.specifiedByURL);
    expect(DateTimeScalar.parseValue).toBe(DateTimeResolver.parseValue);
  });
});
