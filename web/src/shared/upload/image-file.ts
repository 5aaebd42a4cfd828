/**
 * The console's image rules (docs/rules.md): one PNG or JPEG under 5 MB, the type read from the file's first bytes as
 * the vendor API reads it, so a renamed text file is refused before it is sent.
 */
import { fail, FILE_MAX_BYTES, FILE_MAX_MB, imageType, type RuleFailure } from "#rules";

export const MAX_IMAGE_BYTES = FILE_MAX_BYTES;

/** Why a selection cannot be uploaded, or undefined when it can: `head` is the file's first bytes. */
export function imageRefusal(count: number, size: number, head: Uint8Array): "count" | RuleFailure | undefined {
  if (count !== 1) return "count";
  if (size >= FILE_MAX_BYTES) return fail("file.tooLarge", { mb: FILE_MAX_MB });
  if (!imageType(head)) return fail("file.type");
  return undefined;
}
