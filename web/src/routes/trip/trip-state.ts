import { isCodeName, namesOf, TRIP_STATES, type CmdUrl } from "#rules";
import type { MantineColor } from "@mantine/core";
import type { TripState } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

/** Filter order of the states (the product's labels: Draft, Publish, Inactive, Stop selling, Deactive, Sponsoring). */
export const TRIP_STATE_NAMES = namesOf(TRIP_STATES);

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
  return isCodeName(TRIP_STATES, value);
}

export type TripTransition = "publish" | "stopSale" | "inactivate" | "sponsor" | "deactivate";

/**
 * The trip state machine as the vendor API enforces it (docs/catalogue-contract.md section 2): the states each action
 * starts from and the action permission it needs. The console offers only what would be accepted.
 */
export const TRIP_TRANSITIONS: Record<TripTransition, { from: readonly TripState[]; actionUrl: CmdUrl }> = {
  publish: { from: ["DRAFT", "INACTIVE", "STOP_SALE", "DEACTIVE", "SPONSORING"], actionUrl: "/trip/publish" },
  stopSale: { from: ["PUBLISHED", "SPONSORING"], actionUrl: "/trip/stop-sale" },
  inactivate: { from: ["PUBLISHED", "STOP_SALE", "SPONSORING"], actionUrl: "/trip/inactivate" },
  sponsor: { from: ["PUBLISHED"], actionUrl: "/trip/sponsor" },
  deactivate: { from: ["DRAFT", "PUBLISHED", "INACTIVE", "STOP_SALE", "SPONSORING"], actionUrl: "/trip/deactivate" },
};

export function allowedTransitions(state: TripState, can: (actionUrl: CmdUrl) => boolean): TripTransition[] {
  return (Object.keys(TRIP_TRANSITIONS) as TripTransition[]).filter(
    (transition) => TRIP_TRANSITIONS[transition].from.includes(state) && can(TRIP_TRANSITIONS[transition].actionUrl),
  );
}
