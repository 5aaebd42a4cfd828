import type { FieldErrors } from "../../protocol/errors";
import { maxLength, price, required, validateFields, type Rule } from "../../protocol/rules";
import { CONTENT_SECTIONS, PASSENGER_TYPES, type TripInput } from "./schemas";

/** Seed section 5 messages, and ours where the seed has none (docs/catalogue-contract.md). */
export const TripMessages = {
  charset: "Only numbers, letters, underscores, spaces, hyphens, colon",
  codeExists: "The code already exists",
  invalidPrice: "Invalid price",
  sectionSize: "No more than 10 entries",
  shiftName: "Invalid shift name",
  shiftDuplicate: "Shift name already exists",
  shiftSelected: "Select at least one shift",
  unknownShift: "Unknown shift",
  invalidDate: "Invalid date",
  duplicateDateShift: "Date and shift already listed",
  saleWindow: "Start time must be earlier than end time",
  priceNameDuplicate: "Price name already exists",
  soldInventoryRemoved: "Sold or locked tickets exist for this date and shift",
  latitude: "Invalid latitude",
  longitude: "Invalid longitude",
} as const;

export const NAME_MAX = 100;
export const CODE_MAX = 50;
export const SECTION_MAX = 10;
export const CUSTOM_PRICE_MAX = 10;
const RESERVED_SHIFT_NAMES = new Set(["-", "_-", "-_"]);

export const charset: Rule = (value) =>
  typeof value === "string" && !/^[\p{L}\p{N}_ :-]+$/u.test(value) ? TripMessages.charset : undefined;

const atLeast =
  (min: number): Rule =>
  (value) =>
    typeof value === "number" && value < min ? `No less than ${min}` : undefined;
const atMost =
  (max: number): Rule =>
  (value) =>
    typeof value === "number" && value > max ? `No more than ${max}` : undefined;

export const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const isDateTime = (value: string) => !Number.isNaN(Date.parse(value));

export const nameRules: Rule[] = [required, maxLength(NAME_MAX), charset];
export const codeRules: Rule[] = [required, maxLength(CODE_MAX), charset];

/** Tickets that hold a seat, per "date shift" key, and in all. */
export interface InventoryUsage {
  total: number;
  byDateShift: Map<string, number>;
}
export const dateShiftKey = (date: string, shift: string | null) => `${date} ${shift ?? ""}`;

function pricingFields(input: TripInput): FieldErrors {
  if (input.pricingType === 0) return validateFields({ price: [input.price, [required, price]] });
  if (input.pricingType === 1) {
    const prices = input.passengerPrices ?? {};
    return validateFields(
      Object.fromEntries(
        PASSENGER_TYPES.map((type) => [
          `passengerPrices.${type}`,
          [prices[type], type === "adult" ? [required, price] : [price]],
        ]),
      ),
    );
  }
  if (input.pricingType === 2) {
    const custom = input.customPrices ?? [];
    if (custom.length === 0) return { customPrices: "Required" };
    if (custom.length > CUSTOM_PRICE_MAX) return { customPrices: `No more than ${CUSTOM_PRICE_MAX} entries` };
    const fields = validateFields(
      Object.fromEntries(
        custom.flatMap((entry, index) => [
          [`customPrices.${index}.name`, [entry.name, [required, maxLength(50)]]],
          [`customPrices.${index}.price`, [entry.price, [required, price]]],
        ]),
      ),
    );
    const seen = new Set<string>();
    custom.forEach((entry, index) => {
      const name = entry.name.trim().toLowerCase();
      if (seen.has(name)) fields[`customPrices.${index}.name`] ??= TripMessages.priceNameDuplicate;
      seen.add(name);
    });
    return fields;
  }
  return {};
}

function inventoryFields(input: TripInput, usage: InventoryUsage): FieldErrors {
  if (input.inventoryType === 0) {
    return validateFields({
      totalQuantity: [input.totalQuantity, [required, atLeast(Math.max(1, usage.total))]],
    });
  }
  if (input.inventoryType !== 2) return {};
  const fields: FieldErrors = {};
  const shifts = input.shifts ?? [];
  if (shifts.length === 0) fields.shifts = "Required";
  const names = new Set<string>();
  shifts.forEach((shift, index) => {
    const name = shift.name.trim();
    const key = `shifts.${index}.name`;
    if (!name) fields[key] = "Required";
    else if (RESERVED_SHIFT_NAMES.has(name)) fields[key] = TripMessages.shiftName;
    else if (name.length > 50) fields[key] = "No more than 50 characters";
    else if (names.has(name)) fields[key] = TripMessages.shiftDuplicate;
    names.add(name);
  });
  const selected = new Set(shifts.filter((shift) => shift.selected).map((shift) => shift.name.trim()));
  if (shifts.length > 0 && selected.size === 0) fields.shifts = TripMessages.shiftSelected;
  const inventories = input.inventories ?? [];
  if (inventories.length === 0) fields.inventories = "Required";
  const listed = new Set<string>();
  inventories.forEach((entry, index) => {
    const prefix = `inventories.${index}`;
    const key = dateShiftKey(entry.date, entry.shift);
    if (!isDate(entry.date)) fields[`${prefix}.date`] = TripMessages.invalidDate;
    else if (!selected.has(entry.shift)) fields[`${prefix}.shift`] = TripMessages.unknownShift;
    else if (listed.has(key)) fields[`${prefix}.shift`] = TripMessages.duplicateDateShift;
    listed.add(key);
    const used = usage.byDateShift.get(key) ?? 0;
    const min = Math.max(1, used);
    if (entry.quantity < min) fields[`${prefix}.quantity`] = `No less than ${min}`;
  });
  for (const [key, used] of usage.byDateShift) {
    if (used > 0 && !listed.has(key) && !fields.inventories) {
      fields.inventories = `${TripMessages.soldInventoryRemoved}: ${key.trim()}`;
    }
  }
  return fields;
}

function contentFields(input: TripInput): FieldErrors {
  const fields: FieldErrors = {};
  for (const section of CONTENT_SECTIONS) {
    const entries = input[section] ?? [];
    if (entries.length > SECTION_MAX) fields[section] = TripMessages.sectionSize;
  }
  (input.route ?? []).forEach((stop, index) => {
    if (!(stop.latitude >= -90 && stop.latitude <= 90)) fields[`route.${index}.latitude`] = TripMessages.latitude;
    if (!(stop.longitude >= -180 && stop.longitude <= 180)) fields[`route.${index}.longitude`] = TripMessages.longitude;
  });
  (input.duration ?? []).forEach((entry, index) => {
    if (!(entry.value > 0)) fields[`duration.${index}.value`] = "No less than 1";
  });
  return fields;
}

function settingsFields(input: TripInput): FieldErrors {
  const fields = validateFields({
    ageLimit: [input.ageLimit, [atLeast(0), atMost(99)]],
    rescheduleFee: [input.rescheduleFee, input.rescheduleFeeType === 0 ? [] : [required, price]],
    cancellationAmount: [input.cancellationAmount, input.cancellationType === 1 ? [required, price] : []],
    cancellationPercentage: [
      input.cancellationPercentage,
      input.cancellationType === 2 ? [required, atLeast(1), atMost(100)] : [],
    ],
  });
  if (input.saleStart && !isDateTime(input.saleStart)) fields.saleStart = TripMessages.invalidDate;
  if (input.saleEnd && !isDateTime(input.saleEnd)) fields.saleEnd = TripMessages.invalidDate;
  if (
    input.saleStart &&
    input.saleEnd &&
    !fields.saleStart &&
    !fields.saleEnd &&
    Date.parse(input.saleStart) >= Date.parse(input.saleEnd)
  ) {
    fields.saleEnd = TripMessages.saleWindow;
  }
  return fields;
}

/** Every seed rule of a single trip that needs no database (the code's uniqueness is checked by the service). */
export function validateTrip(input: TripInput, usage: InventoryUsage): FieldErrors {
  return {
    ...validateFields({ name: [input.name, nameRules], code: [input.code, codeRules] }),
    ...pricingFields(input),
    ...inventoryFields(input, usage),
    ...settingsFields(input),
    ...contentFields(input),
  };
}
