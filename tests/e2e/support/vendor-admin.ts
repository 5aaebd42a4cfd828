/** The vendor API's operator endpoints, used by browser tests to issue auth codes and end sessions. */
import { inject } from "vitest";

async function callAdmin<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject("vendorApiUrl")}${path}?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-admin-key": inject("adminKey") },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: { code: number; msg: string }; result: T };
  if (envelope.status.code !== 0) throw new Error(`${path}: ${envelope.status.code} ${envelope.status.msg}`);
  return envelope.result;
}

export const issueAuthCode = (userName: string) =>
  callAdmin<{ authCode: string; userName: string }>("/admin/auth-code", { userName });

export const revokeSessions = (userName: string) =>
  callAdmin<{ revoked: number }>("/admin/sessions/revoke", { userName });

let tenants = 0;

/**
 * A fresh vendor of its own (nothing set up, the guide all to do), for a test that saves what it needs on an empty
 * tenant without using up the demo's Fresh Vendor. Answers the credentials to log in with.
 */
export async function createTenant(label: string): Promise<{ username: string; password: string }> {
  const username = `${label}-${process.pid}-${Date.now().toString(36)}-${(tenants += 1)}`.toLowerCase();
  const password = "fresh123";
  await callAdmin("/admin/tenants", { name: `${label} ${tenants}`, username, password });
  return { username, password };
}
