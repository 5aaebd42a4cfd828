/**
 * Signed ticket codes (docs/sales-contract.md, "Check-in"): what a ticket's QR code carries, `VT1.<ticket number>.<mac>`
 * where mac is HMAC-SHA256 of the ticket number under the tenant's own key, base64url, cut to 10 bytes (80 bits: a
 * guess at the door succeeds once in 10^24 tries). The key is made on first need and kept encrypted with the secrets
 * keyring, so a code cannot be made up without it, and another vendor's code does not verify under ours.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { reservations, ticketCodeKeys } from "../../db/schema";
import type { Keyring } from "../../security/secrets";

const PREFIX = "VT1";
const KEY_BYTES = 32;
const MAC_BYTES = 10;

const mac = (key: Buffer, ticketNumber: string) =>
  createHmac("sha256", key).update(ticketNumber, "utf8").digest().subarray(0, MAC_BYTES);

/** The tenant's key, made and stored (encrypted) on first need; two first needs at once keep the one stored first. */
export async function tenantCodeKey(db: Db, secrets: Keyring, tenantId: number): Promise<Buffer> {
  const stored = await storedKey(db, tenantId);
  if (stored !== undefined) return Buffer.from(secrets.decrypt(stored), "base64");
  await db
    .insert(ticketCodeKeys)
    .values({ tenantId, key: secrets.encrypt(randomBytes(KEY_BYTES).toString("base64")) })
    .onConflictDoNothing({ target: ticketCodeKeys.tenantId });
  return Buffer.from(secrets.decrypt((await storedKey(db, tenantId))!), "base64");
}

async function storedKey(db: Db, tenantId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: ticketCodeKeys.key })
    .from(ticketCodeKeys)
    .where(eq(ticketCodeKeys.tenantId, tenantId))
    .limit(1);
  return row?.key;
}

/** Signs ticket numbers with one tenant's key (loaded once for a whole order or page of tickets). */
export type TicketSigner = (ticketNumber: string) => string;

export const signerOf =
  (key: Buffer): TicketSigner =>
  (ticketNumber) =>
    `${PREFIX}.${ticketNumber}.${mac(key, ticketNumber).toString("base64url")}`;

export async function tenantSigner(db: Db, secrets: Keyring, tenantId: number): Promise<TicketSigner> {
  return signerOf(await tenantCodeKey(db, secrets, tenantId));
}

/** What the check-in input was: a typed ticket number, or a scanned code (ticket number and signature). */
export type ParsedTicketInput =
  { kind: "number"; ticketNumber: string } | { kind: "code"; ticketNumber: string; mac: Buffer };

export function parseTicketInput(text: string): ParsedTicketInput {
  const trimmed = text.trim();
  const parts = trimmed.split(".");
  if (parts.length === 3 && parts[0] === PREFIX && parts[1] && parts[2])
    return { kind: "code", ticketNumber: parts[1], mac: Buffer.from(parts[2], "base64url") };
  return { kind: "number", ticketNumber: trimmed };
}

const macMatches = (key: Buffer, ticketNumber: string, given: Buffer) => {
  const expected = mac(key, ticketNumber);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Whose a scanned code is: `ours` when it verifies under the tenant's key; `other-vendor` when it verifies under the
 * key of another tenant holding that ticket number; `forged` otherwise (made up or tampered with). Nothing about the
 * other vendor is returned: the caller answers as for an unknown ticket except for the reason.
 */
export async function codeOwner(
  db: Db,
  secrets: Keyring,
  tenantId: number,
  code: { ticketNumber: string; mac: Buffer },
): Promise<"ours" | "other-vendor" | "forged"> {
  if (macMatches(await tenantCodeKey(db, secrets, tenantId), code.ticketNumber, code.mac)) return "ours";
  const others = await db
    .select({ key: ticketCodeKeys.key })
    .from(reservations)
    .innerJoin(ticketCodeKeys, eq(ticketCodeKeys.tenantId, reservations.tenantId))
    .where(and(eq(reservations.ticketNumber, code.ticketNumber), ne(reservations.tenantId, tenantId)));
  const otherVendor = others.some(({ key }) =>
    macMatches(Buffer.from(secrets.decrypt(key), "base64"), code.ticketNumber, code.mac),
  );
  return otherVendor ? "other-vendor" : "forged";
}
