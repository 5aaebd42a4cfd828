import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEMORY_DATA_DIR } from "../db/connect";

/**
 * Secrets at rest (docs/system-contract.md section 7): AES-256-GCM, each value stored as
 * `v1:<key id>:<iv>:<ciphertext+tag>` (base64url). The key id names the key without revealing it, so a value
 * encrypted with a key the vendor API does not have is reported as such instead of as damaged data.
 */
const PREFIX = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretsKeyError extends Error {}

export interface Key {
  id: string;
  bytes: Buffer;
}

const keyId = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64url").slice(0, 8);

export function parseKey(text: string, name: string): Key {
  const bytes = Buffer.from(text.trim(), "base64");
  if (bytes.length !== KEY_BYTES)
    throw new SecretsKeyError(`${name} must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  return { id: keyId(bytes), bytes };
}

export const isEncrypted = (value: string): boolean => value.startsWith(`${PREFIX}:`);

export interface Keyring {
  /** The id of the key new values are encrypted with. */
  readonly currentId: string;
  encrypt(plain: string): string;
  /** The clear value; a value that is not encrypted yet (written before encryption existed) is answered as it is. */
  decrypt(stored: string): string;
  /** Whether the value was encrypted with a key of this ring. */
  canDecrypt(stored: string): boolean;
}

export function createKeyring(current: Key, previous?: Key): Keyring {
  const keys = new Map([[current.id, current]]);
  if (previous) keys.set(previous.id, previous);
  return {
    currentId: current.id,
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current.bytes, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return [PREFIX, current.id, iv.toString("base64url"), sealed.toString("base64url")].join(":");
    },
    decrypt(stored) {
      if (!isEncrypted(stored)) return stored;
      const [, id, iv, sealed] = stored.split(":");
      const key = keys.get(id ?? "");
      if (!key)
        throw new SecretsKeyError(
          `A stored secret was encrypted with key ${id}, which is neither SECRETS_KEY (${current.id})` +
            (previous ? ` nor SECRETS_KEY_PREVIOUS (${previous.id})` : " and no SECRETS_KEY_PREVIOUS is set") +
            `: start the vendor API with the key it was encrypted with (docs/system-contract.md section 7).`,
        );
      const bytes = Buffer.from(sealed ?? "", "base64url");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv ?? "", "base64url"));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new SecretsKeyError(`A stored secret of key ${id} does not decrypt: it is damaged.`);
      }
    },
    canDecrypt: (stored) => !isEncrypted(stored) || keys.has(stored.split(":")[1] ?? ""),
  };
}

/** A fresh key as SECRETS_KEY takes it. */
export const newSecretsKey = (): string => randomBytes(KEY_BYTES).toString("base64");

/** A ring of one fresh key, for what lives no longer than the process (an in-memory database, the OpenAPI print). */
export const ephemeralKeyring = (): Keyring => createKeyring(parseKey(newSecretsKey(), "SECRETS_KEY"));

/**
 * SECRETS_KEY, else `DATA_DIR/secrets-key` (created readable by the owner only on first start, like the admin key);
 * SECRETS_KEY_PREVIOUS is still accepted for reading. An in-memory database gets a key that lives as long as it.
 */
export async function resolveKeyring(
  dataDir: string,
  given: { key?: string; previous?: string } = {},
): Promise<Keyring> {
  const previous = given.previous ? parseKey(given.previous, "SECRETS_KEY_PREVIOUS") : undefined;
  if (given.key) return createKeyring(parseKey(given.key, "SECRETS_KEY"), previous);
  if (dataDir === MEMORY_DATA_DIR)
    return previous ? createKeyring(parseKey(newSecretsKey(), "SECRETS_KEY"), previous) : ephemeralKeyring();
  const file = path.join(dataDir, "secrets-key");
  try {
    return createKeyring(parseKey(await readFile(file, "utf8"), file), previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = newSecretsKey();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  return createKeyring(parseKey(key, file), previous);
}
