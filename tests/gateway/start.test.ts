/**
 * `npm start` as a new user runs it (the server build of scripts/start.ts as a process, default LOG_LEVEL): the first
 * start says where the console is and how to sign in; a session of ordinary requests adds no access lines at `info`.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { lstat, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, SERVER_DIST, SERVER_NODE_OPTIONS } from "../../scripts/build-server";
import persistedDocuments from "../../web/src/gql/persisted-documents.json";
import { scripts, version } from "../../package.json";
import { gql, LOGIN, loginAs } from "./support/graphql-client";
import { freePort } from "../support/free-port";

interface Started {
  process: ChildProcessWithoutNullStreams;
  output: () => string;
  consoleUrl: string;
}

let dataDir: string;
const running: ChildProcessWithoutNullStreams[] = [];

function start(vendorApiPort = 0, environment: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(SERVER_DIST, "start.mjs")], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      VENDOR_API_PORT: String(vendorApiPort),
      DATA_DIR: dataDir,
      ...environment,
    },
  });
  running.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Console\s+(http:\/\/\S+?)\/\n/.exec(output)?.[1];
      if (url && output.includes("Stop with Ctrl+C"))
        resolve({ process: child, output: () => output, consoleUrl: url });
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

async function stop(started: Started): Promise<void> {
  const exited = new Promise((resolve) => started.process.once("exit", resolve));
  started.process.kill("SIGTERM");
  // A clean stop: the embedded vendor API's worker ending on request is no failure.
  expect(await exited).toBe(0);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vendor-console-start-"));
  await buildServer();
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("runs the server build as production does, with the same node options, after building what changed", () => {
    // One process: scripts/npm-start.ts checks the builds, then imports dist/server/start.mjs.
    expect(scripts.start).toMatch(new RegExp(`^node ${SERVER_NODE_OPTIONS.join(" ")} .*scripts/npm-start\\.ts$`));
  });

  it("builds files V8 holds at one byte a character, and source maps without a copy of the sources", async () => {
    const files = await readdir(SERVER_DIST);
    const code = files.filter((file) => file.endsWith(".mjs"));
    expect(code.length).toBeGreaterThan(0);
    for (const file of code)
      expect(await readFile(path.join(SERVER_DIST, file), "utf8")).not.toMatch(/[\u0080-\uffff]/);
    for (const file of files.filter((name) => name.endsWith(".map"))) {
      const map = JSON.parse(await readFile(path.join(SERVER_DIST, file), "utf8")) as { sourcesContent?: unknown };
      expect(map.sourcesContent).toBeUndefined();
    }
  });

  // What it waits for is a first start: a new database and the demo data, some 20 s alone on two cores and more beside
  // the other suites, so its limit is that of a start, not of a request.
  it(
    "prints the console, Sandbox and demo accounts on a first start, and no access lines at info",
    { timeout: 120_000 },
    async () => {
      const first = await start();
      expect(first.output()).toContain(
        `GraphQL     ${first.consoleUrl}/graphql  (open it in a browser for Apollo Sandbox)`,
      );
      expect(first.output()).toContain(
        "E-mail      shown in this terminal and on System Settings → Development Mail, not sent (SMTP_URL is not set)",
      );
      expect(first.output()).toMatch(/Demo data created\. Sign in with:/);
      expect(first.output()).toMatch(/Demo Tours\s+admin\s+admin123\s+Administrator/);
      expect(first.output()).toMatch(/Fresh Vendor\s+newvendor\s+vendor123/);

      const before = first.output().length;
      const token = await loginAs(first.consoleUrl, "admin", "admin123");
      for (let index = 0; index < 10; index += 1) {
        const answer = await gql(first.consoleUrl, "{ trips(page: { number: 1, size: 5 }) { total } }", {}, token);
        expect(answer.errors).toBeUndefined();
      }
      const session = first.output().slice(before);
      expect(session).not.toMatch(/graphql operation|incoming request|request completed/);

      // Each bundled module still finds its own files: package.json (the version) and the console's documents.
      const info = await gql(first.consoleUrl, "{ serverInfo { version } }", {}, token);
      expect(info.data).toEqual({ serverInfo: { version } });
      const [hash, text] = Object.entries(persistedDocuments).find(([, document]) =>
        document.includes("query Shell "),
      )!;
      const response = await fetch(`${first.consoleUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          operationName: "Shell",
          extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace("sha256:", "") } },
        }),
      });
      expect(text).toContain("query Shell ");
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
      await stop(first);

      // On a port given, the gateway is built while the vendor API starts in its worker (scripts/serve.ts); the data
      // the first start wrote is there, its database closed cleanly by the stop.
      const vendorApiPort = await freePort();
      const second = await start(vendorApiPort);
      expect(second.output()).toContain(`Vendor API  http://127.0.0.1:${vendorApiPort}  (embedded`);
      expect(second.output()).not.toContain("admin123");
      const again = await loginAs(second.consoleUrl, "admin", "admin123");
      const trips = await gql(second.consoleUrl, "{ trips(page: { number: 1, size: 5 }) { total } }", {}, again);
      expect(trips.data?.trips.total).toBeGreaterThan(0);
      await stop(second);
    },
  );

  // The attack run's reproductions: production seeded admin/admin123, and PGlite's files were 0666.
  it(
    "in production on an empty data folder creates no demo accounts, says how to make the first administrator, and " +
      "keeps every file private",
    { timeout: 120_000 },
    async () => {
      const productionDir = path.join(dataDir, "production");
      const started = await start(0, {
        NODE_ENV: "production",
        SESSION_SECRET: "production-start-test-secret-of-48-characters-ok",
        DATA_DIR: productionDir,
      });
      expect(started.output()).not.toContain("Demo data created");
      expect(started.output()).toContain("No user exists yet");
      expect(started.output()).toContain(
        "npm run vendor-api -- create-admin --tenant <company name> --user <user name>",
      );
      const login = await gql<{ login: unknown }>(started.consoleUrl, LOGIN, {
        username: "admin",
        password: "admin123",
      });
      expect(login.data?.login ?? null).toBeNull();
      await stop(started);

      const entries = await modes(productionDir);
      expect(entries.length).toBeGreaterThan(900);
      expect(entries.filter(({ mode }) => (mode & 0o077) !== 0)).toEqual([]);
    },
  );
});

/** Every entry under `folder` (itself included) with its permission bits. */
async function modes(folder: string): Promise<Array<{ entry: string; mode: number }>> {
  const stats = await lstat(folder);
  const own = { entry: folder, mode: stats.mode & 0o777 };
  if (!stats.isDirectory()) return [own];
  const below = await Promise.all((await readdir(folder)).map((name) => modes(path.join(folder, name))));
  return [own, ...below.flat()];
}
