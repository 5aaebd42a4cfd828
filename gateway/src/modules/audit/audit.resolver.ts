import { Args, Ctx, Query, Resolver } from "type-graphql";
import { auditFilterFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { AuditTrailArgs } from "./audit.args";
import { AuditAreaEnum } from "./audit.enums";
import { toAuditEntry } from "./audit.mapper";
import { AuditPage } from "./audit.type";
import { listAuditEntries } from "./audit.upstream";

/** A page of the trail, filter checked: what `auditTrail` answers and the change history export walks. */
export async function readAuditTrail(
  context: GatewayContext,
  { area, targetId, actor, dateFrom, dateTo }: Omit<AuditTrailArgs, "page">,
  page: UpstreamPage,
): Promise<AuditPage> {
  assertValid(auditFilterFailures({ dateFrom, dateTo }));
  const entries = await listAuditEntries(context.rest, {
    ...page,
    area: area ? AuditAreaEnum.toCode(area) : undefined,
    targetId: targetId ? toUpstreamId(targetId, "targetId") : undefined,
    actor: actor?.trim() || undefined,
    dateFrom: dateFrom || undefined,
    dateTo: dateTo || undefined,
  });
  return toPage(entries, page, toAuditEntry);
}

@Resolver()
export class AuditResolver {
  @Query(() => AuditPage, {
    description:
      "The tenant's change history, newest first: all of it, or of one area or record, by one user, within whole " +
      "days of the tenant's time zone.",
  })
  @RequiresPermission({ cmd: "/audit/list" })
  async auditTrail(
    @Args(() => AuditTrailArgs) { page, ...filter }: AuditTrailArgs,
    @Ctx() context: GatewayContext,
  ): Promise<AuditPage> {
    return readAuditTrail(context, filter, toUpstreamPage(page));
  }
}
