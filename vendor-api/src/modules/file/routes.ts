import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute, operationIdOf, securityByAuth, toJsonSchema } from "../../protocol/route";
import { readFileOfTenant, uploadFile } from "./service";

const TAG = "file";

const storedFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  contentType: z.string().describe("image/png or image/jpeg, from the file's content"),
  size: z.int().describe("Bytes"),
  url: z.string().describe("Path of GET /file/get for this file"),
  createTime: z.string().describe("ISO 8601 date-time"),
});

export function registerFileRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/file/upload",
    auth: "operator",
    access: [{ cmd: "/file/upload" }],
    tag: TAG,
    summary:
      "Store one PNG or JPEG image under 5 MB, sent as base64 in JSON (a data: URL prefix is accepted); the type is " +
      "checked by the file's content",
    body: z.object({
      name: z.string().describe("Original file name, informative only"),
      data: z.string().describe("The file's bytes, base64"),
    }),
    // 5 MB of bytes is ~6.7 MB of base64: accept a little more so an oversized file gets the rule's message.
    bodyLimit: 12 * 1024 * 1024,
    ownSizeFields: ["data"],
    result: storedFileSchema,
    handler: ({ body, session }) => uploadFile(db, session.tenantId, session.userId, body),
  });

  // The only call whose success answer is not the JSON envelope: it serves the stored bytes.
  app.route({
    method: "GET",
    url: "/file/get",
    config: { auth: "operator", access: "session" },
    schema: {
      tags: [TAG],
      summary: "The bytes of a file of the caller's tenant, with its content type (failures answer the JSON envelope)",
      operationId: operationIdOf("/file/get"),
      description: "Any session whose user need not change a forced password first.",
      querystring: toJsonSchema(z.object({ timestamp: z.int().positive(), id: z.int() }), "input"),
      security: securityByAuth.operator,
      response: {
        200: {
          description: "The file's bytes",
          content: { "image/png": { schema: {} }, "image/jpeg": { schema: {} } },
        },
      },
    },
    handler: async (request, reply) => {
      const { id } = request.query as { id: number };
      const file = await readFileOfTenant(db, request.operatorSession!.tenantId, Number(id));
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .send(file.bytes);
    },
  });
}
