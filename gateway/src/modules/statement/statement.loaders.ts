/** A per-request loader of statement entry pages: each distinct page costs one upstream call per request. */
import { pageLoader } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { expectResult } from "../../rest/envelope";
import type { UpstreamPage } from "../shared/page.input";
import { toPage, upstreamListSchema } from "../shared/page.mapper";
import type { Page } from "../shared/page.type";
import { toStatementEntry, upstreamStatementEntrySchema } from "./statement.mapper";
import type { StatementEntry } from "./statement.type";

export interface StatementEntriesKey extends UpstreamPage {
  month: string;
  kind?: string;
}

/** One page of a month's entries; exports call it directly so they hold one page at a time, not a cache of all. */
export async function fetchStatementEntries(rest: RestClient, key: StatementEntriesKey): Promise<Page<StatementEntry>> {
  const result = await rest.post("/statement/entry/list", key);
  return toPage(
    expectResult(upstreamListSchema(upstreamStatementEntrySchema), result, "statement/entry/list"),
    key,
    toStatementEntry,
  );
}

export function createStatementLoaders(rest: RestClient) {
  return {
    statementEntries: pageLoader(
      (key: StatementEntriesKey) => fetchStatementEntries(rest, key),
      ({ month, kind, pageNum, pageSize }) => `${month}:${kind ?? ""}:${pageNum}:${pageSize}`,
    ),
  };
}
