/**
 * `npm run vendor-api -- auth-code` (and `create-tenant`) as the README shows it, run as a process beside a vendor API on a non-default
 * port and data directory: it must find that vendor API and its key from the variables `npm start` reads.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVendorApi } from "../../vendor-api/src/server";
import { createTestDatabase, type TestDatabase } from "./support/database";

const run = promisify(execFile);
const cli = (env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "auth-code", "--user", "admin"], {
    env: { PATH: process.env.PATH, ...env },
  });

let dataDir: string;
let database: TestDatabase;
let vendorApi: Awaited<ReturnType<typeof startVendorApi>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vendor-api-cli-"));
  database = await createTestDatabase();
  vendorApi = await startVendorApi({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: database.databaseUrl,
    logLevel: "silent",
  });
});
afterAll(async () => {
  await vendorApi?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("auth-code command", () => {
  it("honours VENDOR_API_PORT, PORT and DATA_DIR and prints a link that logs the user in", async () => {
    const port = new URL(vendorApi.url).port;
    const { stdout } = await cli({ VENDOR_API_PORT: port, PORT: "4555", DATA_DIR: dataDir });
    const link = new URL(stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:4555/auth-redirect");
    expect(link.searchParams.get("userName")).toBe("admin");

    const login = await fetch(`${vendorApi.url}/vendor/account/auth/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ authCode: link.searchParams.get("authCode"), userName: "admin" }),
    });
    expect(((await login.json()) as { status: { code: number } }).status.code).toBe(0);
  });

  it("honours VENDOR_API_URL", async () => {
    const { stdout } = await cli({ VENDOR_API_URL: vendorApi.url, DATA_DIR: dataDir });
    expect(stdout).toMatch(/^http:\/\/localhost:4000\/auth-redirect\?authCode=/);
  });

  it("says where it looked when the key file is not there", async () => {
    const empty = path.join(dataDir, "nothing-here");
    await expect(cli({ VENDOR_API_URL: vendorApi.url, DATA_DIR: empty })).rejects.toMatchObject({
      stderr: expect.stringContaining(path.join(empty, "admin-key")),
    });
  });
});

describe("create-tenant command", () => {
  const createTenant = (args: string[]) =>
    run(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "create-tenant", ...args], {
      env: { PATH: process.env.PATH, VENDOR_API_URL: vendorApi.url, DATA_DIR: dataDir },
    });

  it("creates a tenant whose user can sign in, and says what the vendor API refused", async () => {
    const { stdout } = await createTenant(["--name", "Cli Tours", "--user", "clivendor", "--password", "cli12345"]);
    expect(stdout).toMatch(/^Created tenant \d+; sign in as clivendor\./);
    const login = await fetch(`${vendorApi.url}/vendor/account/login?timestamp=${Date.now()}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "clivendor", password: "cli12345" }),
    });
    const envelope = (await login.json()) as { status: { code: number }; result: { tenantInitialized: boolean } };
    expect(envelope.status.code).toBe(0);
    expect(envelope.result.tenantInitialized).toBe(false);

    await expect(
      createTenant(["--name", "Again", "--user", "clivendor", "--password", "cli12345"]),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("username: User name already exists") });
  });
});

describe("pay-statement command", () => {
  const payStatement = (args: string[]) =>
    run(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "pay-statement", ...args], {
      env: { PATH: process.env.PATH, VENDOR_API_URL: vendorApi.url, DATA_DIR: dataDir },
    });

  it("marks a closed month paid once, and says when a month is not a closed statement", async () => {
    const { stdout } = await payStatement(["--tenant", "1001", "--month", "2025-09"]);
    expect(stdout).toMatch(/^Statement 2025-09 of tenant 1001 paid at \d{4}-\d\d-\d\dT/);
    expect((await payStatement(["--tenant", "1001", "--month", "2025-09"])).stdout).toBe(stdout);
    await expect(payStatement(["--tenant", "1001", "--month", "2024-10"])).rejects.toMatchObject({
      stderr: expect.stringContaining("Statement 2024-10 of tenant 1001 not paid"),
    });
  });
});
