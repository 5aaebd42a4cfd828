import type { MantineColor } from "@mantine/core";
import type { TripState } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

/** Filter order of the states (seed labels: Draft, Publish, Inactive, Stop selling, Deactive, Sponsoring). */
export const TRIP_STATES: readonly TripState[] = [
  "DRAFT",
  "PUBLISHED",
  "INACTIVE",
  "STOP_SALE",
  "DEACTIVE",
  "SPONSORING",
];

/** The trip state family's one colour scheme, used by every badge of a trip state. */
export const TRIP_STATE_COLORS: Record<TripState, MantineColor> = {
  DRAFT: "gray",
  PUBLISHED: "green",
  INACTIVE: "yellow",
  STOP_SALE: "orange",
  DEACTIVE: "red",
  SPONSORING: "violet",
};

export function tripStateLabel(state: TripState): MessageKey {
  return `trip.state.${state}`;
}

export function isTripState(value: string): value is TripState {
  return (TRIP_STATES as readonly string[]).includes(value);
}

/** `deactivateTrip` is allowed from any state but DEACTIVE (schema). */
export function canDeactivate(state: TripState): boolean {
  return state !== "DEACTIVE";
}
