/**
 * The verification code a Verify sent, remembered in this tab's sessionStorage while it is valid: leaving the screen
 * (to read the code in Development Mail, say) and coming back keeps the code field, and nothing sends another code.
 * Nothing secret is kept: the address and when the code expires, never the code.
 */
import { readJson, writeJson } from "@/shared/browser-storage";

const KEY = "vendor-console.company-email-code";

export interface SentCode {
  sentTo: string;
  expiresAt: string;
}

interface PendingCode extends SentCode {
  tenantId: string;
  /** The saved contact e-mail the code verifies: another address's code is not this one's. */
  email: string;
}

export function readPendingCode(tenantId: string, email: string, now = Date.now()): SentCode | null {
  const pending = readJson<PendingCode>("sessionStorage", KEY);
  if (!pending || pending.tenantId !== tenantId || pending.email !== email) return null;
  if (!(Date.parse(pending.expiresAt) > now)) return null;
  return { sentTo: pending.sentTo, expiresAt: pending.expiresAt };
}

export function keepPendingCode(tenantId: string, email: string, sent: SentCode): void {
  writeJson("sessionStorage", KEY, { tenantId, email, sentTo: sent.sentTo, expiresAt: sent.expiresAt });
}

export function dropPendingCode(): void {
  writeJson("sessionStorage", KEY, undefined);
}
