import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { bankInfos, creditCardConfigs, paypalConfigs, taxInfos, twoFactors } from "../db/schema";
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
 * Encrypts every secret still stored in clear: rows written before encryption existed (a migration cannot encrypt,
 * it has no key) and the demo data's. Runs at every start, after the seed; answers how many values it encrypted.
 */
export const encryptPlainSecrets = (db: Db, keyring: Keyring): Promise<number> =>
  db.transaction((tx) => rewriteAll(tx, (stored) => (isEncrypted(stored) ? undefined : keyring.encrypt(stored))));

/**
 * Re-encrypts every stored secret with the current key, in one transaction: one value that no key of the ring can
 * decrypt leaves everything as it was (the error names the key it needs).
 */
export const rotateSecrets = (db: Db, keyring: Keyring): Promise<number> =>
  db.transaction((tx) => rewriteAll(tx, (stored) => keyring.encrypt(keyring.decrypt(stored))));

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
