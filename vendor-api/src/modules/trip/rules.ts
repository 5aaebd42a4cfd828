/**
 * A single trip's rules (docs/catalogue-contract.md section 4): the shared rule set's (`#rules`, docs/rules.md) on
 * the REST input, whose numeric codes are named as the rules name them. What needs the database (the code's
 * uniqueness, seats already taken, grouped matches) is checked by the services.
 */
import { CONTENT_SECTIONS, tripFailures, type FieldFailures, type SeatUsage } from "../../protocol/rules";
import type { TripInput } from "./schemas";

const PRICING = ["FLAT", "BY_PASSENGER_TYPE", "CUSTOMIZE", "FREE"] as const;
const INVENTORY = ["TOTAL", "UNLIMITED", "BY_DATE_SHIFT"] as const;
const CANCELLATION = ["NONE", "FIXED", "PERCENTAGE"] as const;
const RESCHEDULE_FREE = 0;

/** Every rule of a single trip that needs no database; `usage` keeps quantities above the seats already taken. */
export function validateTrip(input: TripInput, usage: SeatUsage): FieldFailures {
  return tripFailures(
    {
      ...input,
      pricingType: PRICING[input.pricingType],
      inventoryType: INVENTORY[input.inventoryType],
      rescheduleFeeCharged: input.rescheduleFeeType !== RESCHEDULE_FREE,
      cancellationType: CANCELLATION[input.cancellationType],
      content: Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, input[section]])),
    },
    usage,
  );
}
