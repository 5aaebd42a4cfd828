/**
 * Coupons (docs/money-contract.md section 2): the calls and their rules, tenant isolation, versions, idempotent adds,
 * redemptions against the order list, and the background generation of sequence codes (progress, errors, retry,
 * restart).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { buildVendorApi } from "../../vendor-api/src/server";
import { syncReferenceData } from "../../vendor-api/src/seed/reference-data-sync";
import { fieldMessages, startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { freshTenant, page, roleWith, userWith, type FreshTenant } from "./support/tenants";

let api: TestApi;
let admin: SessionHeaders;
let other: SessionHeaders;
let fresh: SessionHeaders;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await api.login("admin", "admin123")).headers;
  other = (await api.login("other", "other123")).headers;
  fresh = (await api.login("newvendor", "vendor123")).headers;
});
afterAll(() => api?.close());

interface Coupon {
  id: number;
  code: string;
  codeType: number;
  state: number;
  status: number;
  count: number;
  generatedCount: number;
  usedCount: number;
  discountGiven: string;
  version: number;
}
interface Job {
  id: number;
  couponId: number;
  requested: number;
  generated: number;
  state: number;
  errorMessage: string | null;
}

const PAGE = { pageNum: 1, pageSize: 100 };
const uniform = (overrides: Record<string, unknown> = {}) => ({
  codeType: 1,
  code: "TEST1",
  discountType: 1,
  amount: "5.00",
  count: 10,
  startDate: "2025-01-01",
  endDate: "2025-12-31",
  ...overrides,
});
const sequence = (code: string, count: number) => uniform({ codeType: 2, code, count });

const add = (body: Record<string, unknown>, headers = admin) => api.post("/coupon/add", body, headers);
const coupons = async (headers = admin, filter: Record<string, unknown> = {}) =>
  (await api.post("/coupon/list", { ...PAGE, ...filter }, headers)).result as { list: Coupon[]; total: number };
const jobOf = async (couponId: number): Promise<Job> =>
  (await api.post("/coupon/job/list", { ...PAGE, couponId }, admin)).result.list[0];

/** Reads the job until `done` holds, answering every state seen on the way. */
async function watchJob(couponId: number, done: (job: Job) => boolean): Promise<Job[]> {
  const seen: Job[] = [];
  for (;;) {
    const job = await jobOf(couponId);
    seen.push(job);
    if (done(job)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many codes the coupon has, how many distinct, and its job's `generated`, read in one statement. */
async function codeCounts(couponId: number) {
  const result = await api.db.execute(sql`select count(*)::int as total, count(distinct code)::int as distinct_codes,
      (select generated from coupon_jobs where coupon_id = ${couponId}) as generated
    from coupon_codes where coupon_id = ${couponId}`);
  const [row] = (result as unknown as { rows: Array<{ total: number; distinct_codes: number; generated: number }> })
    .rows;
  return { total: row.total, distinct: row.distinct_codes, generated: row.generated };
}

describe("demo coupons", () => {
  it("seeds Demo Tours' order coupons and the VIP sequence, Other Tours' own, none for Fresh Vendor", async () => {
    const demo = await coupons();
    expect(demo.list.map((coupon) => coupon.code).sort()).toEqual(
      ["FAMILY15", "SPRING20", "SUMMER10", "VIP", "WELCOME5"].sort(),
    );
    const byCode = new Map(demo.list.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get("SPRING20")).toMatchObject({ codeType: 1, amount: "20.00", priceBorderLine: "100.00" });
    expect(byCode.get("SUMMER10")).toMatchObject({ discountType: 2, discountRatio: "0.10", generatedCount: 1 });
    const vip = byCode.get("VIP")!;
    expect(vip).toMatchObject({ codeType: 2, count: 50, generatedCount: 50 });
    expect(await jobOf(vip.id)).toMatchObject({ requested: 50, generated: 50, state: 1, errorMessage: null });
    const codes = await api.post("/coupon/code/list", { ...PAGE, couponId: vip.id }, admin);
    expect(codes.result.total).toBe(50);
    expect(codes.result.list.every((code: { code: string }) => /^VIP[A-Z0-9]{7}$/.test(code.code))).toBe(true);

    // Other Tours has coupons of the same codes (its own) and one Demo Tours lacks.
    expect((await coupons(other)).list.map((coupon) => coupon.code).sort()).toEqual(
      ["FAMILY15", "SPRING20", "SUMMER10", "THAMES10", "WELCOME5"].sort(),
    );
    expect(await coupons(fresh)).toEqual({ list: [], total: 0 });
  });

  it.each([
    ["Demo Tours", () => admin, 6],
    // Other Tours has coupons of the same codes but no order that used one: none of Demo Tours' uses may count.
    ["Other Tours", () => other, 0],
  ])("counts the sold orders of %s that carry each code, and their coupon payments", async (_, as, least) => {
    const session = as();
    const orders: Array<{ id: number; state: number; couponCode: string | null }> = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await api.post("/order/list", { pageNum, pageSize: 100 }, session);
      orders.push(...page.result.list);
      if (orders.length >= page.result.total) break;
    }
    let redeemed = 0;
    for (const coupon of (await coupons(session)).list.filter((entry) => entry.codeType === 1)) {
      const sold = orders.filter((order) => order.couponCode === coupon.code && [1, 3].includes(order.state));
      const redemptions = await api.post("/coupon/redemption/list", { ...PAGE, couponId: coupon.id }, session);
      const list = redemptions.result.list as Array<{ orderId: number; discount: string; code: string }>;
      expect(coupon.usedCount).toBe(sold.length);
      expect(redemptions.result.total).toBe(sold.length);
      expect(list.map((entry) => entry.orderId).sort()).toEqual(sold.map((order) => order.id).sort());
      const cents = list.reduce((sum, entry) => sum + Math.round(Number(entry.discount) * 100), 0);
      expect(Math.round(Number(coupon.discountGiven) * 100)).toBe(cents);
      const codes = await api.post("/coupon/code/list", { ...PAGE, couponId: coupon.id }, session);
      expect(codes.result.list).toEqual([{ id: expect.any(Number), code: coupon.code, usedCount: sold.length }]);
      redeemed += sold.length;
      if (list[0]) {
        const detail = await api.get("/order/find", { id: list[0].orderId }, session);
        const couponPayments = detail.result.payments.filter((payment: { paymentType: number }) => {
          return payment.paymentType === 7;
        });
        expect(couponPayments.map((payment: { amount: string }) => payment.amount)).toEqual([list[0].discount]);
      }
    }
    expect(redeemed).toBeGreaterThanOrEqual(least);
  });
});

describe("coupon rules", () => {
  it("answers every rule at its field with the contract's message", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await add(body);
      expect(answer.status.code).toBe(20001);
      return fieldMessages(answer);
    };
    expect(await refused(uniform({ code: "", amount: "", count: null, startDate: "", endDate: "" }))).toEqual({
      code: "Required",
      amount: "Required",
      count: "Required",
      startDate: "Required",
      endDate: "Required",
    });
    expect(
      await refused(uniform({ code: "A-1", amount: "1.234", count: 0, startDate: "2025-02-30", userLimit: 0 })),
    ).toEqual({
      code: "Letters and digits only",
      amount: "Invalid price",
      count: "Quantity must be between 1 and 100000",
      startDate: "Invalid date",
      userLimit: "No less than 1",
    });
    expect(await refused(uniform({ code: "ABCDEFGHIJK", amount: "0", endDate: "2024-12-31" }))).toEqual({
      code: "No more than 10 characters",
      amount: "No less than 0.01",
      endDate: "Start date must not be after end date",
    });
    expect(await refused(sequence("ABCDE", 100_001))).toEqual({
      code: "No more than 4 characters",
      count: "Quantity must be between 1 and 100000",
    });
    expect(
      await refused(
        uniform({
          discountType: 2,
          amount: null,
          discountRatio: "1",
          percentageUpperLimit: "x",
          note: "n".repeat(501),
        }),
      ),
    ).toEqual({
      discountRatio: "Discount rate must be greater than 0 and less than 1",
      percentageUpperLimit: "Invalid price",
      note: "No more than 500 characters",
    });
    expect(await refused(uniform({ amount: "20.00", priceBorderLine: "20.00" }))).toEqual({
      priceBorderLine: "Lowest amount must be greater than the discount",
    });
    expect(await refused(uniform({ checkType: 2, productGoodLimit: [] }))).toEqual({
      productGoodLimit: "Choose at least one trip",
    });
    const [otherTrip] = (await api.post("/trip/list", { pageNum: 1, pageSize: 1 }, other)).result.list;
    expect(await refused(uniform({ checkType: 2, productGoodLimit: [otherTrip.id] }))).toEqual({
      productGoodLimit: "Not a trip of this vendor",
    });
    expect(await refused(uniform({ emailSuffixLimit: 1, emailSuffix: "" }))).toEqual({ emailSuffix: "Required" });
    expect(await refused(uniform({ emailSuffixLimit: 1, emailSuffix: "acme.com" }))).toEqual({
      emailSuffix: "Invalid e-mail suffix",
    });
    expect(await refused(uniform({ code: "summer10" }))).toEqual({ code: "Coupon code already exists" });
    // A code of a sequence coupon is a code of the tenant too.
    const vip = (await coupons(admin, { code: "vip" })).list[0];
    const vipCode = (await api.post("/coupon/code/list", { ...PAGE, couponId: vip.id }, admin)).result.list[0].code;
    expect(await refused(uniform({ code: vipCode.toLowerCase() }))).toEqual({ code: "Coupon code already exists" });
    expect((await coupons()).total).toBe(5);
  });

  it("stores the code upper-case; another tenant may use the same code", async () => {
    const added = await add(uniform({ code: "thames10", checkType: 2, productGoodLimit: [] }), admin);
    expect(fieldMessages(added)).toEqual({ productGoodLimit: "Choose at least one trip" });
    const mine = await add(uniform({ code: "thames10" }));
    expect(mine.status.code).toBe(0);
    expect(mine.result).toMatchObject({ code: "THAMES10", version: 1, state: 1, generatedCount: 1, usedCount: 0 });
  });

  it("lets one of two simultaneous adds of a code through and answers the other at its field", async () => {
    const answers = await Promise.all([add(uniform({ code: "RACE1" })), add(uniform({ code: "race1" }))]);
    expect(answers.map((answer) => answer.status.code).sort()).toEqual([0, 20001]);
    expect(fieldMessages(answers.find((answer) => answer.status.code === 20001)!)).toEqual({
      code: "Coupon code already exists",
    });
    // The unique index itself holds the line, whatever a check before it saw.
    const insert = api.db.execute(
      sql`insert into coupon_codes (tenant_id, coupon_id, code)
        select tenant_id, coupon_id, code from coupon_codes where code = 'RACE1'`,
    );
    await expect(insert).rejects.toThrow();
  });
});

/**
 * Two saves at once on PostgreSQL: another transaction holds the code (or request id) uncommitted, so the check
 * before the write cannot see it and the unique index decides once that transaction commits.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("simultaneous saves on PostgreSQL", () => {
  async function whileHeld(statement: string, values: unknown[], call: () => Promise<unknown>) {
    const pool = (api.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(statement, values);
      const answer = call();
      // The call's statement has reached the database and waits on the held lock: now the two run at once.
      await expect
        .poll(async () => {
          const { rows } = await client.query<{ waiting: number }>(
            "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          return rows[0].waiting;
        })
        .toBeGreaterThan(0);
      await client.query("commit");
      return await answer;
    } finally {
      client.release();
    }
  }

  it("answers a code another save took meanwhile at its field", async () => {
    // A coupon of its own holds the code: a demo coupon's figures stay the data set's for the tests after this one.
    const { result: holder } = await add(uniform({ code: "HOLDX" }));
    const answer = (await whileHeld(
      "insert into coupon_codes (tenant_id, coupon_id, code) values (1001, $1, 'HELD1')",
      [holder.id],
      () => add(uniform({ code: "held1" })),
    )) as Awaited<ReturnType<typeof add>>;
    expect(fieldMessages(answer)).toEqual({ code: "Coupon code already exists" });
  });

  it("answers a request id another save took meanwhile with that save's coupon", async () => {
    const requestId = "5d1a7c3e-0b2f-4e8d-a6c1-9f3e2b7d4a55";
    const answer = (await whileHeld(
      `insert into coupons (tenant_id, code, code_type, discount_type, amount, count, start_date, end_date, creator,
        request_id) values (1001, 'HELD2', 1, 1, 5, 10, '2025-01-01', '2025-12-31', 'admin', $1) returning id`,
      [requestId],
      () => add({ ...uniform({ code: "HELD3" }), requestId }),
    )) as Awaited<ReturnType<typeof add>>;
    expect(answer.result).toMatchObject({ code: "HELD2" });
    expect((await coupons(admin, { code: "HELD3" })).total).toBe(0);
  });
});

describe("coupon calls", () => {
  it("edits with its version (10008 when stale), enables and disables, and records each change", async () => {
    const { result: coupon } = await add(uniform({ code: "EDIT1" }));
    const changed = await api.post(
      "/coupon/edit",
      { ...uniform({ code: "edit2", amount: "7.50" }), id: coupon.id, version: 1 },
      admin,
    );
    expect(changed.result).toMatchObject({ code: "EDIT2", amount: "7.50", version: 2 });
    const vip = (await coupons(admin, { code: "VIP" })).list[0];
    const { codeType: _rule, ...vipFields } = sequence("VIP", 50);
    const fixed = await api.post(
      "/coupon/edit",
      { ...vipFields, code: "VIPX", count: 60, id: vip.id, version: vip.version },
      admin,
    );
    expect(fieldMessages(fixed)).toEqual({
      code: "Cannot change after codes are generated",
      count: "Cannot change after codes are generated",
    });
    const toSequence = await api.post("/coupon/edit", { ...sequence("EDT", 5), id: coupon.id, version: 2 }, admin);
    expect(fieldMessages(toSequence)).toEqual({ codeType: "Cannot change after codes are generated" });
    const stale = await api.post("/coupon/edit", { ...uniform({ code: "EDIT2" }), id: coupon.id, version: 1 }, admin);
    expect(stale.status.code).toBe(10008);
    // The old code is free again, the new one is taken.
    expect((await add(uniform({ code: "EDIT1" }))).status.code).toBe(0);
    expect(fieldMessages(await add(uniform({ code: "EDIT2" })))).toEqual({ code: "Coupon code already exists" });

    const disabled = await api.post("/coupon/state", { id: coupon.id, version: 2, state: 0 }, admin);
    expect(disabled.result).toMatchObject({ state: 0, version: 3 });
    expect((await api.post("/coupon/state", { id: coupon.id, version: 2, state: 1 }, admin)).status.code).toBe(10008);
    expect((await coupons(admin, { state: 0 })).list.map((entry) => entry.id)).toEqual([coupon.id]);

    const trail = await api.post("/audit/list", { ...PAGE, area: "coupon", targetId: coupon.id }, admin);
    expect(trail.result.list.map((entry: { action: string }) => entry.action)).toEqual(["edit", "edit", "add"]);
    expect(trail.result.list[0].changes).toEqual([{ field: "state", from: 1, to: 0 }]);
    expect(trail.result.list[1].changes).toEqual([
      { field: "code", from: "EDIT1", to: "EDIT2" },
      { field: "amount", from: "5.00", to: "7.50" },
    ]);
  });

  it("answers another tenant's coupon and job as not found and changes nothing", async () => {
    const theirsBefore = (await coupons(other)).list;
    const [theirs] = theirsBefore;
    const vip = (await coupons(admin, { code: "VIP" })).list[0];
    const vipJob = await jobOf(vip.id);
    const answers = [
      await api.get("/coupon/find", { id: theirs.id }, admin),
      await api.post("/coupon/edit", { ...uniform({ code: "MINE" }), id: theirs.id, version: theirs.version }, admin),
      await api.post("/coupon/state", { id: theirs.id, version: theirs.version, state: 0 }, admin),
      await api.post("/coupon/code/list", { ...PAGE, couponId: theirs.id }, admin),
      await api.post("/coupon/redemption/list", { ...PAGE, couponId: theirs.id }, admin),
      await api.post("/coupon/job/retry", { id: vipJob.id }, other),
    ];
    expect(answers.map((answer) => answer.status.code)).toEqual([20404, 20404, 20404, 20404, 20404, 20404]);
    expect((await api.post("/coupon/job/list", PAGE, other)).result).toEqual({ list: [], total: 0 });
    expect((await coupons(other)).list).toEqual(theirsBefore);
  });

  it("filters by code, code rule, discount type, channel and the day a coupon is valid on", async () => {
    expect((await coupons(admin, { code: "er1" })).list.map((coupon) => coupon.code)).toEqual(["SUMMER10"]);
    expect((await coupons(admin, { codeType: 2 })).list.map((coupon) => coupon.code)).toEqual(["VIP"]);
    const percentage = (await coupons(admin, { discountType: 2 })).list.map((coupon) => coupon.code);
    expect(percentage.sort()).toEqual(["FAMILY15", "SUMMER10", "VIP"]);
    expect((await coupons(admin, { subBusLine: 2 })).total).toBe(0);
    const activeEarly = (await coupons(admin, { activeOn: "2025-01-10" })).list.map((coupon) => coupon.code);
    expect(activeEarly).toContain("SUMMER10");
    expect(activeEarly).not.toContain("VIP");
  });

  it("answers a repeated requestId with the first call's coupon, also when both come at once", async () => {
    const requestId = "2b7e1d2c-4a51-4c7e-9a43-0f1c9c3f0a11";
    const first = await add({ ...uniform({ code: "ONCE1" }), requestId });
    const again = await add({ ...uniform({ code: "ONCE1" }), requestId });
    expect(again).toEqual(first);
    const together = "7c0f3d41-1f5e-4a8a-b9a3-3e2f1b0c9d22";
    const both = await Promise.all([
      add({ ...sequence("TWIN", 20), requestId: together }),
      add({ ...sequence("TWIN", 20), requestId: together }),
    ]);
    expect(both.map((answer) => answer.status.code)).toEqual([0, 0]);
    expect(both[0].result.id).toBe(both[1].result.id);
    expect((await coupons(admin, { code: "TWIN" })).total).toBe(1);
    await watchJob(both[0].result.id, (job) => job.state === 1);
    expect(await codeCounts(both[0].result.id)).toEqual({ total: 20, distinct: 20, generated: 20 });
  });
});

describe("sequence code generation", () => {
  // It waits for a job of 100 000 inserts, not a request: some 15 s alone on two cores, more beside other suites.
  it(
    "generates 100 000 codes in the background: progress while pending, then Successful, all distinct",
    { timeout: 120_000 },
    async () => {
      const started = performance.now();
      const added = await add(sequence("BIG", 100_000));
      expect(added.result).toMatchObject({ codeType: 2, code: "BIG", count: 100_000 });
      // Nothing waits for the codes: a sequence coupon cannot be enabled for use until its job is done.
      expect(
        (await api.post("/coupon/state", { id: added.result.id, version: 1, state: 1 }, admin)).status,
      ).toMatchObject({ code: 20409, msg: "A coupon can be enabled once all its codes are generated" });
      const seen = await watchJob(added.result.id, (job) => job.state !== 0);
      const elapsed = performance.now() - started;
      const progress = seen.filter((job) => job.state === 0 && job.generated > 0 && job.generated < 100_000);
      expect(progress.length).toBeGreaterThan(0);
      const generated = seen.map((job) => job.generated);
      expect(generated).toEqual([...generated].sort((a, b) => a - b));
      expect(seen.at(-1)).toMatchObject({ state: 1, generated: 100_000, requested: 100_000 });
      expect(await codeCounts(added.result.id)).toEqual({ total: 100_000, distinct: 100_000, generated: 100_000 });
      const last = await api.post("/coupon/code/list", { pageNum: 1, pageSize: 100, couponId: added.result.id }, admin);
      // A coupon's codes are counted up to the list limit (vendor-api/src/db/list-query.ts, `capped`); the coupon's
      // generatedCount below tells the whole, and the last page is there.
      expect(last.result).toMatchObject({ total: 10_000, totalIsLowerBound: true });
      expect(last.result.list.every((code: { code: string }) => /^BIG[A-Z0-9]{7}$/.test(code.code))).toBe(true);
      const lastPage = { pageNum: 1_000, pageSize: 100, couponId: added.result.id };
      expect((await api.post("/coupon/code/list", lastPage, admin)).result.list).toHaveLength(100);
      expect((await api.get("/coupon/find", { id: added.result.id }, admin)).result.generatedCount).toBe(100_000);
      console.info(`100 000 coupon codes in ${Math.round(elapsed)} ms (${seen.length} progress reads)`);
    },
  );

  it("ends a job in Error after 3 failed batches and resumes on retry without duplicates", async () => {
    // A fault in the database: every batch that would take the ERR coupon past 6 000 codes fails.
    await api.db.execute(sql`create function coupon_fault() returns trigger language plpgsql as $$
      begin
        if new.generated > 6000 and new.generated > old.generated
          and new.coupon_id in (select id from coupons where code = 'ERR') then
          raise exception 'injected fault';
        end if;
        return new;
      end $$`);
    await api.db.execute(
      sql`create trigger coupon_fault before update on coupon_jobs for each row execute function coupon_fault()`,
    );
    const added = await add(sequence("ERR", 10_000));
    const failed = (await watchJob(added.result.id, (job) => job.state !== 0)).at(-1)!;
    expect(failed).toMatchObject({
      state: 2,
      generated: 6000,
      errorMessage: expect.stringContaining("injected fault"),
    });
    expect(await codeCounts(added.result.id)).toEqual({ total: 6000, distinct: 6000, generated: 6000 });

    const vip = (await coupons(admin, { code: "VIP" })).list[0];
    const notFailed = await api.post("/coupon/job/retry", { id: (await jobOf(vip.id)).id }, admin);
    expect(notFailed.status).toMatchObject({ code: 20409, msg: "A job in state SUCCESSFUL cannot retry" });

    await api.db.execute(sql`drop trigger coupon_fault on coupon_jobs`);
    await api.db.execute(sql`drop function coupon_fault`);
    const retried = await api.post("/coupon/job/retry", { id: failed.id }, admin);
    expect(retried.result).toMatchObject({ state: 0, generated: 6000, errorMessage: null });
    const done = (await watchJob(added.result.id, (job) => job.state !== 0)).at(-1)!;
    expect(done).toMatchObject({ state: 1, generated: 10_000 });
    expect(await codeCounts(added.result.id)).toEqual({ total: 10_000, distinct: 10_000, generated: 10_000 });
    const trail = await api.post("/audit/list", { ...PAGE, area: "coupon", targetId: added.result.id }, admin);
    expect(trail.result.list[0]).toMatchObject({
      action: "retryJob",
      changes: [{ field: "jobState", from: "ERROR", to: "PENDING" }],
    });
    const enabled = await api.post("/coupon/state", { id: added.result.id, version: 1, state: 0 }, admin);
    expect(enabled.status.code).toBe(0);
    expect((await api.post("/coupon/state", { id: added.result.id, version: 2, state: 1 }, admin)).status.code).toBe(0);
  });

  it("stops with the server between batches and a restarted server finishes the job", async () => {
    const first = await buildVendorApi(api.context, { logLevel: "silent" });
    await first.ready();
    const { headers: session } = await api.login("admin", "admin123");
    const response = await first.inject({
      method: "POST",
      url: "/coupon/add",
      query: { timestamp: String(Date.now()) },
      headers: session,
      payload: sequence("RST", 20_000),
    });
    const { id } = response.json().result as Coupon;
    await watchJob(id, (job) => job.generated > 0);
    await first.close();
    const stopped = await codeCounts(id);
    expect(stopped.total).toBe(stopped.generated);
    expect(stopped.distinct).toBe(stopped.total);

    const restarted = await buildVendorApi(api.context, { logLevel: "silent" });
    await restarted.ready();
    try {
      await watchJob(id, (job) => job.state === 1);
      expect(await codeCounts(id)).toEqual({ total: 20_000, distinct: 20_000, generated: 20_000 });
    } finally {
      await restarted.close();
    }
  });
});

describe("export actions", () => {
  it("reach a database from before them at start, and the Administrator role holds them", async () => {
    const exports = ["/coupon/export", "/statement/export"];
    // A database of an older version has no such rows; its permission links (none: administrators hold all) stay.
    await api.db.execute(
      sql`delete from permissions where type = 'cmd' and url in ('/coupon/export', '/statement/export')`,
    );
    await syncReferenceData(api.db);
    const actions = async (headers: SessionHeaders) =>
      (
        (await api.post("/vendor/account/permission/load", undefined, headers)).result as Array<{
          type: string;
          url: string;
        }>
      )
        .filter((entry) => entry.type === "cmd" && exports.includes(entry.url))
        .map((entry) => entry.url)
        .sort();
    expect(await actions(admin)).toEqual(exports);
    expect(await actions((await api.login("agent", "agent123")).headers)).toEqual([]);
    const catalogue = (await api.get("/permission/catalogue", {}, admin)).result as Array<{
      url: string;
      parent: string;
    }>;
    expect(catalogue.filter((entry) => exports.includes(entry.url)).map((entry) => [entry.url, entry.parent])).toEqual([
      ["/coupon/export", "sales_coupon_list"],
      ["/statement/export", "statement"],
    ]);
  });
});

describe("Expired, derived from the end date", () => {
  /** Moves the API's clock to `iso`, and signs in again there (a session of the real time may have ended by then). */
  async function at(iso: string, tenant: FreshTenant) {
    api.clock.advance(new Date(iso).getTime() - api.context.now().getTime());
    return (await api.login(tenant.username, tenant.password)).headers;
  }

  it("turns Expired once the end date has passed in the tenant's time zone, end date included", async () => {
    const tenant = await freshTenant(api);
    const added = await add(
      uniform({ code: "LASTDAY", startDate: "2031-03-01", endDate: "2031-03-10" }),
      tenant.headers,
    );
    expect(added.result).toMatchObject({ state: 1, status: 1 });
    const statusAt = async (iso: string, filter: Record<string, unknown> = {}) => {
      const headers = await at(iso, tenant);
      const found = await api.get("/coupon/find", { id: added.result.id }, headers);
      const listed = await coupons(headers, filter);
      return { found: found.result.status, listed: listed.list.map((coupon) => [coupon.code, coupon.status]) };
    };
    try {
      // 03:30 UTC on the 11th is still the 10th in New York (the tenant's zone): the last day counts in full.
      expect(await statusAt("2031-03-11T03:30:00Z")).toEqual({ found: 1, listed: [["LASTDAY", 1]] });
      expect(await statusAt("2031-03-11T03:30:00Z", { status: 2 })).toMatchObject({ listed: [] });
      // 05:00 UTC is the 11th in New York too.
      expect(await statusAt("2031-03-11T05:00:00Z")).toEqual({ found: 2, listed: [["LASTDAY", 2]] });
      expect(await statusAt("2031-03-11T05:00:00Z", { status: 2 })).toMatchObject({ listed: [["LASTDAY", 2]] });
      expect(await statusAt("2031-03-11T05:00:00Z", { status: 1 })).toMatchObject({ listed: [] });
      expect(await statusAt("2031-03-11T05:00:00Z", { status: 0 })).toMatchObject({ listed: [] });

      // Disabled and past its end: Expired all the same; a later end date brings its state back.
      const headers = await at("2031-03-11T05:00:00Z", tenant);
      const disabled = await api.post("/coupon/state", { id: added.result.id, version: 1, state: 0 }, headers);
      expect(disabled.result).toMatchObject({ state: 0, status: 2 });
      const edited = await api.post(
        "/coupon/edit",
        {
          ...uniform({ code: "LASTDAY", startDate: "2031-03-01", endDate: "2031-03-20" }),
          id: added.result.id,
          version: 2,
        },
        headers,
      );
      expect(edited.result).toMatchObject({ state: 0, status: 0, endDate: "2031-03-20" });
      expect(await statusAt("2031-03-11T05:00:00Z", { status: 0 })).toMatchObject({ listed: [["LASTDAY", 0]] });
    } finally {
      api.clock.advance(Date.now() - api.context.now().getTime());
    }
  });
});

describe("usage report", () => {
  interface Usage {
    codeId: number;
    code: string;
    orderId: number | null;
    orderNumber: string | null;
    customerName: string | null;
    useTime: string | null;
    discount: string | null;
    orderAmount: string | null;
    payAmount: string | null;
  }
  const usage = async (couponId: number, filter: Record<string, unknown> = {}, headers = admin) =>
    api.post<{ list: Usage[]; total: number; summary: Record<string, unknown> }>(
      "/coupon/usage/list",
      { ...PAGE, couponId, ...filter },
      headers,
    );

  it("lists each use of a uniform code with its order, in agreement with the orders and the coupon's figures", async () => {
    const summer = (await coupons(admin, { code: "SUMMER10" })).list[0];
    const answer = (await usage(summer.id)).result;
    const redemptions = (await api.post("/coupon/redemption/list", { ...PAGE, couponId: summer.id }, admin)).result;
    expect(summer.usedCount).toBeGreaterThan(0);
    expect(answer.total).toBe(summer.usedCount);
    expect(answer.summary).toEqual({
      code: "SUMMER10",
      codeType: 1,
      issued: 1,
      used: 1,
      unused: 0,
      uses: summer.usedCount,
      discountGiven: summer.discountGiven,
    });
    const byOrder = new Map(answer.list.map((row) => [row.orderId, row]));
    for (const redemption of redemptions.list as Array<Record<string, unknown>>) {
      expect(byOrder.get(redemption.orderId as number)).toMatchObject({
        code: "SUMMER10",
        orderNumber: redemption.orderNumber,
        customerName: redemption.customerName,
        useTime: redemption.createTime,
        discount: redemption.discount,
        payAmount: redemption.payAmount,
      });
    }
    const [first] = answer.list;
    const order = (await api.get("/order/find", { id: first.orderId! }, admin)).result;
    expect(order.couponCode?.toUpperCase()).toBe("SUMMER10");
    expect(first.orderAmount).toBe(order.totalAmount);
  });

  it("pages a sequence coupon's codes, filters used and unused and by code", async () => {
    const vip = (await coupons(admin, { code: "VIP" })).list[0];
    const pages = await Promise.all(
      [1, 2, 3].map(async (pageNum) => (await usage(vip.id, { pageNum, pageSize: 20 })).result),
    );
    expect(pages.map((page) => page.list.length)).toEqual([20, 20, 10]);
    const codes = pages.flatMap((page) => page.list.map((row) => row.code));
    expect(new Set(codes).size).toBe(50);
    expect(pages[0].summary).toMatchObject({ issued: 50, used: 0, unused: 50, uses: 0, discountGiven: "0.00" });
    expect(pages[0].list[0]).toMatchObject({ orderId: null, orderNumber: null, discount: null });
    expect((await usage(vip.id, { used: 1 })).result.total).toBe(0);
    expect((await usage(vip.id, { used: 0 })).result.total).toBe(50);
    const part = codes[7].slice(3, 8).toLowerCase();
    const found = (await usage(vip.id, { code: part })).result;
    expect(found.list.map((row) => row.code)).toContain(codes[7]);
    expect(found.list.every((row) => row.code.toLowerCase().includes(part))).toBe(true);
    // The summary is the whole coupon's, whatever the filter.
    expect(found.summary).toEqual(pages[0].summary);
  });

  it("answers another tenant's coupon as not found and needs the Coupon Usage page", async () => {
    const summer = (await coupons(admin, { code: "SUMMER10" })).list[0];
    expect((await usage(summer.id, {}, other)).status.code).toBe(20404);

    const tenant = await freshTenant(api);
    const coupon = (await add(uniform({ code: "MINE" }), tenant.headers)).result;
    const listOnly = await roleWith(api, tenant.headers, "List", [page("sales_coupon_list")]);
    const usageRole = await roleWith(api, tenant.headers, "Usage", [page("sales_coupon_usage")]);
    const lister = await userWith(api, tenant.headers, [listOnly.id]);
    const reader = await userWith(api, tenant.headers, [usageRole.id]);
    expect((await usage(coupon.id, {}, lister.headers)).status.code).toBe(21403);
    const allowed = await usage(coupon.id, {}, reader.headers);
    expect(allowed.status.code).toBe(0);
    expect(allowed.result).toMatchObject({ total: 1, summary: { issued: 1, used: 0, unused: 1 } });
  });
});
