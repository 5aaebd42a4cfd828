import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { files } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";

/** Images under 5 MB (spec section 9). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const FileMessages = {
  tooLarge: "Only support uploading file less than 5MB",
  wrongType: "Only .png .jpg .jpeg can be upload!",
  required: "Required",
} as const;

/** The type of an upload comes from its first bytes, never from its name or the declared type. */
export function detectImageType(bytes: Buffer): "image/png" | "image/jpeg" | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface StoredFile {
  id: number;
  name: string;
  contentType: string;
  size: number;
  url: string;
  createTime: string;
}

const fileUrl = (id: number) => `/file/get?id=${id}`;

export async function uploadFile(
  db: Db,
  tenantId: number,
  userId: number,
  input: { name: string; data: string },
): Promise<StoredFile> {
  const data = input.data.replace(/^data:[^;,]*;base64,/, "").replace(/\s+/g, "");
  assertValid(!data ? { data: FileMessages.required } : {});
  if (!BASE64.test(data)) assertValid({ data: FileMessages.wrongType });
  const bytes = Buffer.from(data, "base64");
  if (bytes.length >= MAX_FILE_BYTES) assertValid({ data: FileMessages.tooLarge });
  const contentType = detectImageType(bytes);
  if (!contentType) assertValid({ data: FileMessages.wrongType });
  const name = input.name.trim() || "image";
  const [row] = await db
    .insert(files)
    .values({
      tenantId,
      name,
      contentType: contentType!,
      size: bytes.length,
      contentBase64: bytes.toString("base64"),
      uploadedBy: userId,
    })
    .returning({ id: files.id, createdAt: files.createdAt });
  return {
    id: row.id,
    name,
    contentType: contentType!,
    size: bytes.length,
    url: fileUrl(row.id),
    createTime: row.createdAt.toISOString(),
  };
}

export async function readFileOfTenant(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.tenantId, tenantId)))
    .limit(1);
  if (!row) throw notFound();
  return { contentType: row.contentType, name: row.name, bytes: Buffer.from(row.contentBase64, "base64") };
}

/** Referenced file ids must be files of the caller's tenant; anything else is "not found" (20404). */
export async function assertFilesOfTenant(db: Db, tenantId: number, ids: Array<number | null | undefined>) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, wanted)));
  if (found.length !== wanted.length) throw notFound();
}
