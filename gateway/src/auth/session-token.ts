/**
 * The bearer token handed to the browser: the upstream session sealed with AES-256-GCM. The gateway keeps no session
 * store, so any gateway instance sharing SESSION_SECRET can serve any user; tampering breaks the GCM tag.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";
import { RecentlyUsed } from "../recently-used";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Tokens whose opened payload is kept: a gateway's users of the last minutes, a few hundred bytes each. */
const OPENED_TOKENS = 2000;

/** What the gateway needs to call the vendor API on the user's behalf (and to answer `me.user` cheaply). */
export const sessionPayloadSchema = z.object({
  operatorToken: z.string().min(1),
  tenantId: z.string(),
  originalTenantId: z.string(),
  userId: z.string(),
  username: z.string(),
  channelId: z.string().nullable(),
  timeZone: z.string().nullable(),
  tenantInitialized: z.boolean(),
  /** The login said the password was reset: the console offers only Change Password (a change ends this session). */
  mustChangePassword: z.boolean().optional(),
  /** Upstream session expiry, epoch milliseconds. */
  expiresAt: z.number(),
  /** Set for an integrator's API token (auth/api-token.ts): never sealed, opened anew for each request. */
  apiTokenId: z.string().optional(),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

export type UnsealResult =
  { ok: true; session: SessionPayload } | { ok: false; reason: "malformed" | "tampered" | "expired" };

export class SessionSealer {
  private readonly key: Buffer;
  /**
   * Payloads of tokens opened before. A token's payload never changes, so it is deciphered once, not on
   * every request (docs/scale-contract.md section 4); the expiry is still checked each time, and only tokens that
   * opened are kept.
   */
  private readonly opened = new RecentlyUsed<string, SessionPayload>(OPENED_TOKENS);

  constructor(secret: string) {
    // HKDF turns any secret string into a uniform 256-bit key bound to this one use.
    this.key = Buffer.from(hkdfSync("sha256", secret, "vendor-console-gateway", "session-token/aes-256-gcm", 32));
  }

  seal(session: SessionPayload): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(VERSION));
    const body = Buffer.concat([cipher.update(JSON.stringify(session), "utf8"), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
  }

  unseal(token: string, now = Date.now()): UnsealResult {
    let session = this.opened.get(token);
    if (!session) {
      const result = this.open(token);
      if (!result.ok) return result;
      session = result.session;
      this.opened.set(token, session);
    }
    if (session.expiresAt <= now) return { ok: false, reason: "expired" };
    return { ok: true, session };
  }

  private open(token: string): { ok: true; session: SessionPayload } | { ok: false; reason: "malformed" | "tampered" } {
    const [version, blob, ...rest] = token.split(".");
    if (version !== VERSION || !blob || rest.length > 0) return { ok: false, reason: "malformed" };
    const raw = Buffer.from(blob, "base64url");
    // Node's base64 decoder skips stray characters; insisting on the canonical form means one token, one spelling.
    if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString("base64url") !== blob)
      return { ok: false, reason: "malformed" };

    let plain: string;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(VERSION));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      return { ok: false, reason: "tampered" };
    }
    const parsed = sessionPayloadSchema.safeParse(safeJson(plain));
    return parsed.success ? { ok: true, session: parsed.data } : { ok: false, reason: "malformed" };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
