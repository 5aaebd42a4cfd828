import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { textCodeOf } from "../../protocol/code-schemas";
import { RECEIVER_TYPES } from "../../protocol/rules";
import { receiverInputSchema, receiverSchema } from "./schemas";
import { addReceiver, deleteReceiver, editReceiver, findReceiver, listReceivers, sendTestMail } from "./service";
import { isoDateTime } from "../tenant/schemas";

const TAG = "system-email";

export function registerSystemEmailRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  defineRoute(app, {
    method: "POST",
    url: "/system/email/list",
    auth: "operator",
    access: [{ page: "system_email" }],
    tag: TAG,
    summary: "The tenant's system e-mail receivers, newest first; type filters",
    body: z.object({ ...pageInput, type: textCodeOf(RECEIVER_TYPES).optional() }),
    result: z.object({ list: z.array(receiverSchema), total: z.int() }),
    handler: ({ body, session }) => listReceivers(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/system/email/find",
    auth: "operator",
    access: [{ page: "system_email" }],
    tag: TAG,
    summary: "One receiver of the tenant",
    query: z.object({ id: z.int() }),
    result: receiverSchema,
    handler: ({ query, session }) => findReceiver(db, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/system/email/add",
    auth: "operator",
    access: [{ cmd: "/system/email/add" }],
    tag: TAG,
    summary: "Add a receiver: it gets every later e-mail of its type",
    body: receiverInputSchema,
    result: receiverSchema,
    handler: ({ body, session }) => addReceiver(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/system/email/edit",
    auth: "operator",
    access: [{ cmd: "/system/email/add" }],
    tag: TAG,
    summary: "Change a receiver (version: 10008 when stale)",
    body: receiverInputSchema.extend({ id: z.int(), version: z.int() }),
    result: receiverSchema,
    handler: ({ body, session }) => editReceiver(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/system/email/delete",
    auth: "operator",
    access: [{ cmd: "/system/email/delete" }],
    tag: TAG,
    summary: "Remove a receiver (version: 10008 when stale)",
    body: z.object({ id: z.int(), version: z.int() }),
    result: z.null(),
    handler: ({ body, session }) => deleteReceiver(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/system/email/test",
    auth: "operator",
    access: [{ cmd: "/system/email/test" }],
    tag: TAG,
    summary: "Queue a test mail to a receiver through the outbox; one per address a minute (20429 with params.seconds)",
    body: z.object({ id: z.int() }),
    result: z.object({ sentTo: z.string(), queuedAt: isoDateTime() }),
    handler: ({ body, session }) => sendTestMail(context, session, body.id),
  });
}
