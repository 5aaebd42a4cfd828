import { Args, Ctx, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { expectResult } from "../../rest/envelope";
import { toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage, upstreamListSchema } from "../shared/page.mapper";
import { AuditTrailArgs } from "./audit.args";
import { AuditAreaEnum } from "./audit.enums";
import { toAuditEntry, upstreamAuditEntrySchema } from "./audit.mapper";
import { AuditPage } from "./audit.type";

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
    const result = await context.rest.post("/audit/list", {
      ...upstreamPage,
      area: area ? AuditAreaEnum.toCode(area) : undefined,
      targetId: targetId ? toUpstreamId(targetId, "targetId") : undefined,
    });
    return toPage(
      expectResult(upstreamListSchema(upstreamAuditEntrySchema), result, "audit/list"),
      upstreamPage,
      toAuditEntry,
    );
  }
}
