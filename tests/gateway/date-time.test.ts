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

  it("answers a time as itself exactly when a Date writes it back unchanged, in every month of leap and other years", () => {
    const pad = (number: number, width: number) => String(number).padStart(width, "0");
    for (const year of [0, 4, 1900, 2000, 2023, 2024, 2100, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (const day of [0, 1, 28, 29, 30, 31, 32]) {
          for (const time of ["00:00:00.000", "23:59:59.999", "24:00:00.000", "12:60:00.000", "12:00:60.000"]) {
            const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${time}Z`;
            const parsed = Date.parse(value);
            const unchanged = !Number.isNaN(parsed) && new Date(parsed).toISOString() === value;
            expect(written(DateTimeScalar.serialize.bind(DateTimeScalar), value) === JSON.stringify(value), value).toBe(
              unchanged,
            );
          }
        }
      }
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
