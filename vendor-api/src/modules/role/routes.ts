import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { pageInput } from "../../protocol/page";
import { isoDateTime } from "../tenant/schemas";
import { permissionCatalogue } from "./catalogue";
import { addRole, assignRoleResources, deleteRole, editRole, findRole, listRoles } from "./service";

const TAG = "role";

const permissionRef = z.object({ type: z.enum(["page", "cmd"]), url: z.string() });

const roleSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  allPermissions: z
    .boolean()
    .describe("Holds every catalogue entry, including later ones (then permissions lists them all)"),
  permissions: z.array(permissionRef).describe("In catalogue order"),
  userCount: z.int().describe("Users holding the role"),
  version: z.int(),
  createTime: isoDateTime(),
});

const roleInput = {
  name: z.string().describe("Required, at most 50, unique per tenant"),
  description: z.string().nullish().describe("At most 200"),
};

/** Roles of the tenant and the catalogue they pick from (docs/system-contract.md sections 2, 3). Changes are audited. */
export function registerRoleRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/role/list",
    auth: "operator",
    access: [{ page: "role_list" }, { page: "user_list" }],
    tag: TAG,
    summary: "The tenant's roles, oldest first; name filters by substring",
    body: z.object({ ...pageInput, name: z.string().optional() }),
    result: z.object({ list: z.array(roleSchema), total: z.int() }),
    handler: ({ body, session }) => listRoles(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/role/find",
    auth: "operator",
    access: [{ page: "role_list" }],
    tag: TAG,
    summary: "One role of the tenant (20404 otherwise)",
    query: z.object({ id: z.int() }),
    result: roleSchema,
    handler: ({ query, session }) => findRole(db, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/role/add",
    auth: "operator",
    access: [{ cmd: "/role/add" }],
    personOnly: true,
    tag: TAG,
    summary: "Create a role without permissions",
    body: z.object(roleInput),
    result: roleSchema,
    handler: ({ body, session }) => addRole(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/role/edit",
    auth: "operator",
    access: [{ cmd: "/role/edit" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Rename a role or change its description (10008 when stale; 20001 access.roleAboveYou when the role or a user " +
      "or API token holding it holds a permission the caller lacks)",
    body: z.object({ id: z.int(), version: z.int(), ...roleInput }),
    result: roleSchema,
    handler: ({ body, session }) => editRole(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/role/assign/resources",
    auth: "operator",
    access: [{ cmd: "/role/assign/resources" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Replace a role's permissions with this list (an allPermissions role becomes an explicit one). The role, the " +
      "users and API tokens holding it and the added entries hold nothing the caller lacks; nobody removes their own " +
      "user or role management; the tenant keeps a manager",
    body: z.object({ id: z.int(), version: z.int(), permissions: z.array(permissionRef) }),
    result: roleSchema,
    handler: ({ body, session }) => assignRoleResources(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/role/delete",
    auth: "operator",
    access: [{ cmd: "/role/delete" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Delete a role no user holds (20001 on id: 'The role is held by {count} users'), and that neither itself nor " +
      "an API token holding it holds a permission the caller lacks (20001 access.roleAboveYou)",
    body: z.object({ id: z.int(), version: z.int() }),
    result: z.null(),
    handler: ({ body, session }) => deleteRole(context, session, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/permission/catalogue",
    auth: "operator",
    access: [{ page: "role_list" }],
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
