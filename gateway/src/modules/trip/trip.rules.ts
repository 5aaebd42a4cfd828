/**
 * The seed rules of a trip that the gateway checks before calling the vendor API (no database needed). The vendor API
 * checks them again plus the rest (code uniqueness, sold seats, shifts, grouped matches); field paths are the same.
 */
import {
  atLeast,
  atMost,
  charset,
  maxEntries,
  maxLength,
  price,
  required,
  validateFields,
  type FieldErrors,
  type Rule,
} from "../shared/field-rules";
import type { GroupedTripInput, TripInput } from "./trip.input";

export const NAME_MAX = 100;
export const CODE_MAX = 50;
export const SECTION_MAX = 10;
export const CUSTOM_PRICE_MAX = 10;

export const GroupedMessages = { sameTrip: "Trip 1 and Trip 2 must be different" } as const;

const nameRules: Rule[] = [required, maxLength(NAME_MAX), charset];
const codeRules: Rule[] = [required, maxLength(CODE_MAX), charset];

const CONTENT_SECTIONS = [
  "includes",
  "overview",
  "destination",
  "freeServices",
  "route",
  "duration",
  "pickUp",
  "dropOff",
  "itinerary",
  "terms",
] as const;

function pricingChecks(input: TripInput): Record<string, [unknown, Rule[]]> {
  switch (input.pricingType) {
    case "FLAT":
      return { price: [input.price, [required, price]] };
    case "BY_PASSENGER_TYPE": {
      const prices = input.passengerPrices ?? {};
      return {
        "passengerPrices.adult": [prices.adult, [required, price]],
        "passengerPrices.child": [prices.child, [price]],
        "passengerPrices.infant": [prices.infant, [price]],
        "passengerPrices.elder": [prices.elder, [price]],
      };
    }
    case "CUSTOMIZE":
      return {
        customPrices: [input.customPrices, [required, maxEntries(CUSTOM_PRICE_MAX)]],
        ...Object.fromEntries(
          (input.customPrices ?? []).flatMap((line, index) => [
            [`customPrices.${index}.name`, [line.name, [required, maxLength(50)]]],
            [`customPrices.${index}.price`, [line.price, [required, price]]],
          ]),
        ),
      };
    default:
      return {};
  }
}

/** Name, code, prices, fees, cancellation, age limit and section sizes, with the seed's messages. */
export function validateTripInput(input: TripInput): FieldErrors {
  return validateFields({
    name: [input.name, nameRules],
    code: [input.code, codeRules],
    ...pricingChecks(input),
    rescheduleFee: [input.rescheduleFee, input.rescheduleFeeType === "FREE" ? [] : [required, price]],
    cancellationAmount: [input.cancellationAmount, input.cancellationType === "FIXED" ? [required, price] : []],
    cancellationPercentage: [
      input.cancellationPercentage,
      input.cancellationType === "PERCENTAGE" ? [required, atLeast(1), atMost(100)] : [],
    ],
    ageLimit: [input.ageLimit, [atLeast(0), atMost(99)]],
    ...Object.fromEntries(
      CONTENT_SECTIONS.map((section) => [section, [input[section], [maxEntries(SECTION_MAX)]] as [unknown, Rule[]]]),
    ),
  });
}

export function validateGroupedTripInput(input: GroupedTripInput): FieldErrors {
  const fields = validateFields({ name: [input.name, nameRules], code: [input.code, codeRules] });
  if (String(input.trip1Id).trim() === String(input.trip2Id).trim()) fields.trip2Id = GroupedMessages.sameTrip;
  return fields;
}
