/**
 * The trip form's rules (seed section 5, Trips; docs/catalogue-contract.md section 4): the shared validators with the
 * seed's messages, applied to the settings of the chosen pricing and inventory types. The vendor API checks the same
 * again; its field paths are the form's, so either answer lands on the same input.
 */
import { translate } from "@/i18n/i18n";
import { maxLength, maxValue, minValue, price, required, rules, tripName, type Rule } from "@/shared/validation";
import { SECTION_MAX, isBlankEntry, type ContentSection, type ContentValues } from "./content-sections";
import { PASSENGER_TYPES, type TripFormValues } from "./form-values";

export const NAME_MAX = 100;
export const CODE_MAX = 50;
/** Custom price names and shift names. */
export const LABEL_MAX = 50;
export const CUSTOM_PRICE_MAX = 10;
export const PERCENTAGE = { min: 1, max: 100 } as const;
export const AGE_LIMIT = { min: 0, max: 99 } as const;
const RESERVED_SHIFT_NAMES = new Set(["-", "_-", "-_"]);

export type FormErrors = Record<string, string>;

/** Seats that already hold a ticket (sold or locked): quantities may not go below them. */
export interface SeatUsage {
  total: number;
  /** Keyed by `dateShiftKey`. */
  byDateShift: Record<string, number>;
}

export const NO_USAGE: SeatUsage = { total: 0, byDateShift: {} };
export const dateShiftKey = (date: string, shift: string) => `${date} ${shift}`;

export const tripNameRule = rules(required(), maxLength(NAME_MAX), tripName());
export const tripCodeRule = rules(required(), maxLength(CODE_MAX), tripName());
const requiredPrice = rules(required(), price());
const quantityRule = (used: number) => rules(required(), minValue(Math.max(1, used)));

/** A shift name: not '-', '_-' or '-_' (seed section 5). */
export const isReservedShiftName = (name: string): boolean => RESERVED_SHIFT_NAMES.has(name.trim());

/** Runs `checks` (path → [value, rule]) and keeps each path's message. */
function collect(checks: [path: string, value: unknown, rule: Rule][]): FormErrors {
  const errors: FormErrors = {};
  for (const [path, value, rule] of checks) {
    const message = rule(value);
    if (message) errors[path] = message;
  }
  return errors;
}

/** Paths of entries whose (trimmed, case-insensitive) name repeats an earlier one. */
function repeatedNames(names: string[], path: (index: number) => string): string[] {
  const seen = new Set<string>();
  return names.flatMap((name, index) => {
    const key = name.trim().toLowerCase();
    const repeated = key !== "" && seen.has(key);
    seen.add(key);
    return repeated ? [path(index)] : [];
  });
}

function pricingErrors(values: TripFormValues): FormErrors {
  switch (values.pricingType) {
    case "FLAT":
      return collect([["price", values.price, requiredPrice]]);
    case "BY_PASSENGER_TYPE":
      return collect(
        PASSENGER_TYPES.map((type) => [
          `passengerPrices.${type}`,
          values.passengerPrices[type],
          type === "adult" ? requiredPrice : price(),
        ]),
      );
    case "CUSTOMIZE": {
      const errors = collect([
        ["customPrices", values.customPrices, required()],
        ...values.customPrices.flatMap((line, index): [string, unknown, Rule][] => [
          [`customPrices.${index}.name`, line.name, rules(required(), maxLength(LABEL_MAX))],
          [`customPrices.${index}.price`, line.price, requiredPrice],
        ]),
      ]);
      for (const path of repeatedNames(
        values.customPrices.map((line) => line.name),
        (index) => `customPrices.${index}.name`,
      ))
        errors[path] ??= translate("tripForm.priceNameDuplicate");
      return errors;
    }
    default:
      return {};
  }
}

function shiftErrors(values: TripFormValues): FormErrors {
  const errors = collect(
    values.shifts.map((shift, index) => [`shifts.${index}.name`, shift.name, rules(required(), maxLength(LABEL_MAX))]),
  );
  values.shifts.forEach((shift, index) => {
    if (isReservedShiftName(shift.name)) errors[`shifts.${index}.name`] ??= translate("tripForm.invalidShiftName");
  });
  for (const path of repeatedNames(
    values.shifts.map((shift) => shift.name),
    (index) => `shifts.${index}.name`,
  ))
    errors[path] ??= translate("tripForm.shiftNameDuplicate");
  if (values.shifts.length === 0) errors.shifts = translate("validation.required");
  else if (!values.shifts.some((shift) => shift.selected)) errors.shifts = translate("tripForm.selectShift");
  return errors;
}

function dateInventoryErrors(values: TripFormValues, usage: SeatUsage): FormErrors {
  const selected = new Set(values.shifts.filter((shift) => shift.selected).map((shift) => shift.name.trim()));
  const listed = new Set<string>();
  const errors = collect([["inventories", values.inventories, required()]]);
  values.inventories.forEach((entry, index) => {
    const path = `inventories.${index}`;
    const key = dateShiftKey(entry.date ?? "", entry.shift ?? "");
    Object.assign(
      errors,
      collect([
        [`${path}.date`, entry.date, required()],
        [`${path}.shift`, entry.shift, required()],
        [`${path}.quantity`, entry.quantity, quantityRule(usage.byDateShift[key] ?? 0)],
      ]),
    );
    if (entry.shift && !selected.has(entry.shift)) errors[`${path}.shift`] ??= translate("tripForm.unknownShift");
    if (entry.date && entry.shift && listed.has(key))
      errors[`${path}.shift`] ??= translate("tripForm.dateShiftDuplicate");
    listed.add(key);
  });
  return errors;
}

function inventoryErrors(values: TripFormValues, usage: SeatUsage): FormErrors {
  if (values.inventoryType === "TOTAL")
    return collect([["totalQuantity", values.totalQuantity, quantityRule(usage.total)]]);
  if (values.inventoryType === "BY_DATE_SHIFT")
    return { ...shiftErrors(values), ...dateInventoryErrors(values, usage) };
  return {};
}

function settingsErrors(values: TripFormValues): FormErrors {
  const errors = collect([
    ["ageLimit", values.ageLimit, rules(minValue(AGE_LIMIT.min), maxValue(AGE_LIMIT.max))],
    ["rescheduleFee", values.rescheduleFee, values.rescheduleFeeType === "FREE" ? () => null : requiredPrice],
    ["cancellationAmount", values.cancellationAmount, values.cancellationType === "FIXED" ? requiredPrice : () => null],
    [
      "cancellationPercentage",
      values.cancellationPercentage,
      values.cancellationType === "PERCENTAGE"
        ? rules(required(), minValue(PERCENTAGE.min), maxValue(PERCENTAGE.max))
        : () => null,
    ],
  ]);
  if (values.saleStart && values.saleEnd && values.saleStart >= values.saleEnd)
    errors.saleEnd = translate("tripForm.saleWindow");
  return errors;
}

const inRange = (min: number, max: number, message: () => string): Rule =>
  rules(required(), (value) => (Number(value) >= min && Number(value) <= max ? null : message()));

/** Rules of the fields of one filled-in entry (blank entries are dropped on save, so they pass). */
function entryChecks(section: ContentSection, entry: object, path: string): [string, unknown, Rule][] {
  const fields = entry as Record<string, unknown>;
  switch (section) {
    case "route":
      return [
        [`${path}.name`, fields.name, required()],
        [`${path}.latitude`, fields.latitude, inRange(-90, 90, () => translate("tripForm.invalidLatitude"))],
        [`${path}.longitude`, fields.longitude, inRange(-180, 180, () => translate("tripForm.invalidLongitude"))],
      ];
    case "duration":
      return [[`${path}.value`, fields.value, rules(required(), minValue(1))]];
    case "pickUp":
    case "dropOff":
      return [[`${path}.address`, fields.address, required()]];
    case "itinerary":
      return [
        [`${path}.day`, fields.day, rules(required(), minValue(1))],
        [`${path}.title`, fields.title, required()],
      ];
    default:
      return [];
  }
}

function contentErrors(values: TripFormValues): FormErrors {
  return collect(
    values.sections.flatMap((section) => {
      const entries = values[section] as ContentValues[ContentSection];
      return [
        [
          section,
          entries,
          (list: unknown) =>
            Array.isArray(list) && list.length > SECTION_MAX ? translate("tripForm.sectionSize") : null,
        ] as [string, unknown, Rule],
        ...entries.flatMap((entry, index) =>
          typeof entry === "string" || isBlankEntry(section, entry)
            ? []
            : entryChecks(section, entry, `${section}.${index}`),
        ),
      ];
    }),
  );
}

/** Every message of the form, keyed by field path (`customPrices.0.price`), for @mantine/form's `validate`. */
export function validateTripForm(values: TripFormValues, usage: SeatUsage = NO_USAGE): FormErrors {
  return {
    ...collect([
      ["name", values.name, tripNameRule],
      ["code", values.code, tripCodeRule],
    ]),
    ...pricingErrors(values),
    ...inventoryErrors(values, usage),
    ...settingsErrors(values),
    ...contentErrors(values),
  };
}
