import { Args, Ctx, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { AuditTrailArgs } from "./audit.args";
import { AuditAreaEnum } from "./audit.enums";
import { toAuditEntry } from "./audit.mapper";
import { AuditPage } from "./audit.type";
import { listAuditEntries } from "./audit.upstream";

@Resolver()
export class AuditResolver {
  @Query(() => AuditPage, {
    description: "The change history of the tenant's settings, newest first, of one area or record or all.",
  })
  @RequiresPermission({ cmd: "/audit/list" })
  async auditTrail(
    @Args(() => AuditTrailArgs) { area, targetId, page }: AuditTrailArgs,
    @Ctx() context: GatewayContext,
  ): Promise<AuditPage> {
    const upstreamPage = toUpstreamPage(page);
    const entries = await listAuditEntries(context.rest, {
      ...upstreamPage,
      area: area ? AuditAreaEnum.toCode(area) : undefined,
      targetId: targetId ? toUpstreamId(targetId, "targetId") : undefined,
    });
    return toPage(entries, upstreamPage, toAuditEntry);
  }
}
