/** The real reference vendor API, in memory, plus its operator endpoints (auth codes, session revocation). */
import { startVendorApi, type VendorApiOptions } from "../../../vendor-api/src/server";
import { TEST_FORWARDING_KEY } from "../../support/forwarding-key";
import { templateOptions } from "../../support/vendor-api-template";

export interface TestVendorApi {
  url: string;
  adminKey: string;
  close(): Promise<void>;
  issueAuthCode(userName: string): Promise<string>;
  revokeSessions(userName: string): Promise<number>;
}

/**
 * `mail`: how its e-mail leaves (none unless given: queued mail stays queued); `webhookLoopback`: webhooks may go to a
 * receiver on 127.0.0.1 (refused unless given, as without WEBHOOK_ALLOW_LOOPBACK); `apiTokenRateLimit`: requests a
 * minute per API token (600 unless given).
 */
export async function startTestVendorApi(
  options: Pick<VendorApiOptions, "mail" | "webhookLoopback" | "apiTokenRateLimit"> = {},
): Promise<TestVendorApi> {
  const api = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    logLevel: "warn",
    ...(await templateOptions()),
    forwardingKey: TEST_FORWARDING_KEY,
    apiTokenRateLimit: options.apiTokenRateLimit,
    mail: options.mail,
    webhookLoopback: options.webhookLoopback,
    // The demo data set's unpaid orders stay as seeded for the suites that read them (vendor-api/src/server.ts).
    releaseUnpaidHolds: false,
  });
  async function admin<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${api.url}${path}?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-key": api.adminKey },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { status: { code: number; msg: string }; result: T };
    if (envelope.status.code !== 0) throw new Error(`${path}: ${envelope.status.code} ${envelope.status.msg}`);
    return envelope.result;
  }
  return {
    ...api,
    issueAuthCode: async (userName) => (await admin<{ authCode: string }>("/admin/auth-code", { userName })).authCode,
    revokeSessions: async (userName) =>
      (await admin<{ revoked: number }>("/admin/sessions/revoke", { userName })).revoked,
  };
}
