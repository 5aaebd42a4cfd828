/**
 * Two vendor API processes on one PostgreSQL database (docs/scale-contract.md section 6), as `npm run vendor-api --
 * serve` runs them: started together on an empty database they migrate and seed it once (one waits for the other's
 * start-up), their outbox senders never send an e-mail twice, and two edits of one record made at once on
 * the two processes end in one success and one stale-data refusal, never a lost update. PostgreSQL only (PGlite is
 * one process by nature): runs in the suite's PostgreSQL pass (TEST_DATABASE_URL), skipped otherwise.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { startSmtp } from "./support/smtp";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

interface VendorApiProcess {
  url: string;
  child: ChildProcess;
}

async function startProcess(databaseUrl: string, smtpUrl: string): Promise<VendorApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "serve"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      VENDOR_API_PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      VENDOR_API_ADMIN_KEY: "two-processes-admin-key-0123456789",
      SECRETS_KEY: Buffer.alloc(32, 7).toString("base64"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`vendor API exited (${code}):\n${output}`)));
  });
  return { url, child };
}

async function call(url: string, path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: { code: number }; result: Record<string, unknown> };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("two vendor API processes on one database", () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: VendorApiProcess;
  let b: VendorApiProcess;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtp();
    // Both at once on the empty database, as an orchestrator starts replicas: one migrates and seeds it while the
    // other waits for the start-up lock, then finds it ready.
    [a, b] = await Promise.all([
      startProcess(database.databaseUrl!, smtp.url),
      startProcess(database.databaseUrl!, smtp.url),
    ]);
    const login = await call(a.url, "/vendor/account/login", { username: "admin", password: "admin123" });
    const session = login.result as { operatorToken: string; tenantId: number; id: number; channelId: number };
    headers = {
      operatortoken: session.operatorToken,
      tid: String(session.tenantId),
      opid: String(session.id),
      operatorid: String(session.id),
      channelid: String(session.channelId),
      timezone: "America/New_York",
    };
  });
  afterAll(async () => {
    for (const process of [a, b]) {
      if (!process) continue;
      process.child.kill("SIGTERM");
      await new Promise((resolve) => process.child.once("exit", resolve));
    }
    await smtp?.close();
    await database?.drop();
  });

  it("started together on an empty database, migrates and seeds it once", async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>("select name from tenants order by id");
      expect(rows.map((row) => row.name)).toEqual(["Demo Tours", "Fresh Vendor", "Other Tours"]);
      const applied = await client.query("select hash from drizzle.__drizzle_migrations");
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(applied.rowCount);
    } finally {
      await client.end();
    }
  });

  it("sends each queued e-mail once, whichever process queued it", async () => {
    const trips = await call(a.url, "/trip/list", { pageNum: 1, pageSize: 5, code: "TOUR-CITY-WALK" }, headers);
    const tripId = (trips.result.list as { id: number }[])[0].id;
    const subjects = Array.from({ length: 6 }, (_, i) => `Meeting point ${i}`);
    await Promise.all(
      subjects.map((subject, i) =>
        call(
          [a, b][i % 2].url,
          "/reservation/notify",
          {
            tripId,
            date: "2025-07-01",
            shift: "Morning",
            channel: "email",
            subject,
            content: "Meet at gate B.",
          },
          headers,
        ),
      ),
    );
    // Both processes poll the outbox every 2 s. A message is sent after its claim, and every claim counts an attempt:
    // each one sent on its first attempt was claimed by one process only, so no duplicate is on its way.
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const outbox = async () =>
        (
          await client.query<{ subject: string; status: string; attempts: number }>(
            "select subject, status, attempts from notification_outbox where subject = any($1) order by subject",
            [subjects],
          )
        ).rows;
      await expect
        .poll(outbox, { timeout: 20_000, interval: 100 })
        .toEqual(subjects.map((subject) => ({ subject, status: "sent", attempts: 1 })));
    } finally {
      await client.end();
    }
    const sent = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.body)![1].trim()).sort();
    expect(sent).toEqual([...subjects].sort());
  });

  it("lets one of two simultaneous edits of a record win and refuses the other as stale", async () => {
    const tags = await call(a.url, "/tag/list", { pageNum: 1, pageSize: 1 }, headers);
    const tag = (tags.result.list as { id: number; version: number; thumbnailFileId: number | null }[])[0];
    const edit = (process: VendorApiProcess, name: string) =>
      call(
        process.url,
        "/tag/edit",
        { id: tag.id, version: tag.version, name, thumbnailFileId: tag.thumbnailFileId },
        headers,
      );
    const answers = await Promise.all([edit(a, "Edited on A"), edit(b, "Edited on B")]);
    expect(answers.map((answer) => answer.status.code).sort()).toEqual([0, 10008]);
    const winner = answers.find((answer) => answer.status.code === 0)!.result as { name: string; version: number };
    const after = await call(b.url, "/tag/list", { pageNum: 1, pageSize: 100 }, headers);
    expect(
      (after.result.list as { id: number; name: string; version: number }[]).find((t) => t.id === tag.id),
    ).toMatchObject({
      name: winner.name,
      version: tag.version + 1,
    });
  });
});
