/**
 * Bad input is BAD_USER_INPUT naming its field, never a system error (docs/rules.md, "Limits"): ids beyond the
 * storage's integers, impossible dates, text PostgreSQL cannot store (NUL, lone surrogates), and sizes past the
 * documented limits — through the gateway against the real vendor API, GraphQL and the REST routes alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRY_MAX, ID_MAX, INVENTORIES_MAX, LIST_MAX, SEARCH_MAX, SHIFTS_MAX } from "#rules";
import { startCatalogueStack, validTripInput, type CatalogueStack } from "./support/catalogue";
import { exportFile } from "./support/export-files";
import type { FieldFailure } from "./support/graphql-client";

let stack: CatalogueStack;
beforeAll(async () => {
  stack = await startCatalogueStack();
});
afterAll(async () => {
  await stack?.close();
});

const TRIP = /* GraphQL */ `
  query Trip($id: ID!) {
    trip(id: $id) {
      id
    }
  }
`;
const CREATE_TRIP = /* GraphQL */ `
  mutation CreateTrip($input: TripInput!) {
    createTrip(input: $input) {
      id
    }
  }
`;
const CITIES = /* GraphQL */ `
  query Cities($keyword: String) {
    cities(keyword: $keyword) {
      id
    }
  }
`;
const RESERVATIONS = /* GraphQL */ `
  query Reservations($tripId: ID!, $date: String) {
    reservations(tripId: $tripId, date: $date) {
      total
    }
  }
`;

/** The one BAD_USER_INPUT refusal of an answer, as its field failures. */
function refusedFields(result: { errors?: Array<{ extensions?: Record<string, unknown> }> }): FieldFailure[] {
  expect(result.errors, JSON.stringify(result.errors)?.slice(0, 500)).toHaveLength(1);
  expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  return result.errors?.[0].extensions?.fields as FieldFailure[];
}
const ruleOf = (fields: FieldFailure[], field: string) => fields.find((entry) => entry.field === field)?.rule;

describe("ids (item 8)", () => {
  it("refuses an id past the storage's integers on its field, not as a system error", async () => {
    for (const id of [String(ID_MAX + 1), "999999999999999"]) {
      const fields = refusedFields(await stack.run(TRIP, { id }));
      expect(ruleOf(fields, "id")).toBe("id");
    }
    const reservations = refusedFields(await stack.run(RESERVATIONS, { tripId: String(ID_MAX + 1) }));
    expect(ruleOf(reservations, "tripId")).toBe("id");
  });

  it("still takes the largest id the storage holds (the vendor API answers not found)", async () => {
    const result = await stack.run(TRIP, { id: String(ID_MAX) });
    expect(result.errors?.[0].extensions).toMatchObject({ code: "UPSTREAM_ERROR", key: "notFound" });
  });

  it("answers 400 with the field on the REST routes", async () => {
    const file = await fetch(`${stack.url}/files/${ID_MAX + 1}`, {
      headers: { authorization: `Bearer ${stack.admin}` },
    });
    expect(file.status).toBe(400);
    expect(ruleOf(((await file.json()) as { error: { fields: FieldFailure[] } }).error.fields, "id")).toBe("id");
    const orders = await exportFile(stack.url, "orders.csv", { tripId: String(ID_MAX + 1) }, stack.admin);
    expect(orders.status).toBe(400);
    const body = (await orders.json()) as { error: { fields: FieldFailure[] } };
    expect(ruleOf(body.error.fields, "tripId")).toBe("id");
  });
});

describe("impossible dates (item 9)", () => {
  it("refuses 2025-13-01 and 2025-02-30 on the field", async () => {
    for (const date of ["2025-13-01", "2025-02-30"]) {
      const fields = refusedFields(await stack.run(RESERVATIONS, { tripId: "1", date }));
      expect(ruleOf(fields, "date")).toBe("date");
    }
    const inventory = refusedFields(
      await stack.run(CREATE_TRIP, {
        input: validTripInput({
          inventoryType: "BY_DATE_SHIFT",
          totalQuantity: null,
          shifts: [{ name: "Morning", selected: true }],
          inventories: [{ date: "2025-02-30", shift: "Morning", quantity: 5 }],
        }),
      }),
    );
    expect(ruleOf(inventory, "inventories.0.date")).toBe("date");
    const orders = await exportFile(stack.url, "orders.csv", { dateFrom: "2025-02-30T00:00:00Z" }, stack.admin);
    expect(orders.status).toBe(400);
  });
});

describe("versions and years no record can have", () => {
  const DELETE_TAG = /* GraphQL */ `
    mutation DeleteTag($id: ID!, $version: Int) {
      deleteTag(id: $id, version: $version)
    }
  `;

  it("refuses a negative version on its field before any call, the lowest integer too", async () => {
    for (const version of [-1, -2147483648]) {
      const fields = refusedFields(await stack.run(DELETE_TAG, { id: "1", version }));
      expect(fields).toEqual([expect.objectContaining({ field: "version", rule: "min", params: { min: 0 } })]);
    }
  });

  it("refuses a date before 1900 or after 2100, and takes the first and last day of that range", async () => {
    for (const date of ["0000-01-01", "1899-12-31", "2101-01-01"]) {
      const fields = refusedFields(await stack.run(RESERVATIONS, { tripId: "1", date }));
      expect(fields).toEqual([
        expect.objectContaining({ field: "date", rule: "yearRange", params: { min: 1900, max: 2100 } }),
      ]);
    }
    for (const date of ["1900-01-01", "2100-12-31"]) {
      const result = await stack.run(RESERVATIONS, { tripId: "1", date });
      expect(result.errors?.[0]?.extensions?.code).not.toBe("BAD_USER_INPUT");
    }
  });
});

describe("text PostgreSQL cannot store (item 10)", () => {
  it("refuses NUL and lone surrogates in any text with the field's path", async () => {
    const nul = refusedFields(await stack.run(CREATE_TRIP, { input: validTripInput({ name: "River\u0000Walk" }) }));
    expect(ruleOf(nul, "name")).toBe("text");
    const surrogate = refusedFields(
      await stack.run(CREATE_TRIP, { input: validTripInput({ includes: ["Lunch", "Water \ud800"] }) }),
    );
    expect(ruleOf(surrogate, "includes.1")).toBe("text");
    const keyword = refusedFields(await stack.run(CITIES, { keyword: "\udc00" }));
    expect(ruleOf(keyword, "keyword")).toBe("text");
  });

  it("keeps paired surrogates (emoji, rare CJK) where the field allows them", async () => {
    const result = await stack.run(CREATE_TRIP, { input: validTripInput({ includes: ["Lunch 🍱", "𠮷野家"] }) });
    expect(result.errors).toBeUndefined();
  });
});

describe("sizes (item 11)", () => {
  it("refuses a content entry past its limit", async () => {
    const fields = refusedFields(
      await stack.run(CREATE_TRIP, { input: validTripInput({ overview: ["x".repeat(ENTRY_MAX + 1)] }) }),
    );
    expect(fields.find((entry) => entry.field === "overview.0")).toMatchObject({
      rule: "maxLength",
      params: { n: ENTRY_MAX },
    });
  });

  it("refuses a body that would pass the vendor API's size limit on its fields, not as 10001", async () => {
    const input = validTripInput({ overview: Array.from({ length: 10 }, () => "x".repeat(95 * 1024)) });
    const fields = refusedFields(await stack.run(CREATE_TRIP, { input }));
    expect(ruleOf(fields, "overview.0")).toBe("maxLength");
  });

  it("refuses an itinerary day below 1, too many shifts and too many inventories", async () => {
    const day = refusedFields(
      await stack.run(CREATE_TRIP, { input: validTripInput({ itinerary: [{ day: -1, title: "Arrival" }] }) }),
    );
    expect(ruleOf(day, "itinerary.0.day")).toBe("min");
    for (const count of [SHIFTS_MAX + 1, LIST_MAX + 1]) {
      const shifts = Array.from({ length: count }, (_, index) => ({ name: `S${index}`, selected: true }));
      const manyShifts = refusedFields(
        await stack.run(CREATE_TRIP, {
          input: validTripInput({ inventoryType: "BY_DATE_SHIFT", totalQuantity: null, shifts, inventories: [] }),
        }),
      );
      expect(manyShifts.find((entry) => entry.field === "shifts")).toMatchObject({
        rule: "maxEntries",
        params: { n: count > LIST_MAX ? LIST_MAX : SHIFTS_MAX },
      });
    }
    // 20 000 used to overflow PostgreSQL's 65 535 bind parameters in one insert (a system error).
    for (const count of [INVENTORIES_MAX + 1, 20_000]) {
      const inventories = Array.from({ length: count }, (_, index) => ({
        date: new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10),
        shift: "Morning",
        quantity: 1,
      }));
      const manyInventories = refusedFields(
        await stack.run(CREATE_TRIP, {
          input: validTripInput({
            inventoryType: "BY_DATE_SHIFT",
            totalQuantity: null,
            shifts: [{ name: "Morning", selected: true }],
            inventories,
          }),
        }),
      );
      expect(manyInventories.find((entry) => entry.field === "inventories")).toMatchObject({
        rule: "maxEntries",
        params: { n: count > LIST_MAX ? LIST_MAX : INVENTORIES_MAX },
      });
    }
  });

  it("holds an export's filter to the same rules as the list's", async () => {
    const long = await exportFile(stack.url, "orders.csv", { orderNumber: "1".repeat(SEARCH_MAX + 1) }, stack.admin);
    expect(long.status).toBe(400);
    const fields = ((await long.json()) as { error: { fields: FieldFailure[] } }).error.fields;
    expect(fields).toMatchObject([{ field: "orderNumber", rule: "maxLength", params: { n: SEARCH_MAX } }]);
  });

  it("refuses a search keyword past its limit instead of an oversized upstream URL", async () => {
    const fields = refusedFields(await stack.run(CITIES, { keyword: "a".repeat(16 * 1024) }));
    expect(fields.find((entry) => entry.field === "keyword")).toMatchObject({
      rule: "maxLength",
      params: { n: SEARCH_MAX },
    });
  });
});

describe("money (item 14)", () => {
  it("refuses a refund of 20.005 on its amount by the one price rule instead of recording 20.00", async () => {
    const result = await stack.run(
      /* GraphQL */ `
        mutation CreateRefund($input: CreateRefundInput!) {
          createRefund(input: $input) {
            id
          }
        }
      `,
      { input: { orderId: "1", paymentId: "1", ticketIds: ["1"], amount: "20.005" } },
    );
    expect(refusedFields(result)).toEqual([{ field: "amount", rule: "price", params: {}, message: "Invalid price" }]);
  });
});
