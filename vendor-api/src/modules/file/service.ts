import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { files } from "../../db/schema";
import { assertValid, notFound } from "../../protocol/errors";
import { fail, FILE_MAX_BYTES, FILE_MAX_MB, imageType } from "../../protocol/rules";

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
  assertValid(!data ? { data: fail("required") } : {});
  if (!BASE64.test(data)) assertValid({ data: fail("file.type") });
  const bytes = Buffer.from(data, "base64");
  if (bytes.length >= FILE_MAX_BYTES) assertValid({ data: fail("file.tooLarge", { mb: FILE_MAX_MB }) });
  const contentType = imageType(bytes);
  if (!contentType) assertValid({ data: fail("file.type") });
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
