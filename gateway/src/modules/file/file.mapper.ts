import { z } from "zod";
import type { UploadedFile } from "./file.type";

/** The gateway route that serves file bytes to the browser (see file.route.ts). */
export const FILES_PATH = "/files";
export const fileUrl = (id: number | string) => `${FILES_PATH}/${id}`;

/** `/file/upload`'s answer. */
export const upstreamFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createTime: z.string(),
});

export function toUploadedFile(file: z.infer<typeof upstreamFileSchema>): UploadedFile {
  return { ...file, id: String(file.id), url: fileUrl(file.id) };
}
