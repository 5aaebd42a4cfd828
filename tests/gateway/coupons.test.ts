/**
 * Coupons through the gateway against the real vendor API (docs/money-contract.md sections 2 and 5): every shared
 * coupon rule refused at its field before any call, the vendor API's own refusals (a taken code, a stale version),
 * the paged codes and redemptions (one call per distinct page), the generation job, and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { column, exportFile, readCsv, readWorkbook } from "./support/export-files";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let other: string;
let agent: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  [other, agent] = await Promise.all([
    loginAs(stack.url, "other", "other123"),
    loginAs(stack.url, "agent", "agent123"),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

const COUPON_FIELDS =
  "id code codeType discountType amount discountRatio percentageUpperLimit minimumSubtotal count startDate endDate " +
  "userLimit channel userType category tripIds priceOptions emailSuffixLimit emailSuffix fullPriceLimit note state " +
  "status generatedCount usedCount discountGiven version";
const CREATE = `mutation Create($input: CouponInput!, $requestId: ID) { createCoupon(input: $input, requestId: $requestId) { ${COUPON_FIELDS} } }`;
const CREATE_DISABLED = `mutation Create($input: CouponInput!) { createCoupon(input: $input, state: DISABLED) { state } }`;
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
      { amount: "20.00", minimumSubtotal: "20.00" },
      { minimumSubtotal: "Lowest amount must be greater than the discount" },
    ],
    [
      "a lowest amount not above the discount, by its deprecated name",
      { amount: "20.00", priceBorderLine: "20.00" },
      { minimumSubtotal: "Lowest amount must be greater than the discount" },
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
    ["a product coupon without trips", { category: "PRODUCT" }, { tripIds: "Choose at least one trip" }],
    ["a product coupon by its deprecated name", { checkType: "PRODUCT" }, { tripIds: "Choose at least one trip" }],
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

const COUPONS = `query Coupons($filter: CouponFilter, $page: PageInput) { coupons(filter: $filter, page: $page) { total items { ${COUPON_FIELDS} } } }`;

async function couponByCode(code: string, token = stack.admin) {
  const result = await stack.run(COUPONS, { filter: { code }, page: { number: 1, size: 100 } }, token);
  return result.data?.coupons.items.find((coupon: { code: string }) => coupon.code === code) as
    { id: string; version: number; usedCount: number; discountGiven: string; generatedCount: number } | undefined;
}

describe("coupons against the vendor API", () => {
  it("lists the demo coupons with their redemptions, which page as the demo orders that used them", async () => {
    const summer = await stack.run(COUPONS, { filter: { code: "summer" } });
    expect(summer.errors).toBeUndefined();
    const coupon = summer.data!.coupons.items.find((item: { code: string }) => item.code === "SUMMER10");
    expect(coupon).toMatchObject({
      codeType: "UNIFORM",
      discountType: "PERCENTAGE_OFF",
      amount: null,
      discountRatio: "0.10",
      state: "ENABLED",
      generatedCount: 1,
    });
    expect(coupon.usedCount).toBeGreaterThan(0);
    const detail = await stack.run(
      `query One($id: ID!) { coupon(id: $id) { id codes { total items { code } } redemptions(page: { number: 1, size: 100 }) { total items { orderNumber code discount payAmount } } } }`,
      { id: coupon.id },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.coupon.codes).toEqual({ total: 1, items: [{ code: "SUMMER10" }] });
    const redemptions = detail.data!.coupon.redemptions;
    expect(redemptions.total).toBe(coupon.usedCount);
    expect(redemptions.items.every((item: { code: string }) => item.code === "SUMMER10")).toBe(true);
    let discounts = 0;
    for (let page = 1; (page - 1) * 100 < redemptions.total; page++) {
      const next = await stack.run(
        `query Page($id: ID!, $page: PageInput) { coupon(id: $id) { redemptions(page: $page) { items { discount } } } }`,
        { id: coupon.id, page: { number: page, size: 100 } },
      );
      for (const item of next.data!.coupon.redemptions.items) discounts += Math.round(Number(item.discount) * 100);
    }
    expect(discounts).toBe(Math.round(Number(coupon.discountGiven) * 100));
  });

  it("reads each distinct page of a coupon's codes once per request, however often the query asks for it", async () => {
    const vip = await couponByCode("VIP");
    expect(vip).toMatchObject({ generatedCount: 50 });
    stack.proxy.reset();
    const result = await stack.run(
      `query Pages($id: ID!) { coupon(id: $id) {
        first: codes(page: { number: 1, size: 20 }) { total items { code } }
        again: codes(page: { number: 1, size: 20 }) { total }
        second: codes(page: { number: 2, size: 20 }) { items { code } }
        redemptions { total } sameRedemptions: redemptions { total } } }`,
      { id: vip!.id },
    );
    expect(result.errors).toBeUndefined();
    const coupon = result.data!.coupon;
    expect(coupon.first.total).toBe(50);
    expect(coupon.first.items).toHaveLength(20);
    const codes = [...coupon.first.items, ...coupon.second.items].map((item: { code: string }) => item.code);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(/^VIP[A-Z0-9]{7}$/);
    expect(stack.proxy.count("/coupon/code/list")).toBe(2);
    expect(stack.proxy.count("/coupon/redemption/list")).toBe(1);
  });

  it("creates a coupon once per requestId, refuses a taken code at its field, edits with its version and records each change", async () => {
    const input = valid({ note: "gateway test" });
    const requestId = crypto.randomUUID();
    const created = await stack.run(CREATE, { input, requestId });
    expect(created.errors).toBeUndefined();
    const coupon = created.data!.createCoupon;
    expect(coupon).toMatchObject({ code: input.code, amount: "5.00", version: 1, state: "ENABLED", usedCount: 0 });
    const repeated = await stack.run(CREATE, { input, requestId });
    expect(repeated.data!.createCoupon.id).toBe(coupon.id);

    const taken = await stack.run(CREATE, { input: { ...input, code: input.code.toLowerCase() } });
    expect(fieldMessages(taken.errors?.[0])).toEqual({ code: "Coupon code already exists" });

    const updated = await stack.run(UPDATE, { id: coupon.id, version: 1, input: { ...input, amount: "7.50" } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCoupon).toMatchObject({ amount: "7.50", version: 2 });
    const stale = await stack.run(UPDATE, { id: coupon.id, version: 1, input });
    expect(stale.errors?.[0]?.extensions?.code).toBe("STALE_DATA");

    const disabled = await stack.run(
      `mutation { setCouponState(id: "${coupon.id}", version: 2, enabled: false) { state version } }`,
    );
    expect(disabled.data!.setCouponState).toEqual({ state: "DISABLED", version: 3 });

    const trail = await stack.run(
      `query Trail($id: ID) { auditTrail(area: COUPON, targetId: $id) { total items { area } } }`,
      { id: coupon.id },
    );
    expect(trail.errors).toBeUndefined();
    expect(trail.data!.auditTrail.total).toBeGreaterThanOrEqual(3);
    expect(new Set(trail.data!.auditTrail.items.map((item: { area: string }) => item.area))).toEqual(
      new Set(["COUPON"]),
    );
  });

  it("adds a sequence coupon at once with its generation job (only an ERROR job can be retried) and a coupon disabled", async () => {
    const prefix = `Q${(Date.now() % 1000).toString(36).toUpperCase()}`.slice(0, 4);
    const created = await stack.run(CREATE, {
      input: valid({ codeType: "SEQUENCE", code: prefix, count: 30 }),
    });
    expect(created.errors).toBeUndefined();
    const coupon = created.data!.createCoupon;
    expect(coupon).toMatchObject({ codeType: "SEQUENCE", code: prefix, count: 30 });
    const disabled = await stack.run(CREATE_DISABLED, { input: valid() });
    expect(disabled.data!.createCoupon.state).toBe("DISABLED");
    const jobs = await stack.run(
      `query Jobs($id: ID) { couponJobs(filter: { couponId: $id }) { total items { id couponId couponCode requested state } } }`,
      { id: coupon.id },
    );
    expect(jobs.errors).toBeUndefined();
    const [job] = jobs.data!.couponJobs.items;
    expect(jobs.data!.couponJobs.total).toBe(1);
    expect(job).toMatchObject({ couponId: coupon.id, couponCode: prefix, requested: 30 });
    expect(["PENDING", "SUCCESSFUL"]).toContain(job.state);
    const retried = await stack.run(`mutation { retryCouponJob(id: "${job.id}") { state } }`);
    expect(retried.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20409 });
  });

  it("keeps each tenant to its own coupons", async () => {
    const summer = (await couponByCode("SUMMER10"))!;
    // Both tenants have a SUMMER10 of their own: each sees its own coupon and its own orders' redemptions.
    const theirSummer = (await couponByCode("SUMMER10", other))!;
    expect(theirSummer.id).not.toBe(summer.id);
    expect(await couponByCode("THAMES10")).toBeUndefined();
    expect(await couponByCode("THAMES10", other)).toBeDefined();
    const found = await stack.run(`{ coupon(id: "${summer.id}") { id } }`, {}, other);
    expect(found.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20404 });
    const edit = await stack.run(UPDATE, { id: summer.id, version: summer.version, input: valid() }, other);
    expect(edit.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20404 });
    const state = await stack.run(
      `mutation { setCouponState(id: "${summer.id}", version: ${summer.version}, enabled: false) { state } }`,
      {},
      other,
    );
    expect(state.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20404 });
    expect((await couponByCode("SUMMER10"))!.version).toBe(summer.version);
  });
});

describe("renamed coupon fields and their deprecated upstream names (CHANGELOG.md 0.2.0)", () => {
  const BOTH_NAMES =
    "id category checkType channel subBusLine minimumSubtotal priceBorderLine tripIds productGoodLimit " +
    "priceOptions productSkuAttrLimit";
  const CREATE_BOTH = `mutation Create($input: CouponInput!) { createCoupon(input: $input) { ${BOTH_NAMES} } }`;

  async function aTripId(): Promise<string> {
    const trips = await stack.run(`{ trips(page: { number: 1, size: 1 }) { items { id } } }`);
    return trips.data!.trips.items[0].id;
  }

  it("takes a coupon by the deprecated input names and answers it under both names", async () => {
    const trip = await aTripId();
    const input = valid({
      checkType: "PRODUCT",
      subBusLine: "WEB",
      priceBorderLine: "30.00",
      productGoodLimit: [trip],
      productSkuAttrLimit: ["Adult"],
    });
    const created = await stack.run(CREATE_BOTH, { input });
    expect(created.errors).toBeUndefined();
    const { id, ...coupon } = created.data!.createCoupon;
    expect(coupon).toEqual({
      category: "PRODUCT",
      checkType: "PRODUCT",
      channel: "WEB",
      subBusLine: "WEB",
      minimumSubtotal: "30.00",
      priceBorderLine: "30.00",
      tripIds: [trip],
      productGoodLimit: [trip],
      priceOptions: ["Adult"],
      productSkuAttrLimit: ["Adult"],
    });
    const byChannel = await stack.run(COUPONS, { filter: { code: input.code, channel: "WEB" } });
    const bySubBusLine = await stack.run(COUPONS, { filter: { code: input.code, subBusLine: "WEB" } });
    const elsewhere = await stack.run(COUPONS, { filter: { code: input.code, channel: "APP" } });
    expect(byChannel.data!.coupons.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(bySubBusLine.data!.coupons.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(elsewhere.data!.coupons.total).toBe(0);
  });

  it("lets the new name win when both are given, and names the new field in the vendor API's refusals", async () => {
    const trip = await aTripId();
    const created = await stack.run(CREATE_BOTH, {
      input: valid({ category: "PRODUCT", checkType: "ORDER", tripIds: [trip], channel: "APP", subBusLine: "WEB" }),
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCoupon).toMatchObject({ category: "PRODUCT", channel: "APP", tripIds: [trip] });

    const foreign = await stack.run(CREATE, { input: valid({ category: "PRODUCT", tripIds: [trip, "999999"] }) });
    expect(foreign.errors?.[0]?.extensions?.upstreamCode).toBe(20001);
    expect(Object.keys(fieldMessages(foreign.errors?.[0]))).toEqual(["tripIds"]);
  });

  it("marks the old names deprecated in the schema, each pointing at its new name", async () => {
    const result = await stack.run(`{
      __type(name: "Coupon") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
    }`);
    const fields = result.data!.__type.fields as { name: string; isDeprecated: boolean; deprecationReason: string }[];
    const reasons = Object.fromEntries(fields.filter((f) => f.isDeprecated).map((f) => [f.name, f.deprecationReason]));
    expect(reasons).toEqual({
      checkType: "Use `category`.",
      priceBorderLine: "Use `minimumSubtotal`.",
      productGoodLimit: "Use `tripIds`.",
      productSkuAttrLimit: "Use `priceOptions`.",
      subBusLine: "Use `channel`.",
    });
  });
});

const USAGE = `query Usage($id: ID!, $filter: CouponUsageFilter, $page: PageInput) {
  couponUsage(id: $id, filter: $filter, page: $page) {
    total
    items { id code orderId orderNumber customerName useTime discount orderAmount payAmount }
    summary { code codeType issued used unused uses discountGiven }
  }
}`;

describe("Expired and the usage report", () => {
  it("shows a coupon past its end date as EXPIRED, filters by status, and a later end date brings it back", async () => {
    // The demo's coupons end on 12/31/2025: Expired now, whatever their state.
    const summer = await stack.run(COUPONS, { filter: { code: "SUMMER10" } });
    expect(summer.data!.coupons.items[0]).toMatchObject({ state: "ENABLED", status: "EXPIRED" });
    const code = uniqueCouponCode();
    const created = await stack.run(CREATE, { input: valid({ code, startDate: "2025-01-01", endDate: "2025-01-31" }) });
    expect(created.data!.createCoupon).toMatchObject({ state: "ENABLED", status: "EXPIRED" });
    const codesOf = async (status: string) => {
      const answer = await stack.run(COUPONS, { filter: { code, status }, page: { number: 1, size: 100 } });
      return answer.data!.coupons.items.map((item: { code: string }) => item.code);
    };
    expect(await codesOf("EXPIRED")).toEqual([code]);
    expect(await codesOf("ENABLED")).toEqual([]);
    const { id, version } = created.data!.createCoupon;
    const extended = await stack.run(UPDATE, {
      id,
      version,
      input: valid({ code, startDate: "2025-01-01", endDate: "2099-12-31" }),
    });
    expect(extended.data!.updateCoupon).toMatchObject({ state: "ENABLED", status: "ENABLED" });
    expect(await codesOf("ENABLED")).toEqual([code]);
    expect(await codesOf("EXPIRED")).toEqual([]);
  });

  it("reports each use of a coupon with the whole coupon's totals, filtered and paged by the vendor API", async () => {
    const summer = (await couponByCode("SUMMER10"))!;
    const used = await stack.run(USAGE, { id: summer.id, filter: { used: true }, page: { number: 1, size: 5 } });
    expect(used.errors).toBeUndefined();
    const report = used.data!.couponUsage;
    expect(report.total).toBe(summer.usedCount);
    expect(report.items).toHaveLength(Math.min(5, summer.usedCount));
    expect(report.summary).toEqual({
      code: "SUMMER10",
      codeType: "UNIFORM",
      issued: 1,
      used: 1,
      unused: 0,
      uses: summer.usedCount,
      discountGiven: summer.discountGiven,
    });
    expect(report.items[0]).toMatchObject({ code: "SUMMER10", orderId: expect.any(String) });
    expect(report.items[0].id).toBe(`${report.items[0].id.split(":")[0]}:${report.items[0].orderId}`);
    const unused = await stack.run(USAGE, { id: summer.id, filter: { used: false } });
    expect(unused.data!.couponUsage.total).toBe(0);

    const vip = (await couponByCode("VIP"))!;
    const second = await stack.run(USAGE, { id: vip.id, filter: { code: "vip" }, page: { number: 2, size: 20 } });
    expect(second.data!.couponUsage).toMatchObject({ total: 50, summary: { issued: 50, unused: 50, uses: 0 } });
    expect(second.data!.couponUsage.items).toHaveLength(20);
    expect(second.data!.couponUsage.items[0]).toMatchObject({ orderId: null, discount: null, customerName: null });

    const theirs = await stack.run(USAGE, { id: summer.id }, other);
    expect(theirs.errors?.[0]?.extensions?.upstreamCode).toBe(20404);
    const refused = await stack.run(USAGE, { id: summer.id }, agent);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("coupon exports", () => {
  it("writes the coupon list the GraphQL field answers, filter and all, money as 2 decimals", async () => {
    const listed = await stack.run(COUPONS, {
      filter: { discountType: "PERCENTAGE_OFF" },
      page: { number: 1, size: 100 },
    });
    const rows = await readCsv(
      await exportFile(stack.url, "coupons.csv", { discountType: "PERCENTAGE_OFF" }, stack.admin),
    );
    const items = listed.data!.coupons.items as Array<{ code: string; discountRatio: string; discountGiven: string }>;
    expect(rows.length - 1).toBe(listed.data!.coupons.total);
    expect(column(rows, "Code")).toEqual(items.map((item) => item.code));
    expect(column(rows, "Discount rate")).toEqual(items.map((item) => item.discountRatio));
    expect(column(rows, "Discount given")).toEqual(items.map((item) => item.discountGiven));
    expect(new Set(column(rows, "Type"))).toEqual(new Set(["Percentage off"]));
  });

  it("writes every code of a sequence coupon, as many as its codes field pages through", async () => {
    const vip = (await couponByCode("VIP"))!;
    const codes = await stack.run(
      `{ coupon(id: "${vip.id}") { codes(page: { number: 1, size: 100 }) { items { code usedCount } } } }`,
    );
    const book = await readWorkbook(await exportFile(stack.url, "coupon-codes.xlsx", { id: vip.id }, stack.admin));
    expect(book.rows.slice(1)).toEqual(
      codes.data!.coupon.codes.items.map((item: { code: string; usedCount: number }) => [
        item.code,
        String(item.usedCount),
      ]),
    );
    expect(book.rows).toHaveLength(51);
  });

  it("writes a coupon's usage report as the couponUsage field answers it, filter and all", async () => {
    const summer = (await couponByCode("SUMMER10"))!;
    const listed = await stack.run(USAGE, { id: summer.id, filter: { used: true }, page: { number: 1, size: 100 } });
    const rows = await readCsv(
      await exportFile(stack.url, "coupon-usage.csv", { id: summer.id, used: "true" }, stack.admin),
    );
    const items = listed.data!.couponUsage.items as Array<Record<string, string>>;
    expect(rows.length - 1).toBe(listed.data!.couponUsage.total);
    expect(column(rows, "Order")).toEqual(items.map((item) => item.orderNumber));
    expect(column(rows, "Discount")).toEqual(items.map((item) => item.discount));
    expect(column(rows, "Order amount")).toEqual(items.map((item) => item.orderAmount));
    expect(column(rows, "Customer")).toEqual(items.map((item) => item.customerName));
    const vip = (await couponByCode("VIP"))!;
    const unused = await readCsv(
      await exportFile(stack.url, "coupon-usage.csv", { id: vip.id, used: "false" }, stack.admin),
    );
    expect(unused).toHaveLength(51);
    expect(new Set(column(unused, "Order"))).toEqual(new Set([""]));
  });

  it("needs a session, the coupon page and its export action, and the caller's own coupon", async () => {
    const vip = (await couponByCode("VIP"))!;
    expect((await exportFile(stack.url, "coupon-usage.csv", { id: vip.id }, other)).status).toBe(404);
    for (const file of ["coupons.csv", "coupon-codes.csv", "coupon-usage.csv"]) {
      const query: Record<string, string> = file === "coupons.csv" ? {} : { id: vip.id };
      expect((await exportFile(stack.url, file, query, null)).status, file).toBe(401);
      expect((await exportFile(stack.url, file, query, agent)).status, file).toBe(403);
    }
    expect((await exportFile(stack.url, "coupon-codes.csv", { id: vip.id }, other)).status).toBe(404);
    expect((await exportFile(stack.url, "coupon-codes.csv", {}, stack.admin)).status).toBe(400);
  });
});
