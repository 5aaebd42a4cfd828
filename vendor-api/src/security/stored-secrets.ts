import { eq, isNotNull, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { bankInfos, creditCardConfigs, notificationOutbox, paypalConfigs, taxInfos, twoFactors } from "../db/schema";
import { isEncrypted, type Keyring } from "./secrets";

/** Every column that holds a secret, by table and the key of its rows (docs/system-contract.md sections 5 and 7). */
const SECRET_COLUMNS: Array<{ table: PgTable; key: PgColumn; columns: Record<string, PgColumn> }> = [
  {
    table: creditCardConfigs,
    key: creditCardConfigs.id,
    columns: {
      transactionKey: creditCardConfigs.transactionKey,
      password: creditCardConfigs.password,
      sourcePin: creditCardConfigs.sourcePin,
    },
  },
  {
    table: paypalConfigs,
    key: paypalConfigs.id,
    columns: {
      password: paypalConfigs.password,
      signature: paypalConfigs.signature,
      clientSecret: paypalConfigs.clientSecret,
    },
  },
  { table: taxInfos, key: taxInfos.tenantId, columns: { tin: taxInfos.tin } },
  {
    table: bankInfos,
    key: bankInfos.tenantId,
    columns: { routingNumber: bankInfos.routingNumber, accountNumber: bankInfos.accountNumber },
  },
  { table: twoFactors, key: twoFactors.userId, columns: { secret: twoFactors.secret } },
];

type Rewrite = (stored: string) => string | undefined;

/** Rewrites the stored secrets `rewrite` answers a new value for, under row locks, in the caller's transaction. */
async function rewriteAll(tx: Db, rewrite: Rewrite): Promise<number> {
  let changed = 0;
  for (const { table, key, columns } of SECRET_COLUMNS) {
    const rows = (await tx
      .select({ key, ...columns })
      .from(table)
      .for("update")) as Array<Record<string, string | null>>;
    for (const row of rows) {
      const values: Record<string, string> = {};
      for (const name of Object.keys(columns)) {
        const stored = row[name];
        const next = stored ? rewrite(stored) : undefined;
        if (next !== undefined) values[name] = next;
      }
      if (Object.keys(values).length === 0) continue;
      await tx
        .update(table)
        .set(values)
        .where(eq(key, row.key as unknown as number));
      changed += Object.keys(values).length;
    }
  }
  return changed;
}

/**
 * Mail that carries a code (docs/system-contract.md section 10): its body, and the QR code texts of a confirmation,
 * are encrypted from the moment they are queued and emptied once handled. `rewrite` answers a row's new body and codes,
 * or undefined to leave it, for the rows `where` picks.
 */
async function rewriteCodeMail(
  tx: Db,
  where: SQL,
  rewrite: (row: {
    content: string;
    qrCodes: string[] | null;
    status: string;
  }) => { content: string; qrCodes: string[] | null } | undefined,
): Promise<number> {
  const rows = await tx
    .select({
      id: notificationOutbox.id,
      content: notificationOutbox.content,
      qrCodes: notificationOutbox.qrCodes,
      status: notificationOutbox.status,
    })
    .from(notificationOutbox)
    .where(where)
    .for("update");
  let changed = 0;
  for (const row of rows) {
    const next = rewrite(row);
    if (!next) continue;
    await tx.update(notificationOutbox).set(next).where(eq(notificationOutbox.id, row.id));
    changed += 1;
  }
  return changed;
}

/**
 * A confirmation queued before its ticket codes were encrypted (only confirmations list QR codes): handled, it loses
 * its body and codes as a handled one does now; still waiting, it is encrypted.
 */
const sealPlainConfirmation =
  (keyring: Keyring) =>
  ({ content, qrCodes, status }: { content: string; qrCodes: string[] | null; status: string }) => {
    if (!qrCodes || isEncrypted(content)) return undefined;
    if (status === "sent") return { content: "", qrCodes: null };
    return { content: keyring.encrypt(content), qrCodes: qrCodes.map((code) => keyring.encrypt(code)) };
  };

/**
 * Encrypts every secret still stored in clear: rows written before encryption existed (a migration cannot encrypt,
 * it has no key) and the demo data's, and confirmations queued with their ticket codes in clear. Runs at every start,
 * after the seed; answers how many values (mail: messages) it encrypted or emptied.
 */
export const encryptPlainSecrets = (db: Db, keyring: Keyring): Promise<number> =>
  db.transaction(
    async (tx) =>
      (await rewriteAll(tx, (stored) => (isEncrypted(stored) ? undefined : keyring.encrypt(stored)))) +
      (await rewriteCodeMail(tx, isNotNull(notificationOutbox.qrCodes), sealPlainConfirmation(keyring))),
  );

/**
 * Re-encrypts every stored secret with the current key, in one transaction: one value that no key of the ring can
 * decrypt leaves everything as it was (the error names the key it needs). Mail still waiting with a code is
 * re-encrypted too, so that it can be sent once the previous key is gone.
 */
export const rotateSecrets = (db: Db, keyring: Keyring): Promise<number> =>
  db.transaction(
    async (tx) =>
      (await rewriteAll(tx, (stored) => keyring.encrypt(keyring.decrypt(stored)))) +
      // Every mail with a body left (a rare operation: sent messages without a code keep theirs).
      (await rewriteCodeMail(tx, ne(notificationOutbox.content, ""), ({ content, qrCodes }) =>
        isEncrypted(content)
          ? {
              content: keyring.encrypt(keyring.decrypt(content)),
              qrCodes: qrCodes?.map((code) => keyring.encrypt(keyring.decrypt(code))) ?? null,
            }
          : undefined,
      )),
  );

/**
 * Logs, once at start, that stored secrets were encrypted with keys the ring does not have. A wrong key must not stop
 * the whole API (a restart would fail the same way): everything else keeps working, and each read of such a secret
 * answers 10000 with the same explanation in the log. Answers the missing key ids.
 */
export async function reportMissingSecretKeys(
  db: Db,
  keyring: Keyring,
  log: (details: Record<string, unknown>, message: string) => void,
): Promise<string[]> {
  const missing = new Set<string>();
  for (const { table, columns } of SECRET_COLUMNS) {
    const rows = (await db.select(columns).from(table)) as Array<Record<string, string | null>>;
    for (const value of rows.flatMap((row) => Object.values(row))) {
      if (value && !keyring.canDecrypt(value)) missing.add(value.split(":")[1] ?? "");
    }
  }
  const missingKeys = [...missing];
  if (missingKeys.length > 0)
    log(
      { missingKeys, currentKey: keyring.currentId },
      `Stored secrets were encrypted with key ${missingKeys.join(", ")}, which is neither SECRETS_KEY ` +
        `(${keyring.currentId}) nor SECRETS_KEY_PREVIOUS: payment secrets, TIN, bank numbers and two-factor secrets ` +
        `cannot be read until the vendor API is started with that key (docs/system-contract.md section 7).`,
    );
  return missingKeys;
}
