import type { Db } from "../db/connect";
import { files } from "../db/schema";

/** A 1×1 PNG: the demo's images and tag thumbnails (real PNG bytes, so /file/get serves a valid image). */
const DEMO_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC";

/** Stores the demo picture as one of the tenant's files; answers its id. */
export async function insertDemoImage(
  db: Db,
  file: { tenantId: number; name: string; createdAt: Date; uploadedBy?: number },
): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      ...file,
      contentType: "image/png",
      size: Buffer.from(DEMO_PNG_BASE64, "base64").length,
      contentBase64: DEMO_PNG_BASE64,
    })
    .returning({ id: files.id });
  return row.id;
}
