import { z } from "zod";
import { fileUrl } from "../file/file.mapper";
import { maxLength, required, TAG_NAME_MAX, validateFields } from "#rules";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import type { TagInput } from "./tag.input";
import type { Tag } from "./tag.type";

/** A `Tag` of `/tag/list`, `/tag/add`, `/tag/edit`. */
export const upstreamTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnailFileId: z.number().int(),
  // The vendor API's own file path; the gateway answers its own (`fileUrl`). Named so that answers are taken as they
  // are, not copied without it (gateway/src/performance/in-place-check.ts).
  thumbnailUrl: z.string().nullish(),
  tripCount: z.number().int(),
  version: z.number().int(),
  createTime: z.string(),
});
export type UpstreamTag = z.infer<typeof upstreamTagSchema>;

export function toTag(tag: UpstreamTag): Tag {
  return {
    id: String(tag.id),
    name: tag.name,
    thumbnailFileId: String(tag.thumbnailFileId),
    thumbnailUrl: fileUrl(tag.thumbnailFileId),
    tripCount: tag.tripCount,
    version: tag.version,
    createTime: tag.createTime,
  };
}

/** Checks the tag rules the gateway can check alone; the body of `/tag/add` (plus id/version for edits). */
export function toUpstreamTagInput(input: TagInput) {
  assertValid(validateFields({ name: [input.name, [required, maxLength(TAG_NAME_MAX)]] }));
  return { name: input.name.trim(), thumbnailFileId: toUpstreamId(input.thumbnailFileId, "thumbnailFileId") };
}
