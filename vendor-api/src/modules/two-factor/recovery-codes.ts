import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { recoveryCodes } from "../../db/schema";
import { hashPassword, verifyPassword } from "../../security/passwords";

const CODE_COUNT = 10;
/** Unambiguous letters and digits (no 0/O, 1/I/L), so a code copied from paper reads back right. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** `XXXXX-XXXXX`: 10 characters of 31, about 50 bits, under a password hash (security/passwords.ts). */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Typed with or without the dash, in any case. */
const normalise = (code: string) => {
  const plain = code.replace(/[\s-]/g, "").toUpperCase();
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

/** Replaces the user's recovery codes with ten new ones, answered once in clear and stored hashed only. */
export async function replaceRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashPassword));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/**
 * Uses up the unused recovery code that matches, answering whether one did. Claimed by a conditional update, so the
 * same code presented twice at once signs in only once.
 */
export async function claimRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const typed = normalise(code);
  const matches = await Promise.all(unused.map((row) => verifyPassword(typed, row.codeHash)));
  const match = unused.find((_, index) => matches[index]);
  if (!match) return false;
  const claimed = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return claimed.length > 0;
}

export async function remainingRecoveryCodes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
