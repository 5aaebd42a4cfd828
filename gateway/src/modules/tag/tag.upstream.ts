import { upstream } from "../../rest/upstream-call";
import type { UpstreamPage } from "../shared/page.input";
import { upstreamListSchema } from "../shared/page.mapper";
import type { RecordId, VersionedId } from "../shared/record-keys";
import { upstreamTagSchema, type toUpstreamTagInput } from "./tag.mapper";

type TagFields = ReturnType<typeof toUpstreamTagInput>;

export const listTags = upstream<UpstreamPage & { name?: string }>().post(
  "/tag/list",
  upstreamListSchema(upstreamTagSchema),
);
export const addTag = upstream<TagFields>().post("/tag/add", upstreamTagSchema);
export const editTag = upstream<VersionedId & TagFields>().post("/tag/edit", upstreamTagSchema);
export const deleteTag = upstream<RecordId & { version?: number }>().post("/tag/delete");
