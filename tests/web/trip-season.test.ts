/**
 * A season of departures (rules/trip-season.ts, docs/catalogue-contract.md section 4): a range, days of the week and
 * dates left out expand into the trip's date and shift rows, in the tenant's calendar days, within the row limit.
 */
import { describe, expect, it } from "vitest";
import {
  INVENTORIES_MAX,
  addDays,
  isoWeekday,
  seasonDates,
  seasonFailures,
  seasonRows,
  type SeasonInput,
} from "#rules";

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WEEKEND = [6, 7];

const season = (changes: Partial<SeasonInput> = {}): SeasonInput => ({
  from: "2031-06-07",
  to: "2031-07-27",
  weekdays: WEEKEND,
  shifts: ["Morning"],
  quantity: 20,
  ...changes,
});

describe("calendar days (rules/date.ts)", () => {
  it("steps over month ends, leap days and years by calendar day", () => {
    expect(addDays("2031-01-31", 1)).toBe("2031-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01");
    expect(addDays("2031-12-31", 1)).toBe("2032-01-01");
    expect(addDays("2031-03-01", -1)).toBe("2031-02-28");
  });

  it("names the ISO day of the week, before 1970 as after it", () => {
    expect(isoWeekday("2026-12-07")).toBe(1);
    expect(isoWeekday("2031-06-07")).toBe(6);
    expect(isoWeekday("2028-02-29")).toBe(2);
    expect(isoWeekday("1900-01-01")).toBe(1);
    expect(isoWeekday("2100-12-31")).toBe(5);
  });

  it("does not depend on the machine's time zone (every day is read in UTC)", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo"]) {
        process.env.TZ = tz;
        expect(seasonDates({ from: "2031-03-08", to: "2031-03-10", weekdays: EVERY_DAY }).dates).toEqual([
          "2031-03-08",
          "2031-03-09",
          "2031-03-10",
        ]);
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe("seasonDates", () => {
  it("takes the chosen days of the week, both ends included", () => {
    const { dates, count } = seasonDates({ from: "2031-06-07", to: "2031-07-27", weekdays: WEEKEND });
    expect(count).toBe(16);
    expect(dates.slice(0, 4)).toEqual(["2031-06-07", "2031-06-08", "2031-06-14", "2031-06-15"]);
    expect(dates.at(-1)).toBe("2031-07-27");
    expect(dates.every((date) => [6, 7].includes(isoWeekday(date)))).toBe(true);
  });

  it("leaves out the exceptions, and ignores those outside the range or on other days", () => {
    const { dates } = seasonDates({
      from: "2031-06-07",
      to: "2031-06-22",
      weekdays: WEEKEND,
      except: ["2031-06-14", "2031-06-10", "2031-08-02"],
    });
    expect(dates).toEqual(["2031-06-07", "2031-06-08", "2031-06-15", "2031-06-21", "2031-06-22"]);
  });

  it("runs every day across month ends and a leap day", () => {
    expect(seasonDates({ from: "2028-02-27", to: "2028-03-01", weekdays: EVERY_DAY }).dates).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
    expect(seasonDates({ from: "2100-02-27", to: "2100-03-01", weekdays: EVERY_DAY }).dates).toEqual([
      "2100-02-27",
      "2100-02-28",
      "2100-03-01",
    ]);
    expect(seasonDates({ from: "2031-04-29", to: "2031-05-02", weekdays: EVERY_DAY }).count).toBe(4);
    expect(seasonDates({ from: "2031-01-01", to: "2031-12-31", weekdays: EVERY_DAY }).count).toBe(365);
    // The leap day falls on a Tuesday: a Tuesday season of February 2028 has five of them.
    expect(seasonDates({ from: "2028-02-01", to: "2028-02-29", weekdays: [2] }).dates).toEqual([
      "2028-02-01",
      "2028-02-08",
      "2028-02-15",
      "2028-02-22",
      "2028-02-29",
    ]);
  });

  it("counts a long range in full but builds no more dates than asked", () => {
    const { dates, count } = seasonDates({ from: "1900-01-01", to: "2100-12-31", weekdays: EVERY_DAY }, 3);
    expect(dates).toEqual(["1900-01-01", "1900-01-02", "1900-01-03"]);
    expect(count).toBe(73_414);
  });
});

describe("seasonFailures", () => {
  it("accepts a season that fits", () => {
    expect(seasonFailures(season({ today: "2031-06-07" }))).toEqual({});
  });

  it("names each field that does not", () => {
    expect(
      seasonFailures(
        season({ from: "", to: "2031-02-30", weekdays: [], except: ["06/14/2031"], shifts: [], quantity: 0 }),
      ),
    ).toEqual({
      from: { rule: "required" },
      to: { rule: "date" },
      weekdays: { rule: "trip.seasonWeekdays" },
      except: { rule: "date" },
      shifts: { rule: "trip.shiftSelected" },
      quantity: { rule: "min", params: { min: 1 } },
    });
    expect(seasonFailures(season({ from: "2031-07-01", to: "2031-06-30" }))).toEqual({ to: { rule: "dateOrder" } });
    expect(seasonFailures(season({ today: "2031-06-08" }))).toEqual({ from: { rule: "trip.seasonPast" } });
  });
});

describe("seasonRows", () => {
  it("adds a row per date and shift, in date order", () => {
    const { failures, rows, kept } = seasonRows(
      season({ to: "2031-06-08", shifts: ["Morning", "Afternoon"], quantity: "20" }),
      [],
    );
    expect(failures).toEqual({});
    expect(kept).toBe(0);
    expect(rows).toEqual([
      { date: "2031-06-07", shift: "Morning", quantity: 20 },
      { date: "2031-06-07", shift: "Afternoon", quantity: 20 },
      { date: "2031-06-08", shift: "Morning", quantity: 20 },
      { date: "2031-06-08", shift: "Afternoon", quantity: 20 },
    ]);
  });

  it("keeps a date and shift already listed as it is, once", () => {
    const listed = [
      { date: "2031-06-08", shift: "Morning" },
      { date: "2031-06-08", shift: "Morning" },
      { date: "2031-06-09", shift: "Morning" },
      { date: "2031-06-07", shift: "Evening" },
    ];
    const { rows, kept } = seasonRows(season({ to: "2031-06-14" }), listed);
    expect(kept).toBe(1);
    expect(rows.map((row) => row.date)).toEqual(["2031-06-07", "2031-06-14"]);
  });

  it("refuses the whole range when the rows would pass the limit, and takes one up to it", () => {
    const listed = [{ date: "2031-06-01", shift: "Morning" }];
    // 2031-06-07 and the 1 998 days after it: 1 999 rows, 2 000 with the one listed.
    const last = addDays("2031-06-07", INVENTORIES_MAX - 2);
    const fits = seasonRows(season({ to: last, weekdays: EVERY_DAY }), listed);
    expect(fits.failures).toEqual({});
    expect(fits.rows).toHaveLength(INVENTORIES_MAX - 1);
    const over = seasonRows(season({ to: addDays(last, 1), weekdays: EVERY_DAY }), listed);
    expect(over.rows).toEqual([]);
    expect(over.failures).toEqual({
      season: {
        rule: "trip.seasonTooMany",
        params: { total: INVENTORIES_MAX + 1, count: INVENTORIES_MAX, max: INVENTORIES_MAX },
      },
    });
    // Two shifts double the rows (2031-06-07 to 2032-06-06 spans 366 days); a listed row of the season is no new one.
    const year = season({ to: "2032-06-06", weekdays: EVERY_DAY, shifts: ["A", "B"] });
    expect(seasonRows(year, [{ date: "2031-06-07", shift: "A" }], 731).failures).toEqual({
      season: { rule: "trip.seasonTooMany", params: { total: 732, count: 731, max: 731 } },
    });
    expect(seasonRows(year, [], 732).rows).toHaveLength(732);
  });

  it("refuses a range with no day left", () => {
    expect(seasonRows(season({ to: "2031-06-07", except: ["2031-06-07"] }), []).failures).toEqual({
      season: { rule: "trip.seasonEmpty" },
    });
  });
});
