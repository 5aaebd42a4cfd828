import { describe, expect, it } from "vitest";
import { toTripFilter, TRIP_FILTER_KEYS } from "@/routes/trip/trip-list/trip-filters";
import { tagMatches } from "@/routes/trip/tags-list/tag-filters";
import {
  isReservationFiltered,
  RESERVATION_FILTER_KEYS,
  toReservationArgs,
} from "@/routes/trip/reservation/reservation-filters";
import { parseListSearch } from "@/shared/list/list-state";

describe("trip list filters", () => {
  it("sends the name, the Trip ID and a known state, leaving out the rest", () => {
    const { filters } = parseListSearch("?name=Harbor&state=PUBLISHED&code=", TRIP_FILTER_KEYS);
    expect(toTripFilter(filters)).toEqual({ name: "Harbor", code: undefined, state: "PUBLISHED" });
    expect(toTripFilter({ name: "", code: "DT", state: "SOLD" })).toEqual({
      name: undefined,
      code: "DT",
      state: undefined,
    });
  });
});

describe("tag list filter", () => {
  it("keeps the tags whose name holds the text, whatever its case", () => {
    expect(tagMatches({ name: "Family trips" }, { name: "FAMILY" })).toBe(true);
    expect(tagMatches({ name: "Family trips" }, { name: "" })).toBe(true);
    expect(tagMatches({ name: "Night tours" }, { name: "family" })).toBe(false);
  });
});

describe("passenger list filters", () => {
  it("asks for the trip's passengers by date, shift and a known status", () => {
    const { filters } = parseListSearch("?tripId=7&date=2025-09-01&status=CHECKED_IN", RESERVATION_FILTER_KEYS);
    expect(toReservationArgs(filters)).toEqual({
      tripId: "7",
      date: "2025-09-01",
      shift: undefined,
      status: "CHECKED_IN",
    });
    expect(toReservationArgs({ ...filters, status: "LOST" }).status).toBeUndefined();
  });

  it("counts date, shift and a known status as filters, not the trip", () => {
    const none = { tripId: "7", date: "", shift: "", status: "" };
    expect(isReservationFiltered(none)).toBe(false);
    expect(isReservationFiltered({ ...none, status: "unknown" })).toBe(false);
    expect(isReservationFiltered({ ...none, shift: "09:00" })).toBe(true);
  });
});
