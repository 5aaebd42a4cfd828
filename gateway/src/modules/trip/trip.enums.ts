/** The trip catalogue's upstream codes as GraphQL enums (the product's labels; codes in each value's description). */
import {
  CANCELLATION_TYPES,
  DURATION_UNITS,
  INVENTORY_TYPES,
  PRICING_TYPES,
  RESCHEDULE_FEE_TYPES,
  TRIP_STATES,
  TRIP_TEMPLATES,
  TRIP_TYPES,
} from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const TripStateEnum = codedEnum(
  "TripState",
  "Where a trip is in its life cycle (upstream `state`).",
  TRIP_STATES,
  {
    DRAFT: "Draft: new, duplicated or grouped trips start here; not on sale",
    PUBLISHED: "Published: on sale",
    INACTIVE: "Inactive: hidden from customers",
    STOP_SALE: "Stop selling: visible, not bookable",
    DEACTIVE: "Deactivated: withdrawn",
    SPONSORING: "Sponsoring: on sale and promoted",
  },
);
export const TripState = TripStateEnum.enum;
export type TripState = keyof typeof TripState;

export const TripTemplateEnum = codedEnum(
  "TripTemplate",
  "The kind of trip, which shapes its detail page.",
  TRIP_TEMPLATES,
  {
    EVENT: "Event",
    TOUR: "Tour",
    CUSTOM: "Custom (e.g. bus lines)",
  },
);
export const TripTemplate = TripTemplateEnum.enum;
export type TripTemplate = keyof typeof TripTemplate;

export const TripTypeEnum = codedEnum("TripType", "Whether a trip comes back (upstream `tripType`).", TRIP_TYPES, {
  ONE_WAY: "One way",
  ROUND_TRIP: "Round trip",
});
export const TripType = TripTypeEnum.enum;
export type TripType = keyof typeof TripType;

export const PricingTypeEnum = codedEnum("PricingType", "How a trip is priced.", PRICING_TYPES, {
  FLAT: "One price per person (`price`)",
  BY_PASSENGER_TYPE: "A price per passenger type (`passengerPrices`)",
  CUSTOMIZE: "1 to 10 named prices (`customPrices`)",
  FREE: "Free ticket",
});
export const PricingType = PricingTypeEnum.enum;
export type PricingType = keyof typeof PricingType;

export const InventoryTypeEnum = codedEnum("InventoryType", "How a trip's seats are counted.", INVENTORY_TYPES, {
  TOTAL: "One total quantity (`totalQuantity`)",
  UNLIMITED: "Unlimited",
  BY_DATE_SHIFT: "A quantity per date and shift (`shifts`, `inventories`)",
});
export const InventoryType = InventoryTypeEnum.enum;
export type InventoryType = keyof typeof InventoryType;

export const RescheduleFeeTypeEnum = codedEnum("RescheduleFeeType", "What rescheduling costs.", RESCHEDULE_FEE_TYPES, {
  FREE: "Free",
  PER_TICKET: "`rescheduleFee` per ticket",
  PER_ORDER: "`rescheduleFee` per order",
});
export const RescheduleFeeType = RescheduleFeeTypeEnum.enum;
export type RescheduleFeeType = keyof typeof RescheduleFeeType;

export const CancellationTypeEnum = codedEnum(
  "CancellationType",
  "What is deducted when a booking is cancelled.",
  CANCELLATION_TYPES,
  {
    NONE: "Nothing",
    FIXED: "A fixed amount (`cancellationAmount`)",
    PERCENTAGE: "A percentage, 1 to 100 (`cancellationPercentage`)",
  },
);
export const CancellationType = CancellationTypeEnum.enum;
export type CancellationType = keyof typeof CancellationType;

export const DurationUnitEnum = codedEnum("DurationUnit", "Unit of a trip duration entry.", DURATION_UNITS, {
  DAYS: "Days",
  HOURS: "Hours",
});
export const DurationUnit = DurationUnitEnum.enum;
export type DurationUnit = keyof typeof DurationUnit;
