/** The trip list's URL params and the `trips` filter they become. No React here. */
import type { TripFilter } from "@/gql/graphql";
import { isTripState } from "../trip-state";

export const TRIP_FILTER_KEYS = ["name", "code", "state"] as const;
export type TripFilterKey = (typeof TRIP_FILTER_KEYS)[number];
export type TripFilters = Record<TripFilterKey, string>;

/** Unset params and an unknown state are left out. */
export function toTripFilter(filters: TripFilters): TripFilter {
  return {
    name: filters.name || undefined,
    code: filters.code || undefined,
    state: isTripState(filters.state) ? filters.state : undefined,
  };
}

export const TRIPS_CSV_PATH = "/exports/trips.csv";
