import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Opaque bearer secrets (operator tokens, auth codes, the admin key): 32 random bytes, base64url. */
export const newSecret = (): string => randomBytes(32).toString("base64url");

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

/** Compares through hashes so neither the length nor the content of the expected secret leaks through timing. */
export const secretsEqual = (given: string, expected: string): boolean =>
  timingSafeEqual(Buffer.from(sha256(given), "hex"), Buffer.from(sha256(expected), "hex"));
