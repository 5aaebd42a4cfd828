import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVendorApi } from "../../vendor-api/src/server";
import { createTestDatabase, type TestDatabase } from "./support/database";

let dataDir: string;
let database: TestDatabase;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vendor-api-server-"));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const call = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: { code: number }; result: Record<string, string | number> };
};

describe("startVendorApi", () => {
  // It waits for three starts of the vendor API, the first one creating the database and the demo data.
  it(
    "serves over HTTP on an ephemeral port and keeps data, demo accounts and admin key across restarts",
    { timeout: 120_000 },
    async () => {
      const start = () =>
        startVendorApi({ port: 0, host: "127.0.0.1", dataDir, databaseUrl: database.databaseUrl, logLevel: "silent" });
      const first = await start();
      let adminKey: string;
      try {
        expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        adminKey = first.adminKey;
        expect((await stat(path.join(dataDir, "admin-key"))).mode & 0o777).toBe(0o600);
        const login = await call(`${first.url}/vendor/account/login`, { username: "other", password: "other123" });
        const headers = { operatortoken: String(login.result.operatorToken), tid: String(login.result.tenantId) };
        const changed = await call(
          `${first.url}/vendor/account/change/password`,
          { password: "other123", newPassword: "other456" },
          headers,
        );
        expect(changed.status.code).toBe(0);
      } finally {
        await first.close();
      }

      const second = await start();
      try {
        expect(second.adminKey).toBe(adminKey);
        expect(
          (await call(`${second.url}/vendor/account/login`, { username: "other", password: "other456" })).status.code,
        ).toBe(0);
        expect(
          (await call(`${second.url}/vendor/account/login`, { username: "admin", password: "admin123" })).status.code,
        ).toBe(0);
        const issued = await call(`${second.url}/admin/auth-code`, { userName: "admin" }, { "x-admin-key": adminKey });
        expect(issued.result.authCode).toBeTruthy();
      } finally {
        await second.close();
      }
    },
  );
});
