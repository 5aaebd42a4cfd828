/**
 * Reference data (permissions, dictionary items, cities) is brought up to date on every start
 * (vendor-api/src/seed/reference-data-sync.ts), writing only the rows that differ from the code's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PERMISSION_CATALOGUE } from "#rules";
import { CITIES } from "../../vendor-api/src/seed/reference-data";
import { syncReferenceData } from "../../vendor-api/src/seed/reference-data-sync";
import { startTestApi, type TestApi } from "./support/api";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** The rows of an `execute` answer, which PGlite and node-postgres shape alike but type apart. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each row's version (PostgreSQL's xmin): a row written again, even with the same values, gets a new one. */
async function versions(table: "permissions" | "dictionary_items" | "cities"): Promise<string[]> {
  const result = await api.db.execute(sql.raw(`select xmin::text as version from ${table} order by id`));
  return rowsOf<{ version: string }>(result).map((row) => row.version);
}

describe("reference data at start", () => {
  it("writes nothing on a database that holds it already", async () => {
    const before = await Promise.all([versions("permissions"), versions("dictionary_items"), versions("cities")]);
    await syncReferenceData(api.db);
    expect(await Promise.all([versions("permissions"), versions("dictionary_items"), versions("cities")])).toEqual(
      before,
    );
  });

  it("puts back a changed row, and writes that one alone", async () => {
    const page = PERMISSION_CATALOGUE.find((entry) => entry.type === "page")!;
    await api.db.execute(sql`update permissions set name = 'Renamed' where type = 'page' and url = ${page.url}`);
    await api.db.execute(sql`update cities set state = 'XX' where id = 1`);
    const before = await versions("permissions");
    await syncReferenceData(api.db);
    const result = await api.db.execute(
      sql`select name as value from permissions where type = 'page' and url = ${page.url}
          union all select state from cities where id = 1`,
    );
    expect(rowsOf<{ value: string }>(result).map((row) => row.value)).toEqual([page.name, CITIES[0].state]);
    const after = await versions("permissions");
    expect(after.filter((version, index) => version !== before[index])).toHaveLength(1);
  });
});
