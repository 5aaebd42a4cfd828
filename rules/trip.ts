/**
 * A single trip's rules that need no database (docs/catalogue-contract.md section 4), on one shape that the vendor
 * API (numeric codes mapped to these names), the gateway (its input) and the console (its form values) all fill in.
 * Field paths are the input's (`customPrices.0.price`), so a failure lands on the same field in every part.
 */
import type { CodeName } from "./codes";
import { fail, type FieldFailures } from "./failure";
import {
  AGE_LIMIT,
  CANCELLATION_PERCENTAGE,
  CODE_MAX,
  CUSTOM_PRICE_MAX,
  ENTRY_MAX,
  ID_MAX,
  INVENTORIES_MAX,
  ITINERARY_DAY_MAX,
  LABEL_MAX,
  NAME_MAX,
  RESERVED_SHIFT_NAMES,
  SECTION_MAX,
  SHIFTS_MAX,
  TAGS_MAX,
} from "./limits";
import {
  isBlank,
  max,
  maxEntries,
  maxLength,
  min,
  nameCharset,
  price,
  required,
  validateFields,
  wholeNumber,
  type Check,
} from "./checks";
import { dateTime, isoDate } from "./date";

/** In the order the trip page shows them. */
export const CONTENT_SECTIONS = [
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
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export const PASSENGER_TYPES = ["adult", "child", "infant", "elder"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** A trip's upstream codes (docs/catalogue-contract.md section 2), by the fields that carry them. */
export const TRIP_STATES = { DRAFT: -1, PUBLISHED: 0, INACTIVE: 1, STOP_SALE: 2, DEACTIVE: 3, SPONSORING: 4 } as const;
export const TRIP_TEMPLATES = { EVENT: 0, TOUR: 1, CUSTOM: 2 } as const;
export const TRIP_TYPES = { ONE_WAY: 0, ROUND_TRIP: 1 } as const;
export const PRICING_TYPES = { FLAT: 0, BY_PASSENGER_TYPE: 1, CUSTOMIZE: 2, FREE: 3 } as const;
export const INVENTORY_TYPES = { TOTAL: 0, UNLIMITED: 1, BY_DATE_SHIFT: 2 } as const;
export const RESCHEDULE_FEE_TYPES = { FREE: 0, PER_TICKET: 1, PER_ORDER: 2 } as const;
export const CANCELLATION_TYPES = { NONE: 0, FIXED: 1, PERCENTAGE: 2 } as const;
/** The unit of a `duration` content entry. */
export const DURATION_UNITS = { DAYS: "days", HOURS: "hours" } as const;

export const nameChecks: readonly Check[] = [required, maxLength(NAME_MAX), nameCharset];
export const codeChecks: readonly Check[] = [required, maxLength(CODE_MAX), nameCharset];
const requiredPrice: readonly Check[] = [required, price()];

export interface TripRuleInput {
  name: unknown;
  code: unknown;
  pricingType: CodeName<typeof PRICING_TYPES>;
  price?: unknown;
  passengerPrices?: Partial<Record<PassengerType, unknown>> | null;
  customPrices?: readonly { name: string; price: unknown }[] | null;
  inventoryType: CodeName<typeof INVENTORY_TYPES>;
  totalQuantity?: unknown;
  shifts?: readonly { name: string; selected: boolean }[] | null;
  inventories?: readonly { date?: string | null; shift?: string | null; quantity: unknown }[] | null;
  ageLimit?: unknown;
  /** Anything but free: a fee is required. */
  rescheduleFeeCharged: boolean;
  rescheduleFee?: unknown;
  cancellationType: CodeName<typeof CANCELLATION_TYPES>;
  cancellationAmount?: unknown;
  cancellationPercentage?: unknown;
  /** Any order-preserving time notation (ISO 8601, or the form's local `YYYY-MM-DD HH:mm:ss`). */
  saleStart?: string | null;
  saleEnd?: string | null;
  /** The tenant's tags the trip carries (a tenant has at most TAGS_MAX). */
  tagIds?: readonly unknown[] | null;
  /** The content sections present; `null` stands for an entry the caller will drop (it is counted, not checked). */
  content: Partial<Record<ContentSection, readonly unknown[] | null>>;
}

/** Seats that already hold a ticket (sold or locked): quantities may not go below them. */
export interface SeatUsage {
  total: number;
  /** Keyed by `dateShiftKey`. */
  byDateShift: ReadonlyMap<string, number>;
}
export const NO_USAGE: SeatUsage = { total: 0, byDateShift: new Map() };
export const dateShiftKey = (date: string, shift: string | null | undefined) => `${date} ${shift ?? ""}`;

/** Indexes of entries whose trimmed, case-insensitive name repeats an earlier one. */
function repeated(names: readonly string[]): number[] {
  const seen = new Set<string>();
  return names.flatMap((name, index) => {
    const key = name.trim().toLowerCase();
    const again = key !== "" && seen.has(key);
    seen.add(key);
    return again ? [index] : [];
  });
}

function pricingFailures(input: TripRuleInput): FieldFailures {
  switch (input.pricingType) {
    case "FLAT":
      return validateFields({ price: [input.price, requiredPrice] });
    case "BY_PASSENGER_TYPE": {
      const prices = input.passengerPrices ?? {};
      return validateFields(
        Object.fromEntries(
          PASSENGER_TYPES.map((type) => [
            `passengerPrices.${type}`,
            [prices[type], type === "adult" ? requiredPrice : [price()]],
          ]),
        ),
      );
    }
    case "CUSTOMIZE": {
      const lines = input.customPrices ?? [];
      const failures = validateFields({
        customPrices: [lines, [required, maxEntries(CUSTOM_PRICE_MAX)]],
        ...Object.fromEntries(
          lines.flatMap((line, index) => [
            [`customPrices.${index}.name`, [line.name, [required, maxLength(LABEL_MAX)]]],
            [`customPrices.${index}.price`, [line.price, requiredPrice]],
          ]),
        ),
      });
      for (const index of repeated(lines.map((line) => line.name)))
        failures[`customPrices.${index}.name`] ??= fail("trip.priceNameExists");
      return failures;
    }
    default:
      return {};
  }
}

function shiftFailures(shifts: readonly { name: string; selected: boolean }[]): FieldFailures {
  const failures = validateFields(
    Object.fromEntries(
      shifts.map((shift, index) => [`shifts.${index}.name`, [shift.name, [required, maxLength(LABEL_MAX)]]]),
    ),
  );
  shifts.forEach((shift, index) => {
    if (RESERVED_SHIFT_NAMES.has(shift.name.trim())) failures[`shifts.${index}.name`] ??= fail("trip.shiftName");
  });
  for (const index of repeated(shifts.map((shift) => shift.name)))
    failures[`shifts.${index}.name`] ??= fail("trip.shiftExists");
  if (shifts.length === 0) failures.shifts = fail("required");
  else if (shifts.length > SHIFTS_MAX) failures.shifts = fail("maxEntries", { n: SHIFTS_MAX });
  else if (!shifts.some((shift) => shift.selected)) failures.shifts = fail("trip.shiftSelected");
  return failures;
}

function dateInventoryFailures(input: TripRuleInput, usage: SeatUsage): FieldFailures {
  const selected = new Set((input.shifts ?? []).filter((shift) => shift.selected).map((shift) => shift.name.trim()));
  const inventories = input.inventories ?? [];
  if (inventories.length > INVENTORIES_MAX) return { inventories: fail("maxEntries", { n: INVENTORIES_MAX }) };
  const failures: FieldFailures = inventories.length === 0 ? { inventories: fail("required") } : {};
  const listed = new Set<string>();
  inventories.forEach((entry, index) => {
    const path = `inventories.${index}`;
    const key = dateShiftKey(entry.date ?? "", entry.shift ?? "");
    const used = usage.byDateShift.get(key) ?? 0;
    Object.assign(
      failures,
      validateFields({
        [`${path}.date`]: [entry.date, [required]],
        [`${path}.shift`]: [entry.shift, [required]],
        [`${path}.quantity`]: [entry.quantity, [required, wholeNumber, min(Math.max(1, used)), max(ID_MAX)]],
      }),
    );
    const dateFailure = entry.date ? isoDate(entry.date) : undefined;
    if (dateFailure) failures[`${path}.date`] ??= dateFailure;
    if (entry.shift && !selected.has(entry.shift.trim())) failures[`${path}.shift`] ??= fail("trip.unknownShift");
    if (entry.date && entry.shift && listed.has(key)) failures[`${path}.shift`] ??= fail("trip.dateShiftListed");
    listed.add(key);
  });
  for (const [key, used] of usage.byDateShift) {
    if (used > 0 && !listed.has(key) && !failures.inventories)
      failures.inventories = fail("trip.soldInventoryRemovedAt", { dateShift: key.trim() });
  }
  return failures;
}

function inventoryFailures(input: TripRuleInput, usage: SeatUsage): FieldFailures {
  if (input.inventoryType === "TOTAL")
    return validateFields({
      totalQuantity: [input.totalQuantity, [required, wholeNumber, min(Math.max(1, usage.total)), max(ID_MAX)]],
    });
  if (input.inventoryType === "BY_DATE_SHIFT")
    return { ...shiftFailures(input.shifts ?? []), ...dateInventoryFailures(input, usage) };
  return {};
}

function settingsFailures(input: TripRuleInput): FieldFailures {
  const failures = validateFields({
    ageLimit: [input.ageLimit, [wholeNumber, min(AGE_LIMIT.min), max(AGE_LIMIT.max)]],
    rescheduleFee: [input.rescheduleFee, input.rescheduleFeeCharged ? requiredPrice : []],
    cancellationAmount: [input.cancellationAmount, input.cancellationType === "FIXED" ? requiredPrice : []],
    cancellationPercentage: [
      input.cancellationPercentage,
      input.cancellationType === "PERCENTAGE"
        ? [required, wholeNumber, min(CANCELLATION_PERCENTAGE.min), max(CANCELLATION_PERCENTAGE.max)]
        : [],
    ],
  });
  const { saleStart, saleEnd } = input;
  for (const [name, value] of [
    ["saleStart", saleStart],
    ["saleEnd", saleEnd],
  ] as const) {
    const failure = value ? dateTime(value) : undefined;
    if (failure) failures[name] = failure;
  }
  if (saleStart && saleEnd && !failures.saleStart && !failures.saleEnd && Date.parse(saleStart) >= Date.parse(saleEnd))
    failures.saleEnd = fail("dateRange");
  return failures;
}

const field = (entry: unknown, name: string): unknown =>
  typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>)[name] : undefined;

const inRange =
  (low: number, high: number, rule: "latitude" | "longitude"): Check =>
  (value) =>
    isBlank(value) || Number.isNaN(Number(value)) || Number(value) < low || Number(value) > high
      ? fail(rule)
      : undefined;

const entryText = (required_: boolean): Check[] =>
  required_ ? [required, maxLength(ENTRY_MAX)] : [maxLength(ENTRY_MAX)];

/** The fields an entry of a section must have; every text of an entry is at most ENTRY_MAX characters. */
function entryChecks(section: ContentSection, entry: unknown, path: string): Record<string, [unknown, Check[]]> {
  switch (section) {
    case "route":
      return {
        [`${path}.name`]: [field(entry, "name"), entryText(true)],
        [`${path}.address`]: [field(entry, "address"), entryText(false)],
        [`${path}.latitude`]: [field(entry, "latitude"), [inRange(-90, 90, "latitude")]],
        [`${path}.longitude`]: [field(entry, "longitude"), [inRange(-180, 180, "longitude")]],
      };
    case "duration":
      return { [`${path}.value`]: [field(entry, "value"), [required, min(1)]] };
    case "pickUp":
    case "dropOff":
      return {
        [`${path}.address`]: [field(entry, "address"), entryText(true)],
        [`${path}.position`]: [field(entry, "position"), entryText(false)],
        [`${path}.description`]: [field(entry, "description"), entryText(false)],
        [`${path}.city`]: [field(entry, "city"), entryText(false)],
      };
    case "itinerary":
      return {
        [`${path}.day`]: [field(entry, "day"), [required, wholeNumber, min(1), max(ITINERARY_DAY_MAX)]],
        [`${path}.title`]: [field(entry, "title"), entryText(true)],
        [`${path}.description`]: [field(entry, "description"), entryText(false)],
      };
    default:
      // The text sections (includes, overview, …): each entry is a text.
      return { [path]: [entry, entryText(false)] };
  }
}

function contentFailures(input: TripRuleInput): FieldFailures {
  return validateFields(
    Object.fromEntries(
      CONTENT_SECTIONS.flatMap((section) => {
        const entries = input.content[section] ?? [];
        return [
          [section, [entries, [maxEntries(SECTION_MAX)]]],
          // A null entry is one the caller will drop (the form's still blank entries): it keeps its index, no rules.
          ...entries.flatMap((entry, index) =>
            entry == null ? [] : Object.entries(entryChecks(section, entry, `${section}.${index}`)),
          ),
        ];
      }),
    ),
  );
}

/** Every rule of a single trip that needs no database; `usage` keeps quantities above the seats already taken. */
export function tripFailures(input: TripRuleInput, usage: SeatUsage = NO_USAGE): FieldFailures {
  return {
    ...validateFields({
      name: [input.name, nameChecks],
      code: [input.code, codeChecks],
      tagIds: [input.tagIds, [maxEntries(TAGS_MAX)]],
    }),
    ...pricingFailures(input),
    ...inventoryFailures(input, usage),
    ...settingsFailures(input),
    ...contentFailures(input),
  };
}

/** A grouped trip's own rules; whether its two trips match needs both of them (the vendor API checks it). */
export function groupedTripFailures(input: {
  name: unknown;
  code: unknown;
  trip1Id: unknown;
  trip2Id: unknown;
  tagIds?: readonly unknown[] | null;
}) {
  const failures = validateFields({
    name: [input.name, nameChecks],
    code: [input.code, codeChecks],
    tagIds: [input.tagIds, [maxEntries(TAGS_MAX)]],
  });
  if (!isBlank(input.trip2Id) && String(input.trip1Id).trim() === String(input.trip2Id).trim())
    failures.trip2Id = fail("grouped.sameTrip");
  return failures;
}
