import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import { upstreamAuditEntrySchema } from "./audit.mapper";

interface AuditFilter extends UpstreamPage {
  area: string | undefined;
  targetId: number | undefined;
  actor: string | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
}

export const listAuditEntries = upstream<AuditFilter>().post(
  "/audit/list",
  upstreamListSchema(upstreamAuditEntrySchema),
);
