/**
 * The cache of prepared list statements (vendor-api/src/db/statement-shapes.ts): bounded, per handle, by shape (the list
 * builder's own test is list-query.test.ts).
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../vendor-api/src/db/connect";
import { Binder, pageCut, StatementShapes } from "../../vendor-api/src/db/statement-shapes";

const handle = () => ({}) as Db;

describe("statement shapes", () => {
  it("prepares a shape once per database handle", () => {
    const shapes = new StatementShapes<number>();
    const [first, second] = [handle(), handle()];
    let prepared = 0;
    const prepare = () => (prepared += 1);
    expect(shapes.get(first, "a", prepare)).toBe(1);
    expect(shapes.get(first, "a", prepare)).toBe(1);
    expect(shapes.get(second, "a", prepare)).toBe(2);
    expect(shapes.get(first, "b", prepare)).toBe(3);
  });

  it("keeps 256 shapes, leaving out the least recently used", () => {
    const shapes = new StatementShapes<string>();
    const db = handle();
    for (let index = 0; index < 256; index++) shapes.get(db, `shape ${index}`, () => `first ${index}`);
    shapes.get(db, "shape 0", () => "again 0");
    shapes.get(db, "shape 256", () => "first 256");
    expect(shapes.get(db, "shape 0", () => "again 0")).toBe("first 0");
    expect(shapes.get(db, "shape 1", () => "again 1")).toBe("again 1");
  });

  it("names a shape by what is bound, not by the values", () => {
    const ofValues = (tenantId: number, state?: number) => {
      const binder = new Binder();
      binder.bind("tenantId", tenantId);
      if (state !== undefined) binder.bind("state", state);
      return binder;
    };
    expect(ofValues(1, 2).shape("total asc")).toBe(ofValues(3, 4).shape("total asc"));
    expect(ofValues(1).shape("total asc")).not.toBe(ofValues(1, 2).shape("total asc"));
    expect(ofValues(1, 2).shape("total asc")).not.toBe(ofValues(1, 2).shape("total desc"));
    expect(ofValues(1, 2).values).toEqual({ tenantId: 1, state: 2 });
    const twice = new Binder();
    twice.bind("tenantId", 1);
    expect(() => twice.bind("tenantId", 2)).toThrow(/bound twice/);
    twice.bind("tenantId", 1);
    expect(twice.boundExactly("tenantId")).toBe(true);
    expect(ofValues(1, 2).boundExactly("tenantId")).toBe(false);
    expect(ofValues(1, 2).boundExactly("state", "tenantId")).toBe(true);
  });
});

describe("a page's cut", () => {
  it("writes the size into a whole list's first page and names it; binds both elsewhere, unnamed", () => {
    const whole = new Binder();
    whole.bind("tenantId", 1);
    const first = pageCut(whole, { pageNum: 1, pageSize: 20 }, "test");
    expect(first.shape).toBe("first 20");
    expect(first.name()).not.toBe(first.name());
    const filtered = new Binder();
    filtered.bind("tenantId", 1);
    filtered.bind("state", 2);
    for (const cut of [
      pageCut(whole, { pageNum: 2, pageSize: 20 }, "test"),
      pageCut(filtered, { pageNum: 1, pageSize: 20 }, "test"),
    ]) {
      expect(cut).toMatchObject({ shape: "", limit: sql.placeholder("limit"), offset: sql.placeholder("offset") });
      expect(cut.name()).toBe("");
    }
  });
});
