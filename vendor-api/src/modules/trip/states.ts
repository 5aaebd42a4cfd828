import { nameOf, TRIP_STATES, type CmdUrl, type Code } from "#rules";
/** A trip state's code (docs/catalogue-contract.md section 2); its label is the rule set's (rules/code-labels.ts). */
export type TripStateValue = Code<typeof TRIP_STATES>;

/** The states' names as clients know them (the GraphQL `TripState`), for refusals that name a state. */
export const tripStateName = (state: number) => nameOf(TRIP_STATES, state) ?? String(state);

const {
  DRAFT: draft,
  PUBLISHED: published,
  INACTIVE: inactive,
  STOP_SALE: stopSale,
  DEACTIVE: deactive,
  SPONSORING: sponsoring,
} = TRIP_STATES;

/**
 * The allowed transitions (docs/catalogue-contract.md): each action names the states it may start from and the state
 * it leads to. Anything else answers 20409.
 */
export const TRIP_TRANSITIONS = {
  publish: { path: "/trip/publish", from: [draft, inactive, stopSale, deactive, sponsoring], to: published },
  "stop-sale": { path: "/trip/stop-sale", from: [published, sponsoring], to: stopSale },
  inactivate: { path: "/trip/inactivate", from: [published, stopSale, sponsoring], to: inactive },
  deactivate: { path: "/trip/deactivate", from: [draft, published, inactive, stopSale, sponsoring], to: deactive },
  sponsor: { path: "/trip/sponsor", from: [published], to: sponsoring },
} satisfies Record<string, { path: CmdUrl; from: TripStateValue[]; to: TripStateValue }>;

export type TripAction = keyof typeof TRIP_TRANSITIONS;
export const TRIP_ACTIONS = Object.keys(TRIP_TRANSITIONS) as TripAction[];

export const canTransition = (action: TripAction, state: number) =>
  (TRIP_TRANSITIONS[action].from as number[]).includes(state);
