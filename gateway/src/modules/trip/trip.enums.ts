/** The trip catalogue's upstream codes as GraphQL enums (the product's labels; codes in each value's description). */
import { codedEnum } from "../shared/coded-enum";

export const TripStateEnum = codedEnum("TripState", "Where a trip is in its life cycle (upstream `state`).", {
  DRAFT: { code: -1, description: "Draft: new, duplicated or grouped trips start here; not on sale" },
  PUBLISHED: { code: 0, description: "Publish: on sale" },
  INACTIVE: { code: 1, description: "Inactive: hidden from customers" },
  STOP_SALE: { code: 2, description: "Stop selling: visible, not bookable" },
  DEACTIVE: { code: 3, description: "Deactive: withdrawn" },
  SPONSORING: { code: 4, description: "Sponsoring: on sale and promoted" },
});
export const TripState = TripStateEnum.enum;
export type TripState = keyof typeof TripState;

export const TripTemplateEnum = codedEnum("TripTemplate", "The kind of trip, which shapes its detail page.", {
  EVENT: { code: 0, description: "Event" },
  TOUR: { code: 1, description: "Tour" },
  CUSTOM: { code: 2, description: "Custom (e.g. bus lines)" },
});
export const TripTemplate = TripTemplateEnum.enum;
export type TripTemplate = keyof typeof TripTemplate;

export const TripTypeEnum = codedEnum("TripType", "Whether a trip comes back (upstream `tripType`).", {
  ONE_WAY: { code: 0, description: "One way" },
  ROUND_TRIP: { code: 1, description: "Round trip" },
});
export const TripType = TripTypeEnum.enum;
export type TripType = keyof typeof TripType;

export const PricingTypeEnum = codedEnum("PricingType", "How a trip is priced.", {
  FLAT: { code: 0, description: "One price per person (`price`)" },
  BY_PASSENGER_TYPE: { code: 1, description: "A price per passenger type (`passengerPrices`)" },
  CUSTOMIZE: { code: 2, description: "1 to 10 named prices (`customPrices`)" },
  FREE: { code: 3, description: "Free ticket" },
});
export const PricingType = PricingTypeEnum.enum;
export type PricingType = keyof typeof PricingType;

export const InventoryTypeEnum = codedEnum("InventoryType", "How a trip's seats are counted.", {
  TOTAL: { code: 0, description: "One total quantity (`totalQuantity`)" },
  UNLIMITED: { code: 1, description: "Unlimited" },
  BY_DATE_SHIFT: { code: 2, description: "A quantity per date and shift (`shifts`, `inventories`)" },
});
export const InventoryType = InventoryTypeEnum.enum;
export type InventoryType = keyof typeof InventoryType;

export const RescheduleFeeTypeEnum = codedEnum("RescheduleFeeType", "What rescheduling costs.", {
  FREE: { code: 0, description: "Free" },
  PER_TICKET: { code: 1, description: "`rescheduleFee` per ticket" },
  PER_ORDER: { code: 2, description: "`rescheduleFee` per order" },
});
export const RescheduleFeeType = RescheduleFeeTypeEnum.enum;
export type RescheduleFeeType = keyof typeof RescheduleFeeType;

export const CancellationTypeEnum = codedEnum("CancellationType", "What is deducted when a booking is cancelled.", {
  NONE: { code: 0, description: "Nothing" },
  FIXED: { code: 1, description: "A fixed amount (`cancellationAmount`)" },
  PERCENTAGE: { code: 2, description: "A percentage, 1 to 100 (`cancellationPercentage`)" },
});
export const CancellationType = CancellationTypeEnum.enum;
export type CancellationType = keyof typeof CancellationType;

export const DurationUnitEnum = codedEnum("DurationUnit", "Unit of a trip duration entry.", {
  DAYS: { code: "days", description: "Days" },
  HOURS: { code: "hours", description: "Hours" },
});
export const DurationUnit = DurationUnitEnum.enum;
export type DurationUnit = keyof typeof DurationUnit;
