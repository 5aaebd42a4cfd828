import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageInput } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { addTag, deleteTag, editTag, listTags } from "./service";

const TAG = "tag";

const tagSchema = z.object({
  id: z.int(),
  name: z.string(),
  thumbnailFileId: z.int(),
  thumbnailUrl: z.string().describe("Path of GET /file/get for the thumbnail"),
  tripCount: z.int().describe("Trips carrying this tag"),
  version: z.int(),
  createTime: z.string().describe("ISO 8601 date-time"),
});

const tagInput = z.object({
  name: z.string().describe("Unique per tenant ('Tag name already exist'), up to 50 characters"),
  thumbnailFileId: z.int().nullable().optional().describe("Required: an uploaded image (POST /file/upload)"),
});

export function registerTagRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/tag/list",
    auth: "operator",
    access: [
      { page: "tags_list" },
      { page: "trip_list" },
      { cmd: "/trip/add" },
      { cmd: "/trip/edit" },
      { cmd: "/trip/duplicate" },
      { cmd: "/trip/publish" },
      { cmd: "/trip/stop-sale" },
      { cmd: "/trip/inactivate" },
      { cmd: "/trip/deactivate" },
      { cmd: "/trip/sponsor" },
      { cmd: "/trip/grouped/add" },
      { cmd: "/trip/grouped/edit" },
    ],
    tag: TAG,
    summary: "The tenant's tags (at most 20), oldest first; name filters by substring",
    body: z.object({ ...pageInput, name: z.string().optional() }),
    result: z.object({ list: z.array(tagSchema), total: z.int() }),
    handler: ({ body, session }) => listTags(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/tag/add",
    auth: "operator",
    access: [{ cmd: "/tag/add" }],
    tag: TAG,
    summary: "Create a tag (20001 'Tag name already exist', thumbnail required, at most 20 per tenant)",
    body: tagInput,
    result: tagSchema,
    handler: ({ body, session }) => addTag(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/tag/edit",
    auth: "operator",
    access: [{ cmd: "/tag/edit" }],
    tag: TAG,
    summary: "Rename a tag or change its thumbnail (version: 10008 when stale)",
    body: tagInput.extend({ id: z.int(), version: z.int() }),
    result: tagSchema,
    handler: ({ body, session }) => editTag(db, session.tenantId, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/tag/delete",
    auth: "operator",
    access: [{ cmd: "/tag/delete" }],
    tag: TAG,
    summary: "Delete a tag and remove it from every trip (version optional; 10008 when given and stale)",
    body: z.object({ id: z.int(), version: z.int().optional() }),
    result: z.null(),
    handler: ({ body, session }) => deleteTag(db, session.tenantId, body),
  });
}
