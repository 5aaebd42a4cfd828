/**
 * The console's image rules (seed section 5, Upload): one PNG or JPEG under 5 MB. The type is read from the file's
 * first bytes, as the vendor API does, so a renamed text file is refused before it is sent.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageKind = "png" | "jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  return undefined;
}

export type ImageRefusal = "count" | "size" | "type";

/** Why a selection cannot be uploaded, or undefined when it can: `head` is the file's first bytes. */
export function imageRefusal(count: number, size: number, head: Uint8Array): ImageRefusal | undefined {
  if (count !== 1) return "count";
  if (size >= MAX_IMAGE_BYTES) return "size";
  if (!imageKind(head)) return "type";
  return undefined;
}
