import crypto from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { SessionSealer, type SessionPayload } from "../../gateway/src/auth/session-token";

const session: SessionPayload = {
  operatorToken: "upstream-token",
  tenantId: "1001",
  originalTenantId: "1001",
  userId: "7",
  username: "admin",
  channelId: "1",
  timeZone: "America/New_York",
  tenantInitialized: true,
  expiresAt: Date.now() + 60_000,
};

describe("session token", () => {
  const sealer = new SessionSealer("a secret long enough for tests, 32+ characters");

  it("round-trips the upstream session and hides it", () => {
    const token = sealer.seal(session);
    expect(token).not.toContain("upstream-token");
    expect(Buffer.from(token.slice(3), "base64url").toString("latin1")).not.toContain("upstream-token");
    expect(sealer.unseal(token)).toEqual({ ok: true, session });
  });

  it("refuses a tampered token", () => {
    const token = sealer.seal(session);
    const raw = Buffer.from(token.slice(3), "base64url");
    raw[20] ^= 1;
    expect(sealer.unseal(`v1.${raw.toString("base64url")}`)).toEqual({ ok: false, reason: "tampered" });
  });

  it("refuses a token sealed with another secret", () => {
    const other = new SessionSealer("another secret, also long enough for tests");
    expect(other.unseal(sealer.seal(session))).toEqual({ ok: false, reason: "tampered" });
  });

  it("refuses garbage and expired tokens", () => {
    expect(sealer.unseal("nonsense")).toEqual({ ok: false, reason: "malformed" });
    expect(sealer.unseal("v1.AAAA")).toEqual({ ok: false, reason: "malformed" });
    expect(sealer.unseal(sealer.seal({ ...session, expiresAt: Date.now() - 1 }))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("opens a token once and still checks its expiry on every use", () => {
    const opening = new SessionSealer("a secret long enough for tests, 32+ characters");
    const token = opening.seal(session);
    const decipher = vi.spyOn(crypto, "createDecipheriv");
    // The module imports createDecipheriv by name: the spy reaches it once the built-in's named exports are synced.
    syncBuiltinESMExports();
    try {
      expect(opening.unseal(token)).toEqual({ ok: true, session });
      expect(opening.unseal(token)).toEqual({ ok: true, session });
      expect(decipher).toHaveBeenCalledTimes(1);
      expect(opening.unseal(token, session.expiresAt)).toEqual({ ok: false, reason: "expired" });
    } finally {
      decipher.mockRestore();
      syncBuiltinESMExports();
    }
  });
});
