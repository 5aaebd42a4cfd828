/**
 * The trip form's values and their mapping to and from GraphQL: the form keeps what its inputs show (prices as typed,
 * empty numbers as '', sale times in the company's time zone), the API gets `TripInput`.
 */
import { PASSENGER_TYPES, type PassengerType } from "#rules";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import type {
  CancellationType,
  InventoryType,
  PricingType,
  RescheduleFeeType,
  TripForm_TripFragment,
  TripInput,
  TripTemplate,
  TripType,
} from "@/gql/graphql";
import { randomId } from "@mantine/hooks";
import type { UploadedImage } from "@/shared/upload";
import {
  CONTENT_SECTIONS,
  TEMPLATE_DEFAULTS,
  TEXT_SECTIONS,
  blankEntry,
  isBlankEntry,
  type ContentSection,
  type ContentValues,
  type NumberValue,
} from "./content-sections";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface ShiftValue {
  name: string;
  selected: boolean;
}

export interface DateInventoryValue {
  /** A stable React key: the date picker keeps its typed text, so lines must not trade places on removal. */
  key: string;
  /** YYYY-MM-DD */
  date: string | null;
  shift: string | null;
  quantity: NumberValue;
}

export interface TripFormValues extends ContentValues {
  template: TripTemplate;
  tripType: TripType;
  name: string;
  code: string;
  tagIds: string[];
  image: UploadedImage | null;
  pricingType: PricingType;
  price: string;
  passengerPrices: Record<PassengerType, string>;
  customPrices: { name: string; price: string }[];
  inventoryType: InventoryType;
  totalQuantity: NumberValue;
  shifts: ShiftValue[];
  inventories: DateInventoryValue[];
  ageLimit: NumberValue;
  specialRequest: boolean;
  rescheduleFeeType: RescheduleFeeType;
  rescheduleFee: string;
  cancellationType: CancellationType;
  cancellationAmount: string;
  cancellationPercentage: NumberValue;
  /** `YYYY-MM-DD HH:mm:ss` in the company's time zone, as the date-time picker keeps it. */
  saleStart: string | null;
  saleEnd: string | null;
  notForIndividualSale: boolean;
  /** The content sections on the form (shown, and saved). */
  sections: ContentSection[];
}

const LOCAL_TIME = "YYYY-MM-DD HH:mm:ss";

export const toLocalTime = (iso: string | null, timeZone: string): string | null =>
  iso ? dayjs(iso).tz(timeZone).format(LOCAL_TIME) : null;

export const toIsoTime = (local: string | null, timeZone: string): string | null =>
  local ? dayjs.tz(local, LOCAL_TIME, timeZone).toISOString() : null;

const sectionsWithBlankEntry = (sections: ContentSection[]): Partial<ContentValues> =>
  Object.fromEntries(sections.map((section) => [section, [blankEntry(section, 0)]]));

const emptyContent = (): ContentValues => ({
  includes: [],
  overview: [],
  destination: [],
  freeServices: [],
  terms: [],
  route: [],
  duration: [],
  pickUp: [],
  dropOff: [],
  itinerary: [],
});

/** A new trip of a template: its pricing, inventory and sections, each section with one line to fill in. */
export function newTripValues(template: TripTemplate): TripFormValues {
  const defaults = TEMPLATE_DEFAULTS[template];
  return {
    template,
    tripType: "ONE_WAY",
    name: "",
    code: "",
    tagIds: [],
    image: null,
    pricingType: defaults.pricingType,
    price: "",
    passengerPrices: { adult: "", child: "", infant: "", elder: "" },
    customPrices: [{ name: "", price: "" }],
    inventoryType: defaults.inventoryType,
    totalQuantity: "",
    shifts: [{ name: "", selected: true }],
    inventories: [],
    ageLimit: "",
    specialRequest: false,
    rescheduleFeeType: "FREE",
    rescheduleFee: "",
    cancellationType: "NONE",
    cancellationAmount: "",
    cancellationPercentage: "",
    saleStart: null,
    saleEnd: null,
    notForIndividualSale: false,
    sections: defaults.sections,
    ...emptyContent(),
    ...sectionsWithBlankEntry(defaults.sections),
  };
}

/** What switching the template of a new trip changes: its defaults, keeping every section that has content. */
export function withTemplate(values: TripFormValues, template: TripTemplate): Partial<TripFormValues> {
  const defaults = TEMPLATE_DEFAULTS[template];
  const filled = values.sections.filter((section) => !isSectionBlank(values, section));
  const added = defaults.sections.filter((section) => !filled.includes(section));
  return {
    template,
    pricingType: defaults.pricingType,
    inventoryType: defaults.inventoryType,
    sections: [...filled, ...added],
    ...Object.fromEntries(
      values.sections.filter((section) => !filled.includes(section)).map((section) => [section, []]),
    ),
    ...sectionsWithBlankEntry(added),
  };
}

export const isSectionBlank = (values: ContentValues, section: ContentSection): boolean =>
  (values[section] as ContentValues[ContentSection]).every((entry) => isBlankEntry(section, entry));

const money = (value: string | null | undefined) => value ?? "";
const numberOrEmpty = (value: number | null | undefined): NumberValue => value ?? "";

/** A saved trip as the form shows it: sections with content are on the form. */
export function toFormValues(trip: TripForm_TripFragment, timeZone: string): TripFormValues {
  const blank = newTripValues(trip.template);
  const content: ContentValues = {
    includes: trip.includes,
    overview: trip.overview,
    destination: trip.destination,
    freeServices: trip.freeServices,
    terms: trip.terms,
    route: trip.route.map((stop) => ({ ...stop })),
    duration: trip.duration.map((entry) => ({ ...entry })),
    pickUp: trip.pickUp.map((place) => ({ ...place })),
    dropOff: trip.dropOff.map((place) => ({ ...place })),
    itinerary: trip.itinerary.map((day) => ({ ...day })),
  };
  return {
    ...blank,
    ...content,
    name: trip.name,
    code: trip.code,
    tripType: trip.tripType,
    tagIds: trip.tagIds,
    image: trip.imageFileId && trip.imageUrl ? { id: trip.imageFileId, url: trip.imageUrl } : null,
    pricingType: trip.pricingType,
    price: money(trip.price),
    passengerPrices: {
      adult: money(trip.passengerPrices?.adult),
      child: money(trip.passengerPrices?.child),
      infant: money(trip.passengerPrices?.infant),
      elder: money(trip.passengerPrices?.elder),
    },
    customPrices: trip.customPrices?.length
      ? trip.customPrices.map(({ name, price }) => ({ name, price }))
      : blank.customPrices,
    inventoryType: trip.inventoryType,
    totalQuantity: numberOrEmpty(trip.totalQuantity),
    shifts: trip.shifts.length ? trip.shifts.map(({ name, selected }) => ({ name, selected })) : blank.shifts,
    inventories: trip.inventories.map(({ date, shift, quantity }) => ({ key: randomId(), date, shift, quantity })),
    ageLimit: numberOrEmpty(trip.ageLimit),
    specialRequest: trip.specialRequest,
    rescheduleFeeType: trip.rescheduleFeeType,
    rescheduleFee: money(trip.rescheduleFee),
    cancellationType: trip.cancellationType,
    cancellationAmount: money(trip.cancellationAmount),
    cancellationPercentage: numberOrEmpty(trip.cancellationPercentage),
    saleStart: toLocalTime(trip.saleStart, timeZone),
    saleEnd: toLocalTime(trip.saleEnd, timeZone),
    notForIndividualSale: trip.notForIndividualSale,
    sections: CONTENT_SECTIONS.filter((section) => content[section].length > 0),
  };
}

/**
 * Drops the lines left blank and empties the sections not on the form. Saving sends these values, and the form takes
 * them first, so the server's `route.2.latitude` names the line the user sees as the third.
 */
export function compactContent(values: TripFormValues): TripFormValues {
  const content = Object.fromEntries(
    CONTENT_SECTIONS.map((section) => [
      section,
      values.sections.includes(section)
        ? (values[section] as ContentValues[ContentSection]).filter((entry) => !isBlankEntry(section, entry))
        : [],
    ]),
  ) as unknown as ContentValues;
  return { ...values, ...content };
}

const text = (value: string) => value.trim();
const optionalText = (value: string) => (value.trim() === "" ? null : value.trim());
const optionalNumber = (value: NumberValue): number | null => (value === "" ? null : Number(value));

function pricing(values: TripFormValues): Pick<TripInput, "price" | "passengerPrices" | "customPrices"> {
  return {
    price: values.pricingType === "FLAT" ? text(values.price) : null,
    passengerPrices:
      values.pricingType === "BY_PASSENGER_TYPE"
        ? Object.fromEntries(PASSENGER_TYPES.map((type) => [type, optionalText(values.passengerPrices[type])]))
        : null,
    customPrices:
      values.pricingType === "CUSTOMIZE"
        ? values.customPrices.map((line) => ({ name: text(line.name), price: text(line.price) }))
        : null,
  };
}

function inventory(values: TripFormValues): Pick<TripInput, "totalQuantity" | "shifts" | "inventories"> {
  const byDate = values.inventoryType === "BY_DATE_SHIFT";
  return {
    totalQuantity: values.inventoryType === "TOTAL" ? optionalNumber(values.totalQuantity) : null,
    shifts: byDate ? values.shifts.map((shift) => ({ name: text(shift.name), selected: shift.selected })) : null,
    inventories: byDate
      ? values.inventories.map((entry) => ({
          date: entry.date ?? "",
          shift: entry.shift ?? "",
          quantity: Number(entry.quantity),
        }))
      : null,
  };
}

function content(values: TripFormValues): Pick<TripInput, ContentSection> {
  return {
    ...Object.fromEntries(TEXT_SECTIONS.map((section) => [section, values[section].map(text)])),
    route: values.route.map((stop) => ({
      name: text(stop.name),
      address: text(stop.address),
      latitude: Number(stop.latitude),
      longitude: Number(stop.longitude),
    })),
    duration: values.duration.map((entry) => ({ value: Number(entry.value), unit: entry.unit })),
    pickUp: values.pickUp.map((place) => ({ ...place, address: text(place.address) })),
    dropOff: values.dropOff.map((place) => ({ ...place, address: text(place.address) })),
    itinerary: values.itinerary.map((day) => ({ ...day, day: Number(day.day), title: text(day.title) })),
  };
}

/** The form's (compacted) values as the API takes them; settings of the types not chosen are sent empty. */
export function toTripInput(values: TripFormValues, timeZone: string): TripInput {
  return {
    template: values.template,
    tripType: values.tripType,
    code: text(values.code),
    name: text(values.name),
    tagIds: values.tagIds,
    imageFileId: values.image?.id ?? null,
    pricingType: values.pricingType,
    ...pricing(values),
    inventoryType: values.inventoryType,
    ...inventory(values),
    ageLimit: optionalNumber(values.ageLimit),
    specialRequest: values.specialRequest,
    rescheduleFeeType: values.rescheduleFeeType,
    rescheduleFee: values.rescheduleFeeType === "FREE" ? null : text(values.rescheduleFee),
    cancellationType: values.cancellationType,
    cancellationAmount: values.cancellationType === "FIXED" ? text(values.cancellationAmount) : null,
    cancellationPercentage:
      values.cancellationType === "PERCENTAGE" ? optionalNumber(values.cancellationPercentage) : null,
    saleStart: toIsoTime(values.saleStart, timeZone),
    saleEnd: toIsoTime(values.saleEnd, timeZone),
    notForIndividualSale: values.notForIndividualSale,
    ...content(values),
  };
}

/**
 * Server messages about no field of the form (e.g. `grouped`: the edit would break a grouped trip's match), which the
 * form shows above its fields.
 */
export function unplacedMessages(errors: Record<string, string>, values: TripFormValues): string[] {
  return Object.entries(errors)
    .filter(([path]) => !Object.hasOwn(values, path.split(".")[0]))
    .map(([, message]) => message);
}

/** Where a server field message belongs on the form (the API's names, but the image is one field here). */
export function toFormErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field === "imageFileId" ? "image" : field, message]),
  );
}
