/**
 * The one date rule (docs/rules.md, "Dates"; issue 57, finding 2) at the gateway, against the real vendor API: a
 * `DateTime` outside 1900–2100 or on a day the calendar lacks is BAD_USER_INPUT naming its field and rule before any
 * vendor API call, never UPSTREAM_SYSTEM_ERROR; an export's query the same as a 400, never a 502.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";
import { exportFile } from "./support/export-files";
import type { FieldFailure } from "./support/graphql-client";

let stack: CatalogueStack;
beforeAll(async () => {
  stack = await startCatalogueStack();
});
afterAll(async () => {
  await stack?.close();
});

const ORDERS = /* GraphQL */ `
  query Orders($filter: OrderFilter) {
    orders(filter: $filter) {
      total
    }
  }
`;
const TRANSACTIONS = /* GraphQL */ `
  query Transactions($filter: TransactionFilter) {
    transactions(filter: $filter) {
      total
    }
  }
`;
const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      token
    }
  }
`;

const YEAR_RANGE = { rule: "yearRange", params: { min: 1900, max: 2100 } };

/** The one BAD_USER_INPUT refusal of an answer, as its field failures. */
function refusedFields(result: { errors?: Array<{ extensions?: Record<string, unknown> }> }): FieldFailure[] {
  expect(result.errors, JSON.stringify(result.errors)?.slice(0, 500)).toHaveLength(1);
  expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  return result.errors?.[0].extensions?.fields as FieldFailure[];
}

describe("DateTime filters", () => {
  it("refuses year 0000 and +275760 in the order and transaction filters on the field, with the rule", async () => {
    for (const [query, list] of [
      [ORDERS, "orders"],
      [TRANSACTIONS, "transactions"],
    ] as const) {
      for (const [field, value] of [
        ["dateFrom", "0000-01-01T00:00:00Z"],
        ["dateTo", "+275760-09-13T00:00:00.000Z"],
        ["dateFrom", "2101-01-01T00:00:00.000Z"],
      ] as const) {
        const fields = refusedFields(await stack.run(query, { filter: { [field]: value } }));
        expect(fields, `${list} ${field} ${value}`).toEqual([
          expect.objectContaining({
            field: `filter.${field}`,
            ...YEAR_RANGE,
            message: "Choose a date between 1900 and 2100",
          }),
        ]);
      }
      const impossible = refusedFields(await stack.run(query, { filter: { dateFrom: "2025-02-30T00:00:00Z" } }));
      expect(impossible).toEqual([expect.objectContaining({ field: "filter.dateFrom", rule: "date" })]);
    }
  });

  it("takes the first and the last instant of the years", async () => {
    const filter = { dateFrom: "1900-01-01T00:00:00.000Z", dateTo: "2100-12-31T23:59:59.999Z" };
    for (const query of [ORDERS, TRANSACTIONS]) {
      const result = await stack.run(query, { filter });
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
  });

  it("refuses the attack run's literal as graphql-js refuses a bad literal (400), never as a system error", async () => {
    const result = await stack.run(`{ orders(filter: { dateFrom: "0000-01-01T00:00:00Z" }) { total } }`);
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("Choose a date between 1900 and 2100"),
        extensions: expect.objectContaining({ code: "GRAPHQL_VALIDATION_FAILED" }),
      }),
    ]);
  });

  it("refuses a token's expiry in year +099999 on the field", async () => {
    const fields = refusedFields(
      await stack.run(CREATE_TOKEN, {
        input: { name: "Far", roleIds: ["1"], expiresAt: "+099999-01-01T00:00:00.000Z" },
      }),
    );
    expect(fields).toEqual([expect.objectContaining({ field: "input.expiresAt", ...YEAR_RANGE })]);
  });
});

describe("export query strings", () => {
  it("answers an export of year 0000 with 400 and the field's rule, never 502", async () => {
    for (const file of ["orders.csv", "transactions.xlsx"]) {
      const response = await exportFile(stack.url, file, { dateFrom: "0000-01-01T00:00:00.000Z" }, stack.admin);
      expect(response.status, file).toBe(400);
      const body = (await response.json()) as { error: { fields: FieldFailure[] } };
      expect(body.error.fields).toEqual([expect.objectContaining({ field: "dateFrom", ...YEAR_RANGE })]);
    }
    const impossible = await exportFile(stack.url, "orders.csv", { dateTo: "2025-02-30T00:00:00Z" }, stack.admin);
    expect(impossible.status).toBe(400);
    const body = (await impossible.json()) as { error: { fields: FieldFailure[] } };
    expect(body.error.fields).toEqual([expect.objectContaining({ field: "dateTo", rule: "date" })]);
  });
});
