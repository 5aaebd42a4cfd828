/**
 * The optional content sections of a trip (docs/catalogue-contract.md section 3): their order on the page, what a new
 * entry looks like, when an entry is still blank, and which sections each template starts with.
 */
import type { DurationUnit, InventoryType, PricingType, TripTemplate } from "@/gql/graphql";

import { CONTENT_SECTIONS, type ContentSection, namesOf, TRIP_TEMPLATES } from "#rules";

export { CONTENT_SECTIONS, SECTION_MAX, type ContentSection } from "#rules";

export const TEXT_SECTIONS = ["includes", "overview", "destination", "freeServices", "terms"] as const;
export type TextSection = (typeof TEXT_SECTIONS)[number];

/** Numbers as Mantine's NumberInput keeps them: '' while empty. */
export type NumberValue = number | string;

export interface RouteStopValue {
  name: string;
  address: string;
  latitude: NumberValue;
  longitude: NumberValue;
}

export interface LocationValue {
  address: string;
  position: string;
  description: string;
  city: string;
  /** Kept as loaded: the form edits the city's name only. */
  cityId: string | null;
}

export interface DurationValue {
  value: NumberValue;
  unit: DurationUnit;
}

export interface ItineraryDayValue {
  day: NumberValue;
  title: string;
  description: string;
}

export interface ContentValues {
  includes: string[];
  overview: string[];
  destination: string[];
  freeServices: string[];
  terms: string[];
  route: RouteStopValue[];
  duration: DurationValue[];
  pickUp: LocationValue[];
  dropOff: LocationValue[];
  itinerary: ItineraryDayValue[];
}

const blankLocation = (): LocationValue => ({ address: "", position: "", description: "", city: "", cityId: null });

/** A new entry of a section; the itinerary numbers its days on. */
export function blankEntry<S extends ContentSection>(section: S, existing: number): ContentValues[S][number] {
  const entries: { [K in ContentSection]: () => ContentValues[K][number] } = {
    includes: () => "",
    overview: () => "",
    destination: () => "",
    freeServices: () => "",
    terms: () => "",
    route: () => ({ name: "", address: "", latitude: "", longitude: "" }),
    duration: () => ({ value: "", unit: "HOURS" }),
    pickUp: blankLocation,
    dropOff: blankLocation,
    itinerary: () => ({ day: existing + 1, title: "", description: "" }),
  };
  return entries[section]();
}

const isBlankText = (value: unknown) => (typeof value === "string" ? value.trim() === "" : value === null);

/**
 * An entry the user left empty (a fresh line never filled in): dropped on save instead of refused. The itinerary's day
 * and the duration's unit come pre-filled, so they do not count.
 */
export function isBlankEntry(section: ContentSection, entry: ContentValues[ContentSection][number]): boolean {
  if (typeof entry === "string") return isBlankText(entry);
  const ignored = section === "itinerary" ? ["day"] : section === "duration" ? ["unit"] : ["cityId"];
  return Object.entries(entry).every(([key, value]) => ignored.includes(key) || isBlankText(value));
}

export interface TemplateDefaults {
  pricingType: PricingType;
  inventoryType: InventoryType;
  sections: ContentSection[];
}

/** What each template starts with (templates: 0 event, 1 tour, 2 custom). */
export const TEMPLATE_DEFAULTS: Record<TripTemplate, TemplateDefaults> = {
  EVENT: { pricingType: "FLAT", inventoryType: "TOTAL", sections: ["overview", "includes", "terms"] },
  TOUR: {
    pricingType: "BY_PASSENGER_TYPE",
    inventoryType: "BY_DATE_SHIFT",
    sections: ["overview", "includes", "duration", "pickUp", "itinerary", "terms"],
  },
  CUSTOM: {
    pricingType: "CUSTOMIZE",
    inventoryType: "BY_DATE_SHIFT",
    sections: ["route", "duration", "pickUp", "dropOff", "terms"],
  },
};

export const TEMPLATES = namesOf(TRIP_TEMPLATES);

/** Sections in page order. */
export const inPageOrder = (sections: readonly ContentSection[]): ContentSection[] =>
  CONTENT_SECTIONS.filter((section) => sections.includes(section));
