/**
 * The console shows a limit's message instead of cutting or clamping the value (docs/rules.md, "Limits"): no input
 * drops characters past a maximum, a sign or a fraction, and the form's rules word what is wrong.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENTRY_MAX, ID_MAX, ITINERARY_DAY_MAX, NAME_MAX } from "#rules";
import { orderSearchErrors } from "@/routes/sales/order/order-filters";
import { validateTripForm } from "@/routes/trip/trip-form/form-rules";
import { newTripValues, type TripFormValues } from "@/routes/trip/trip-form/form-values";

const WEB_SRC = join(import.meta.dirname, "../../web/src");

/** Props of Mantine's inputs (and the DOM's) that silently cut or clamp what the operator types or pastes. */
const SILENT_CUTS = [
  /\bmaxLength[=:]/,
  /allowNegative[=:]\s*\{?false/,
  /allowDecimal[=:]\s*\{?false/,
  /decimalScale[=:]/,
  /clampBehavior/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sourceFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

const event = (changes: Partial<TripFormValues> = {}): TripFormValues => ({
  ...newTripValues("EVENT"),
  name: "Jazz Night",
  code: "EVT-1",
  price: "25.50",
  totalQuantity: 100,
  ...changes,
});

describe("no silent cuts", () => {
  it("no input cuts or clamps its value instead of showing the rule's message", () => {
    const offenders = sourceFiles(WEB_SRC).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          SILENT_CUTS.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it("words what the inputs used to cut: a long name, a fraction of a percent, a negative age or day", () => {
    expect(validateTripForm(event({ name: "N".repeat(NAME_MAX + 20) })).name).toBe(
      `No more than ${NAME_MAX} characters`,
    );
    const percent = validateTripForm(event({ cancellationType: "PERCENTAGE", cancellationPercentage: 50.5 }));
    expect(percent.cancellationPercentage).toBe("Only whole numbers are allowed");
    expect(validateTripForm(event({ ageLimit: -1 })).ageLimit).toBe("No less than 0");
    // Seats are stored as integers: more than they hold is said, not sent to fail as a GraphQL type error.
    expect(validateTripForm(event({ totalQuantity: ID_MAX + 1 })).totalQuantity).toBe(`No more than ${ID_MAX}`);
    const itinerary = (day: number) =>
      validateTripForm(event({ sections: ["itinerary"], itinerary: [{ day, title: "Arrival", description: "" }] }));
    expect(itinerary(-1)["itinerary.0.day"]).toBe("No less than 1");
    expect(itinerary(ITINERARY_DAY_MAX + 1)["itinerary.0.day"]).toBe(`No more than ${ITINERARY_DAY_MAX}`);
    const overview = validateTripForm(event({ sections: ["overview"], overview: ["x".repeat(ENTRY_MAX + 1)] }));
    expect(overview["overview.0"]).toBe(`No more than ${ENTRY_MAX} characters`);
  });

  it("refuses a card search of six digits instead of keeping four", () => {
    expect(orderSearchErrors({ cardLast4: "123456" }).cardLast4).toBe("Enter the last 4 digits of the card");
  });
});
