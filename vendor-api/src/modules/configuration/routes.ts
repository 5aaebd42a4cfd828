import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { channels } from "../../db/schema";
import { defineRoute } from "../../protocol/route";
import { initStateSchema } from "../tenant/schemas";
import { findTenant, toInitState } from "../tenant/service";

const tenantConfigurationSchema = z.object({
  tid: z.int(),
  channelList: z.array(z.object({ key: z.string(), id: z.int() })),
  timeZone: z.string(),
  timeZoneId: z.int(),
  domain: z.string().nullable(),
});

export function registerConfigurationRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "GET",
    url: "/configuration/findtenant",
    auth: "operator",
    access: "passwordChange",
    tag: "configuration",
    summary: "The session tenant's configuration: channels, time zone and domain",
    result: tenantConfigurationSchema,
    handler: async ({ session }) => {
      const tenant = await findTenant(db, session.tenantId);
      const channelList = await db
        .select({ key: channels.key, id: channels.id })
        .from(channels)
        .where(eq(channels.tenantId, tenant.id))
        .orderBy(asc(channels.id));
      return {
        tid: tenant.id,
        channelList,
        timeZone: tenant.timeZone,
        timeZoneId: tenant.timeZoneId,
        domain: tenant.domain,
      };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/configuration/init/tenant/state",
    auth: "operator",
    access: "passwordChange",
    tag: "configuration",
    summary: "The session tenant's setup flags",
    result: initStateSchema,
    handler: async ({ session }) => toInitState(await findTenant(db, session.tenantId)),
  });
}
