import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { permissionCatalogue } from "./catalogue";

const TAG = "role";

export function registerRoleRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "GET",
    url: "/permission/catalogue",
    auth: "operator",
    tag: TAG,
    summary:
      "Every page and cmd permission a role can hold, in menu order, with its parent in the Assign Resources tree",
    result: z.array(
      z.object({
        type: z.enum(["page", "cmd"]),
        url: z.string().describe("Route key for a page, call path for a cmd"),
        name: z.string().describe("English title"),
        group: z.string().describe("Menu group (docs/foundation-contract.md section 3)"),
        parent: z
          .string()
          .nullable()
          .describe("The page url it sits under: null for a menu page; a hidden page's page; a cmd's screen"),
      }),
    ),
    handler: () => permissionCatalogue(db),
  });
}
