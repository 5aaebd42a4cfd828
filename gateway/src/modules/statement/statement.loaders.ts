/** A per-request loader of statement entry pages: each distinct page costs one upstream call per request. */
import { pageLoader, type LoaderScope } from "../../loaders";
import type { RestClient } from "../../rest/client";
import { toPage } from "../shared/page.mapper";
import type { Page } from "../shared/page.type";
import { toStatementEntry } from "./statement.mapper";
import type { StatementEntry } from "./statement.type";
import { listStatementEntries, type StatementEntriesKey } from "./statement.upstream";

/** One page of a month's entries; exports call it directly so they hold one page at a time, not a cache of all. */
export async function fetchStatementEntries(rest: RestClient, key: StatementEntriesKey): Promise<Page<StatementEntry>> {
  return toPage(await listStatementEntries(rest, key), key, toStatementEntry);
}

export function statementLoaders({ rest }: LoaderScope) {
  return {
    statementEntries: pageLoader(
      (key: StatementEntriesKey) => fetchStatementEntries(rest, key),
      ({ month, kind, pageNum, pageSize }) => `${month}:${kind ?? ""}:${pageNum}:${pageSize}`,
    ),
  };
}
