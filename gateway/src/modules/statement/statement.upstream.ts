import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import {
  upstreamStatementDetailSchema,
  upstreamStatementEntrySchema,
  upstreamStatementSchema,
  type toUpstreamStatementFilter,
} from "./statement.mapper";

export interface StatementEntriesKey extends UpstreamPage {
  month: string;
  kind?: string;
}

export const listStatements = upstream<UpstreamPage & ReturnType<typeof toUpstreamStatementFilter>>().post(
  "/statement/list",
  upstreamListSchema(upstreamStatementSchema),
);
export const findStatement = upstream<{ month: string }>().get("/statement/find", upstreamStatementDetailSchema);
export const listStatementEntries = upstream<StatementEntriesKey>().post(
  "/statement/entry/list",
  upstreamListSchema(upstreamStatementEntrySchema),
);
