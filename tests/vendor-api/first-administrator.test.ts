/**
 * Production never seeds demo data (docs/system-contract.md, "Production"): a first start in production on an empty
 * database creates no user at all, and the first administrator comes from `npm run vendor-api -- create-admin`, which
 * reads the password from standard input and applies the password rule. PGlite in a folder of the test's own, or a
 * fresh PostgreSQL database with TEST_DATABASE_URL: the command is a process of its own on the same database.
 */
import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, users } from "../../vendor-api/src/db/schema";
import { prepareVendorApi, type PreparedVendorApi } from "../../vendor-api/src/server";
import { banner } from "../../scripts/start-banner";
import { createTestDatabase, type TestDatabase } from "./support/database";

let parent: string;
let database: TestDatabase;
let target: { dataDir: string; databaseUrl?: string };

/** `npm run vendor-api -- create-admin …` as an operator runs it, the password piped in. */
function createAdmin(
  args: string[],
  password: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "create-admin", ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

const startInProduction = () => prepareVendorApi({ ...target, production: true, logLevel: "silent" });

async function login(api: PreparedVendorApi, username: string, password: string) {
  const response = await api.app.inject({
    method: "POST",
    url: "/vendor/account/login",
    query: { timestamp: String(Date.now()) },
    payload: { username, password },
  });
  return response.json() as { status: { code: number }; result: Record<string, unknown> | null };
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "vendor-api-first-admin-"));
  database = await createTestDatabase();
  target = { dataDir: path.join(parent, "data"), databaseUrl: database.databaseUrl };
});
afterAll(async () => {
  await database?.drop();
  await rm(parent, { recursive: true, force: true });
});

describe("a first start in production", () => {
  it("creates no demo data and no user, and tells the operator to run create-admin", async () => {
    const api = await startInProduction();
    try {
      expect(api.createdDemoData).toBe(false);
      expect(api.needsFirstAdministrator).toBe(true);
      expect(await api.database.db.select({ id: users.id }).from(users)).toEqual([]);
      expect((await login(api, "admin", "admin123")).status.code).not.toBe(0);
    } finally {
      await api.app.close();
      await api.database.close();
    }
    const text = banner({
      consoleUrl: "http://127.0.0.1:4000",
      vendorApiUrl: "http://127.0.0.1:4001",
      sandbox: false,
      demoAccounts: [],
      needsFirstAdministrator: true,
    });
    expect(text).toContain("npm run vendor-api -- create-admin --tenant <company name> --user <user name>");
    expect(text).not.toContain("Demo data created");
  });
});

describe("create-admin", { timeout: 60_000 }, () => {
  const args = ["--tenant", "Harbour Cruises", "--user", "harbour", "--email", "ops@harbour.example"];

  it("refuses a password the password rule refuses, and creates nothing", async () => {
    // A key file others could read, as an older version left it: the command makes it private and says so.
    await chmod(path.join(target.dataDir, "admin-key"), 0o644);
    const refused = await createAdmin(args, "abc");
    expect(refused.stderr).toContain(`Tightened 1 entry of ${target.dataDir} that other local accounts could read`);
    expect((await stat(path.join(target.dataDir, "admin-key"))).mode & 0o777).toBe(0o600);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Administrator not created: password: .*6/);
    const api = await startInProduction();
    try {
      expect(await api.database.db.select({ id: users.id }).from(users)).toEqual([]);
    } finally {
      await api.app.close();
      await api.database.close();
    }
  });

  it("makes an administrator who signs in and holds every permission, audited; a second of that name is refused", async () => {
    const made = await createAdmin(args, "Harb0ur pw!");
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Created tenant \d+ with administrator harbour/);
    // The password is what was typed, never echoed or logged.
    expect(made.stdout).not.toContain("Harb0ur");

    const again = await createAdmin(["--tenant", "Other name", "--user", "harbour"], "An0ther pw");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/username: User name already exists/);

    const api = await startInProduction();
    try {
      expect(api.needsFirstAdministrator).toBe(false);
      expect(api.createdDemoData).toBe(false);
      expect((await login(api, "harbour", "An0ther pw")).status.code).not.toBe(0);
      const signedIn = await login(api, "harbour", "Harb0ur pw!");
      expect(signedIn.status.code).toBe(0);
      const session = signedIn.result as { operatorToken: string; tenantId: number; channelId: number; id: number };
      const headers = {
        operatortoken: session.operatorToken,
        tid: String(session.tenantId),
        channelid: String(session.channelId),
        opid: String(session.id),
        operatorid: String(session.id),
      };
      // Pages of every group answer: roles, users, the audit trail.
      for (const url of ["/role/list", "/user/list", "/audit/list"]) {
        const answer = await api.app.inject({
          method: "POST",
          url,
          query: { timestamp: String(Date.now()) },
          headers,
          payload: { pageNum: 1, pageSize: 10 },
        });
        expect([url, (answer.json() as { status: { code: number } }).status.code]).toEqual([url, 0]);
      }
      const [user] = await api.database.db.select().from(users).where(eq(users.username, "harbour"));
      expect(user).toMatchObject({ email: "ops@harbour.example", creator: "create-admin", status: "active" });
      const audit = await api.database.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, session.tenantId), eq(auditEntries.targetName, "harbour")));
      expect(audit).toMatchObject([{ actor: "create-admin", area: "user", action: "add" }]);
    } finally {
      await api.app.close();
      await api.database.close();
    }
  });
});
