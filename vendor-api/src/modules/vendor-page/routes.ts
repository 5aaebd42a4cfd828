import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { vendorPageInputSchema, vendorPageSchema } from "./schemas";
import { findVendorPage, saveVendorPage } from "./service";

const TAG = "vendor page";

/** The tenant's public home page (docs/company-contract.md). */
export function registerVendorPageRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "GET",
    url: "/vendor/page/find",
    auth: "operator",
    access: [{ page: "home_page" }],
    tag: TAG,
    summary: "The vendor home page with its images; before the first save the defaults with version 0",
    result: vendorPageSchema,
    handler: ({ session }) => findVendorPage(context.db, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/page/save",
    auth: "operator",
    access: [{ cmd: "/vendor/page/edit" }],
    tag: TAG,
    summary:
      "Save the vendor home page (version 0 creates it); another tenant's file answers 20404; marks vendorPage done",
    body: vendorPageInputSchema,
    result: vendorPageSchema,
    handler: ({ body, session }) => saveVendorPage(context, session, body),
  });
}
