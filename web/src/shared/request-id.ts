/**
 * A random UUID (version 4) naming one create request, so a retried create is answered with the first one's record
 * instead of making a second. Built from `crypto.getRandomValues`, which works outside secure contexts too (a console
 * served over plain HTTP on a local network has no `crypto.randomUUID`).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
