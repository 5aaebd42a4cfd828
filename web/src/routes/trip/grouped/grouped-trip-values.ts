/**
 * The grouped trip form's data side, free of React so each rule is unit-tested: values, their rules
 * (docs/catalogue-contract.md section 4), the GraphQL input, the pair check the vendor API makes, and where each server
 * refusal is shown.
 */
import type { CancellationType, GroupedTripInput, InventoryType, PricingType, RescheduleFeeType } from "@/gql/graphql";
import { CODE_MAX, fail, NAME_MAX, type GroupedSetting } from "#rules";
import { ruleText } from "@/i18n/rule-text";
import type { UploadedImage } from "@/shared/upload";
import { maxLength, required, rules, tripName, type Rule } from "@/shared/validation";

export { CODE_MAX, NAME_MAX } from "#rules";

export interface GroupedTripValues {
  name: string;
  code: string;
  trip1Id: string | null;
  trip2Id: string | null;
  requireSameDay: boolean;
  image: UploadedImage | null;
  tagIds: string[];
}

export const EMPTY_GROUPED_TRIP: GroupedTripValues = {
  name: "",
  code: "",
  trip1Id: null,
  trip2Id: null,
  requireSameDay: false,
  image: null,
  tagIds: [],
};

const differentTrips: Rule = (value, values) =>
  value && value === (values as GroupedTripValues | undefined)?.trip1Id ? ruleText(fail("grouped.sameTrip")) : null;

export const groupedTripRules = {
  name: rules(required(), maxLength(NAME_MAX), tripName()),
  code: rules(required(), maxLength(CODE_MAX), tripName()),
  trip1Id: required(),
  trip2Id: rules(required(), differentTrips),
};

export function toGroupedTripInput(values: GroupedTripValues): GroupedTripInput {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    trip1Id: values.trip1Id ?? "",
    trip2Id: values.trip2Id ?? "",
    requireSameDay: values.requireSameDay,
    imageFileId: values.image?.id ?? null,
    tagIds: values.tagIds,
  };
}

/** The settings of a member trip that the vendor API compares. */
export interface MemberSettings {
  pricingType: PricingType;
  inventoryType: InventoryType;
  rescheduleFeeType: RescheduleFeeType;
  rescheduleFee?: string | null;
  cancellationType: CancellationType;
  cancellationAmount?: string | null;
  cancellationPercentage?: number | null;
  specialRequest: boolean;
  ageLimit?: number | null;
  customPrices?: readonly { name: string }[] | null;
}

/** In the order the comparison lists them. */
export const MISMATCH_FIELDS: readonly GroupedSetting[] = [
  "pricingType",
  "inventoryType",
  "reschedule",
  "cancellation",
  "specialRequest",
  "ageLimit",
  "customPrices",
];

export type MismatchField = GroupedSetting;

const customNames = (trip: MemberSettings) =>
  (trip.customPrices ?? []).map((price) => price.name.trim().toLowerCase()).join("\n");

/** Whether two trips agree on one setting, as the vendor API decides it (its answer stays the authority). */
export function settingMatches(field: MismatchField, a: MemberSettings, b: MemberSettings): boolean {
  switch (field) {
    case "reschedule":
      return a.rescheduleFeeType === b.rescheduleFeeType && (a.rescheduleFee ?? null) === (b.rescheduleFee ?? null);
    case "cancellation":
      return (
        a.cancellationType === b.cancellationType &&
        (a.cancellationAmount ?? null) === (b.cancellationAmount ?? null) &&
        (a.cancellationPercentage ?? null) === (b.cancellationPercentage ?? null)
      );
    case "ageLimit":
      return (a.ageLimit ?? null) === (b.ageLimit ?? null);
    case "customPrices":
      return customNames(a) === customNames(b);
    default:
      return a[field] === b[field];
  }
}

const FORM_FIELDS: Record<string, keyof GroupedTripValues> = {
  name: "name",
  code: "code",
  trip1Id: "trip1Id",
  trip2Id: "trip2Id",
  imageFileId: "image",
  tagIds: "tagIds",
};

/**
 * A BAD_USER_INPUT answer split by where it shows: messages of the form's own fields go under them, the pair's
 * mismatches (named by setting, in the user's language) into one alert above the form.
 */
export function splitServerFields(fields: Record<string, string>): {
  formErrors: Partial<Record<keyof GroupedTripValues, string>>;
  mismatches: string[];
} {
  const formErrors: Partial<Record<keyof GroupedTripValues, string>> = {};
  const mismatches: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const formField = FORM_FIELDS[field];
    if (formField) formErrors[formField] = message;
    else mismatches.push(message);
  }
  return { formErrors, mismatches };
}

/** An edited grouped trip as the form starts from it. */
export function valuesOfTrip(trip: {
  name: string;
  code: string;
  trip1Id?: string | null;
  trip2Id?: string | null;
  requireSameDay?: boolean | null;
  imageFileId?: string | null;
  imageUrl?: string | null;
  tagIds: readonly string[];
}): GroupedTripValues {
  return {
    name: trip.name,
    code: trip.code,
    trip1Id: trip.trip1Id ?? null,
    trip2Id: trip.trip2Id ?? null,
    requireSameDay: trip.requireSameDay ?? false,
    image: trip.imageFileId && trip.imageUrl ? { id: trip.imageFileId, url: trip.imageUrl } : null,
    tagIds: [...trip.tagIds],
  };
}
