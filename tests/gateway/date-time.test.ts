import { Kind, type StringValueNode } from "graphql";
import { DateTimeResolver } from "graphql-scalars";
import { describe, expect, it } from "vitest";
import { DateTimeScalar } from "../../gateway/src/scalars";
import { DateRuleRefusal } from "../../gateway/src/scalars/date-time";

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

  it("keeps the library's name, description and specification", () => {
    expect(DateTimeScalar.name).toBe("DateTime");
    expect(DateTimeScalar.description).toBe(DateTimeResolver.description);
    expect(DateTimeScalar.specifiedByURL).toBe(DateTimeResolver.specifiedByURL);
  });
});

describe('DateTime input (the date rule, docs/rules.md "Dates")', () => {
  /** The rule failure an input is refused with, or the instant it is read as. */
  function read(parse: () => unknown): unknown {
    try {
      return (parse() as Date).toISOString();
    } catch (error) {
      return error instanceof DateRuleRefusal ? error.failure : `error: ${(error as Error).message}`;
    }
  }
  const variable = (value: unknown) => read(() => DateTimeScalar.parseValue(value));
  const literal = (value: string) =>
    read(() => DateTimeScalar.parseLiteral({ kind: Kind.STRING, value } satisfies StringValueNode, undefined));
  const yearRange = { rule: "yearRange", params: { min: 1900, max: 2100 } };

  it("refuses a day the calendar lacks, which a Date would roll over", () => {
    for (const parse of [variable, literal]) {
      expect(parse("2025-02-30T00:00:00Z")).toEqual({ rule: "date" });
      expect(parse("2025-02-29T12:00:00.000Z")).toEqual({ rule: "date" });
      expect(parse("2024-02-29T12:00:00.000Z")).toBe("2024-02-29T12:00:00.000Z");
    }
  });

  it("refuses years outside 1900–2100, in the instant's UTC year", () => {
    for (const parse of [variable, literal]) {
      for (const value of [
        "0000-01-01T00:00:00Z",
        "+275760-09-13T00:00:00.000Z",
        "1899-12-31T23:59:59.999Z",
        "2101-01-01T00:00:00.000Z",
        "1900-01-01T00:30:00+01:00",
      ])
        expect(parse(value), value).toEqual(yearRange);
      expect(parse("1900-01-01T00:00:00.000Z")).toBe("1900-01-01T00:00:00.000Z");
      expect(parse("2100-12-31T23:59:59.999Z")).toBe("2100-12-31T23:59:59.999Z");
    }
    expect(variable(new Date(Date.UTC(1899, 11, 31)))).toEqual(yearRange);
  });

  it("takes ISO 8601's forms only, never what Date.parse guesses", () => {
    for (const value of ["Tue Mar 01 2025", "03/01/2025 10:00", "2025-03-01T10:00:00", "2025-03-01 10:00:00Z"])
      expect(variable(value), value).toEqual({ rule: "date" });
    // A date without its time passes the rule, and RFC 3339 (the library) still wants the time.
    expect(variable("2025-03-01")).toMatch(/^error: DateTime cannot represent/);
    expect(variable("2025-03-01T18:00:00+08:00")).toBe("2025-03-01T10:00:00.000Z");
  });
});
