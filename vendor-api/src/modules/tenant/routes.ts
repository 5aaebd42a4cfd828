import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { notFound } from "../../protocol/errors";
import { defineRoute } from "../../protocol/route";
import { initDataSchema, tenantInfoSchema } from "./schemas";
import { findTenant, toInitData, toTenantInfo } from "./service";

export function registerTenantRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "GET",
    url: "/tenant/info",
    auth: "operator",
    access: "passwordChange",
    tag: "tenant",
    summary: "The session's tenant; another tenant's id answers 20404",
    query: z.object({ tid: z.int() }),
    result: tenantInfoSchema,
    handler: async ({ query, session }) => {
      if (query.tid !== session.tenantId) throw notFound();
      return toTenantInfo(await findTenant(db, session.tenantId));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/tenantinfo/init/data",
    auth: "operator",
    access: "session",
    tag: "tenant",
    summary: "Setup guide progress: the steps in order and whether each is done",
    result: initDataSchema,
    handler: async ({ session }) => toInitData(await findTenant(db, session.tenantId)),
  });
}
