/**
 * Images (trip pictures, tag thumbnails): one PNG or JPEG under 5 MB. The type is read from the file's first bytes,
 * never from its name or declared type, so a renamed text file is refused wherever it is checked.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export function imageType(bytes: Uint8Array): "image/png" | "image/jpeg" | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  return undefined;
}
