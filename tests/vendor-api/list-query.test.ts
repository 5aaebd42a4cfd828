/**
 * The list builder (vendor-api/src/db/list-query.ts): its count strategies, offset paging, one prepared SQL per filter
 * shape, and the remembered lower bound behind VENDOR_API_FAST_PATHS; then every list route of a vendor API without
 * the fast paths answers as one with them.
 */
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, MEMORY_DATA_DIR, type Database } from "../../vendor-api/src/db/connect";
import {
  defineList,
  rowsBefore,
  rowsIn,
  type CountStrategy,
  type ListSettings,
} from "../../vendor-api/src/db/list-query";
import { Binder } from "../../vendor-api/src/db/statement-shapes";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";

const probes = pgTable("list_query_probes", {
  id: integer("id").primaryKey(),
  tenantId: integer("tenant_id").notNull(),
  kind: integer("kind").notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await connectDatabase({ dataDir: MEMORY_DATA_DIR });
  await database.db.execute(
    sql`create table list_query_probes (id int primary key, tenant_id int not null, kind int not null)`,
  );
  // Tenant 1: 30 rows, kinds 0 and 1 alternating; tenant 2: 5 rows.
  await database.db.execute(sql`insert into list_query_probes
    select n, case when n <= 30 then 1 else 2 end, n % 2 from generate_series(1, 35) n`);
});
afterAll(() => database?.close());

/** A probe list with the given strategy, counting how often its page and its count are prepared. */
function probeList(count: CountStrategy) {
  const prepared = { page: 0, count: 0 };
  const list = defineList({
    name: `probe-${count}`,
    count,
    page(db, where: SQL | undefined, cut) {
      prepared.page += 1;
      return db.select().from(probes).where(where).orderBy(asc(probes.id)).limit(cut.limit).offset(cut.offset);
    },
    matching(db, where: SQL | undefined) {
      prepared.count += 1;
      return rowsIn(probes)(db, where);
    },
  });
  const read = (tenantId: number, page: { pageNum: number; pageSize: number }, options: ReadOptions = {}) => {
    const binder = new Binder();
    const filter = and(
      eq(probes.tenantId, binder.bind("tenantId", tenantId)),
      options.kind === undefined ? undefined : eq(probes.kind, binder.bind("kind", options.kind)),
    );
    return list.read(database.db, {
      binder,
      filter,
      page,
      settings: options.settings,
      bySubstring: options.bySubstring,
    });
  };
  return { prepared, read };
}

interface ReadOptions {
  kind?: number;
  settings?: ListSettings;
  bySubstring?: boolean;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe("the list builder", () => {
  it("pages by offset: the rows before a page are (pageNum - 1) × pageSize", async () => {
    expect(rowsBefore({ pageNum: 3, pageSize: 7 })).toBe(14);
    const { read } = probeList("exact");
    expect(ids((await read(1, { pageNum: 3, pageSize: 7 })).rows)).toEqual([15, 16, 17, 18, 19, 20, 21]);
    expect(ids((await read(2, { pageNum: 1, pageSize: 7 })).rows)).toEqual([31, 32, 33, 34, 35]);
  });

  it("counts exactly, capped at the limit, or to a hundredth of it for a substring search", async () => {
    const page = { pageNum: 1, pageSize: 10 };
    const settings = { listCountLimit: 25 };
    expect(await probeList("exact").read(1, page, { settings })).toMatchObject({ total: 30, totalIsLowerBound: false });
    expect(await probeList("capped").read(1, page, { settings })).toMatchObject({ total: 25, totalIsLowerBound: true });
    expect(await probeList("capped").read(1, page, { settings: { listCountLimit: 30 } })).toMatchObject({
      total: 30,
      totalIsLowerBound: false,
    });
    expect(
      await probeList("capped").read(1, page, { settings: { listCountLimit: 300 }, bySubstring: true }),
    ).toMatchObject({ total: 3, totalIsLowerBound: true });
    // Without a limit given, LIST_COUNT_LIMIT (10 000).
    expect(await probeList("capped").read(1, page)).toMatchObject({ total: 30, totalIsLowerBound: false });
  });

  it("takes the total from a short page without counting, past the limit too; counts a page past the end", async () => {
    const { prepared, read } = probeList("capped");
    const settings = { listCountLimit: 5 };
    expect(await read(1, { pageNum: 5, pageSize: 7 }, { settings })).toMatchObject({
      total: 30,
      totalIsLowerBound: false,
    });
    expect(await read(2, { pageNum: 1, pageSize: 7 }, { settings })).toMatchObject({
      total: 5,
      totalIsLowerBound: false,
    });
    expect(prepared.count).toBe(0);
    expect(await read(1, { pageNum: 9, pageSize: 7 }, { settings })).toMatchObject({
      rows: [],
      total: 5,
      totalIsLowerBound: true,
    });
    expect(prepared.count).toBe(1);
  });

  it("renders its SQL once per filter shape, whatever the values, tenant and page", async () => {
    const { prepared, read } = probeList("exact");
    const settings = { listCountLimit: 25 };
    await read(1, { pageNum: 2, pageSize: 10 }, { settings });
    await read(2, { pageNum: 2, pageSize: 3 }, { settings });
    await read(1, { pageNum: 3, pageSize: 5 }, { settings });
    expect(prepared).toEqual({ page: 1, count: 1 });
    const narrowed = await read(1, { pageNum: 2, pageSize: 5 }, { kind: 1, settings });
    expect(narrowed).toMatchObject({ total: 15, totalIsLowerBound: false });
    expect(ids(narrowed.rows)).toEqual([11, 13, 15, 17, 19]);
    await read(2, { pageNum: 1, pageSize: 1 }, { kind: 0, settings });
    expect(prepared).toEqual({ page: 2, count: 2 });
    // A whole list's first page has its size written in (statement-shapes.ts `pageCut`): one shape per size.
    await read(1, { pageNum: 1, pageSize: 10 }, { settings });
    await read(2, { pageNum: 1, pageSize: 10 }, { settings });
    expect(prepared.page).toBe(3);
  });

  it("pages by key: the rows after a key, one SQL whatever the key and limit, nothing counted", async () => {
    let pages = 0;
    const feed = defineList({
      name: "probe-keyset",
      page(db, where: SQL | undefined, cut) {
        pages += 1;
        return db.select().from(probes).where(where).orderBy(asc(probes.id)).limit(cut.limit).offset(cut.offset);
      },
    });
    const after = (tenantId: number, key: number, limit: number) => {
      const binder = new Binder();
      const filter = and(
        eq(probes.tenantId, binder.bind("tenantId", tenantId)),
        gt(probes.id, binder.bind("after", key)),
      );
      return feed.readAfter(database.db, { binder, filter, limit });
    };
    expect(ids(await after(1, 26, 10))).toEqual([27, 28, 29, 30]);
    expect(ids(await after(2, 0, 2))).toEqual([31, 32]);
    expect(ids(await after(2, 32, 2))).toEqual([33, 34]);
    expect(pages).toBe(1);
    // A list read by key has no total to read by page.
    await expect(
      feed.read(database.db, { binder: new Binder(), filter: undefined, page: { pageNum: 2, pageSize: 2 } }),
    ).rejects.toThrow(/read by key only/);
  });

  describe("a remembered lower bound", () => {
    const scenario = async (settings: ListSettings) => {
      const { read } = probeList("remembered");
      const page = { pageNum: 1, pageSize: 4 };
      const first = await read(1, page, { settings });
      // The list shrinks below its limit; a remembered bound does not see it, a count does.
      await database.db.execute(sql`update list_query_probes set tenant_id = 3 where id between 1 and 20`);
      try {
        return {
          first,
          again: await read(1, page, { settings }),
          filtered: await read(1, page, { kind: 1, settings }),
        };
      } finally {
        await database.db.execute(sql`update list_query_probes set tenant_id = 1 where id between 1 and 20`);
      }
    };

    it("answers a whole list past its limit without counting again; a filtered list counts each time", async () => {
      const { first, again, filtered } = await scenario({ listCountLimit: 12 });
      expect(first).toMatchObject({ total: 12, totalIsLowerBound: true });
      expect(again).toMatchObject({ total: 12, totalIsLowerBound: true });
      expect(filtered).toMatchObject({ total: 5, totalIsLowerBound: false });
    });

    it("counts each time with VENDOR_API_FAST_PATHS=off", async () => {
      const { first, again } = await scenario({ listCountLimit: 12, fastPaths: false });
      expect(first).toMatchObject({ total: 12, totalIsLowerBound: true });
      expect(again).toMatchObject({ total: 10, totalIsLowerBound: false });
    });
  });
});

describe("every list without the fast paths (VENDOR_API_FAST_PATHS=off)", () => {
  const LIMIT = 25;
  let withFastPaths: TestApi;
  let without: TestApi;
  beforeAll(async () => {
    [withFastPaths, without] = await Promise.all([
      startTestApi({ listCountLimit: LIMIT }),
      startTestApi({ listCountLimit: LIMIT, fastPaths: false }),
    ]);
  });
  afterAll(() => Promise.all([withFastPaths?.close(), without?.close()]));

  const lists: Array<[string, Record<string, unknown>]> = [
    ["/order/list", {}],
    ["/order/list", { pageNum: 2 }],
    ["/order/list", { customerName: "a" }],
    ["/transaction/list", {}],
    ["/refund/list", {}],
    ["/trip/list", {}],
    ["/audit/list", {}],
    ["/user/list", {}],
    ["/role/list", {}],
    ["/tag/list", {}],
    ["/coupon/list", {}],
    ["/webhook/list", {}],
    ["/system/email/list", {}],
    ["/api-token/list", {}],
    ["/order/job/list", {}],
    ["/coupon/job/list", {}],
  ];

  /** Each list's totals and ids, read through the API (ids, not times: two processes seed at different moments). */
  async function answers(api: TestApi, headers: SessionHeaders) {
    const answered: unknown[] = [];
    for (const [path, query] of lists) {
      const envelope = await api.post(path, { pageNum: 1, pageSize: 10, ...query }, headers);
      expect(envelope.status.code, path).toBe(0);
      const { list, ...totals } = envelope.result as { list: Array<{ id?: number }> };
      answered.push([path, totals, list.map((item) => item.id)]);
    }
    return answered;
  }

  it("answers every list as a vendor API with them does, the large ones as lower bounds", async () => {
    const [on, off] = await Promise.all(
      [withFastPaths, without].map(async (api) => answers(api, (await api.login("admin", "admin123")).headers)),
    );
    expect(off).toEqual(on);
    expect(off[0]).toEqual(["/order/list", { total: LIMIT, totalIsLowerBound: true }, expect.any(Array)]);
  });
});
