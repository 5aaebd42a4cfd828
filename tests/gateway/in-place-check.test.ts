/**
 * The check that lets a vendor API answer stand for zod's copy of it (gateway/src/performance/in-place-check.ts): it
 * never accepts what zod refuses or would answer differently, it accepts every order row zod would only copy, and the
 * reference vendor API's list answers take it.
 */
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fastPaths } from "../../gateway/src/performance";
import { acceptsAsIs } from "../../gateway/src/performance/in-place-check";
import { envelopeSchema, expectResult, parseEnvelope } from "../../gateway/src/rest/envelope";
import { upstreamOrderListItemSchema } from "../../gateway/src/modules/order/order.mapper";
import { upstreamListSchema } from "../../gateway/src/modules/shared/page.mapper";
import { upstreamTagSchema } from "../../gateway/src/modules/tag/tag.mapper";
import { upstreamTransactionListItemSchema } from "../../gateway/src/modules/transaction/transaction.mapper";
import { upstreamTripListItemSchema } from "../../gateway/src/modules/trip/trip.mapper";
import { startTestApi, type SessionHeaders, type TestApi } from "../vendor-api/support/api";

/** Accepted values are ones zod accepts and answers with an equal copy of; refused ones are left to zod. */
function expectAgreement(schema: z.ZodType, value: unknown): boolean {
  const accepted = acceptsAsIs(schema)(value);
  if (accepted) {
    const parsed = schema.safeParse(value);
    expect(parsed.success, JSON.stringify(value)).toBe(true);
    expect(parsed.data).toStrictEqual(value);
  }
  return accepted;
}

const ORDER = {
  id: 371,
  orderNumber: "DT2509240001",
  type: 0,
  state: 2,
  channelId: 2,
  channelName: "app",
  creator: "customer",
  contactFirstName: "Mason",
  contactLastName: "Scott",
  contactEmail: "mason.scott63@example.net",
  contactCountryCode: "+49",
  contactPhone: null,
  tripNames: ["Harbour cruise"],
  orderDate: "2025-09-24",
  createTime: "2025-09-24T10:00:00.000Z",
  payTime: null,
  completeTime: null,
  paymentTypes: [1, 3],
  cardLast4: "4242",
  transactionId: null,
  totalAmount: "120.00",
  payAmount: "120.00",
  refundedAmount: "0.00",
  bookingFee: "2.00",
  rescheduleFee: "0.00",
  differencePrice: "0.00",
  couponCode: null,
  version: 1,
  ticketNumbers: ["T1"],
};

describe("the in-place check", () => {
  it.each([
    ["string", z.string(), "a", true],
    ["string refused", z.string(), 1, false],
    ["string with a check", z.string().min(1), "a", false],
    ["string with a format", z.iso.datetime(), "2025-09-24", false],
    ["e-mail", z.email(), "not an address", false],
    ["number", z.number(), 1.5, true],
    ["number, not finite", z.number(), Infinity, false],
    ["integer", z.number().int(), 3, true],
    ["integer refused", z.number().int(), 1.5, false],
    ["z.int()", z.int(), 3, true],
    ["number with a bound", z.number().min(0), 3, false],
    ["boolean", z.boolean(), false, true],
    ["null", z.null(), null, true],
    ["unknown", z.unknown(), { any: "thing" }, true],
    ["nullable", z.string().nullable(), null, true],
    ["optional", z.string().optional(), undefined, true],
    ["array", z.array(z.number()), [1, 2], true],
    ["array item refused", z.array(z.number()), [1, "2"], false],
    ["array with a length check", z.array(z.number()).min(1), [1], false],
    ["enum", z.enum(["days", "hours"]), "days", true],
    ["enum refused", z.enum(["days", "hours"]), "weeks", false],
    ["literal", z.literal(3), 3, true],
    ["union", z.union([z.string(), z.number()]), 3, true],
    ["union refused", z.union([z.string(), z.number()]), true, false],
    // zod would answer the first option's transform, or the first object's copy without "b".
    ["union after a transform", z.union([z.string().transform((text) => text.trim()), z.string()]), " a ", false],
    [
      "union of objects",
      z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() })]),
      { a: "x", b: 1 },
      false,
    ],
    ["catch, inner valid", z.string().catch("x"), "a", true],
    ["catch, inner invalid (zod's fallback)", z.string().catch("x"), 1, false],
    ["default, given", z.string().default("x"), "a", true],
    ["default, missing (zod's default)", z.string().default("x"), undefined, false],
    ["transform", z.string().transform((text) => text.trim()), " a ", false],
    ["refinement", z.string().refine((text) => text !== ""), "a", false],
    ["object", z.object({ a: z.string() }), { a: "x" }, true],
    ["object, a key zod strips", z.object({ a: z.string() }), { a: "x", b: 1 }, false],
    ["object, an empty key zod strips", z.object({ a: z.string() }), { a: "x", "": 1 }, false],
    ["object, a required key missing", z.object({ a: z.unknown() }), {}, false],
    ["object, an optional key missing", z.object({ a: z.string().nullish() }), {}, true],
    ["strict object", z.strictObject({ a: z.string() }), { a: "x" }, false],
    ["array, not an object", z.object({}), [], false],
  ])("%s", (_name, schema, value, accepted) => {
    expect(expectAgreement(schema, value)).toBe(accepted);
  });

  // The order row's schema has only parts the check reads, so it must answer as zod would: accept every row zod only
  // copies (a check that refused too much would cost zod's copy again, answers unchanged) and no other.
  it("accepts an order row exactly when zod would answer an equal copy of it", () => {
    const zodOnlyCopies = (row: unknown) => {
      const parsed = upstreamOrderListItemSchema.safeParse(row);
      return parsed.success && isDeepStrictEqual(parsed.data, row);
    };
    // As a vendor API answer can hold them: JSON has no undefined, a key left out is one of the rows.
    const rows: Array<[string, unknown]> = [["the row", ORDER]];
    const otherValues: unknown[] = [null, "x", 1.5, -1, true, [], {}, [1], ["x"]];
    for (const key of Object.keys(ORDER)) {
      const { [key]: _left, ...without } = ORDER as Record<string, unknown>;
      rows.push([`without ${key}`, without]);
      for (const other of otherValues) rows.push([`${key}: ${JSON.stringify(other)}`, { ...ORDER, [key]: other }]);
    }
    const expected = Object.fromEntries(rows.map(([name, row]) => [name, zodOnlyCopies(row)]));
    expect(expected).toMatchObject({
      "the row": true,
      "without bookingFee": true,
      "contactPhone: null": true,
      "id: -1": true,
    });
    const accepted = rows.map(([name, row]) => [name, acceptsAsIs(upstreamOrderListItemSchema)(row)]);
    expect(Object.fromEntries(accepted)).toStrictEqual(expected);
    expect(expectAgreement(upstreamOrderListItemSchema, { ...ORDER, extra: 1 })).toBe(false);
    // A "__proto__" key parsed from JSON is an own key zod strips.
    const polluted = JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(ORDER).slice(1)}`);
    expect(expectAgreement(upstreamOrderListItemSchema, polluted)).toBe(false);
  });

  it("lets an answer it accepts stand for zod's copy with the fast paths, and leaves every other to zod", () => {
    const list = { list: [ORDER], total: 1 };
    const schema = upstreamListSchema(upstreamOrderListItemSchema);
    const answer = expectResult(schema, list, "order/list");
    expect(answer).toStrictEqual(list);
    // Without them (GATEWAY_FAST_PATHS=off) zod's copy.
    expect(answer === list).toBe(fastPaths());
    const stripped = expectResult(schema, { ...list, extra: true }, "order/list");
    expect(stripped).toStrictEqual(list);
    expect(() => expectResult(schema, { list: [{ ...ORDER, id: "371" }], total: 1 }, "order/list")).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ fault: "malformed-body" }),
        upstreamShapeError: expect.stringContaining("order/list"),
      }),
    );
  });

  it("reads envelopes the same way: a refusal's unreadable params are still dropped by zod", () => {
    const success = `{"status":{"code":0,"msg":"success"},"result":{"a":1}}`;
    expect(parseEnvelope(success)).toStrictEqual(JSON.parse(success));
    const refusal = `{"status":{"code":40001,"msg":"no","key":"k","params":{"field":{"nested":1}}}}`;
    expect(acceptsAsIs(envelopeSchema)(JSON.parse(refusal))).toBe(false);
    expect(parseEnvelope(refusal)).toEqual({ status: { code: 40001, msg: "no", key: "k", params: undefined } });
    expect(parseEnvelope(`{"status":{"code":"0"}}`)).toBeNull();
  });
});

describe("the reference vendor API's list answers", () => {
  let vendorApi: TestApi;
  let headers: SessionHeaders;

  beforeAll(async () => {
    vendorApi = await startTestApi();
    ({ headers } = await vendorApi.login("admin", "admin123"));
  });
  afterAll(() => vendorApi?.close());

  // Were one to fall back to zod, answers would stay right but cost zod's copy again: the pages of the scale
  // contract's throughput bench (a trip page names its tags) and the transaction list. A refund row carries a
  // `completeTime` the protocol's list item does not name, so refund lists keep zod's copy.
  it.each([
    ["/order/list", upstreamOrderListItemSchema],
    ["/trip/list", upstreamTripListItemSchema],
    ["/tag/list", upstreamTagSchema],
    ["/transaction/list", upstreamTransactionListItemSchema],
  ])("%s takes the check", async (path, item) => {
    const { status, result } = await vendorApi.post(path, { pageNum: 1, pageSize: 20 }, headers);
    expect(status.code).toBe(0);
    expect(result.list.length).toBeGreaterThan(0);
    expect(expectAgreement(upstreamListSchema(item), result)).toBe(true);
  });
});
