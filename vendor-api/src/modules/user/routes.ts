import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import {
  idVersionInput,
  userAddInput,
  userAssignRolesInput,
  userEditInput,
  userListInput,
  userPasswordResetInput,
  userSchema,
} from "./schemas";
import { addUser, assignUserRoles, deleteUser, editUser, findUser, listUsers, resetUserPassword } from "./service";

const TAG = "user";

/** Users of the tenant (docs/system-contract.md sections 1, 3 and 6). Every change is in the audit trail. */
export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/user/list",
    auth: "operator",
    access: [{ page: "user_list" }],
    tag: TAG,
    summary: "The tenant's users, newest first; username and name (first or last) filter by substring",
    body: userListInput,
    result: z.object({ list: z.array(userSchema), total: z.int() }),
    handler: ({ body, session }) => listUsers(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/user/find",
    auth: "operator",
    access: [{ page: "user_list" }],
    tag: TAG,
    summary: "One user of the tenant (20404 otherwise)",
    query: z.object({ id: z.int() }),
    result: userSchema,
    handler: ({ query, session }) => findUser(db, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/user/add",
    auth: "operator",
    access: [{ cmd: "/user/add" }],
    personOnly: true,
    tag: TAG,
    summary: "Create a user with at least one role; roles holding more than the caller are refused (20001 roleIds)",
    body: userAddInput,
    result: userSchema,
    handler: ({ body, session }) => addUser(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/user/edit",
    auth: "operator",
    access: [{ cmd: "/user/edit" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Edit a user's names, contact and status (10008 when stale). Forbidding ends their sessions and revokes the " +
      "API tokens they made (one audit entry each); nobody forbids themselves or the tenant's last active user who " +
      "manages users and roles",
    body: userEditInput,
    result: userSchema,
    handler: ({ body, session }) => editUser(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/user/delete",
    auth: "operator",
    access: [{ cmd: "/user/delete" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Delete a user and their sessions, revoking the API tokens they made (one audit entry each); not oneself, not " +
      "the last active user who manages users and roles",
    body: idVersionInput,
    result: z.null(),
    handler: ({ body, session }) => deleteUser(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/user/assign/roles",
    auth: "operator",
    access: [{ cmd: "/user/assign/roles" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Replace a user's roles (at least one). New roles must hold nothing the caller lacks; nobody removes their " +
      "own user or role management",
    body: userAssignRolesInput,
    result: userSchema,
    handler: ({ body, session }) => assignUserRoles(context, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/user/password/reset",
    auth: "operator",
    access: [{ cmd: "/user/edit" }],
    personOnly: true,
    tag: TAG,
    summary: "Set a user's password (6-12 characters): their sessions end and they must change it at the next login",
    body: userPasswordResetInput,
    result: z.null(),
    handler: ({ body, session }) => resetUserPassword(context, session, body),
  });
}
