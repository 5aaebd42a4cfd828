/**
 * `npm run vendor-api -- serve`: the reference vendor API on its own.
 * `npm run vendor-api -- auth-code --user <name> [--console-url <url>]`: asks the running vendor API for a one-time
 * auth code and prints the console's /auth-redirect URL that logs that user in. It reads the variables `npm start`
 * reads (PORT, VENDOR_API_PORT, VENDOR_API_URL, DATA_DIR), so it finds the console it runs beside.
 * `npm run vendor-api -- create-tenant --name <name> --user <userName> --password <password> [--time-zone-id <id>]`:
 * asks the running vendor API for a fresh tenant with one administrator, nothing set up (prints its tid).
 * `npm run vendor-api -- generate-orders --tenant <tid> --count <n> [--seed <n>]`: adds n generated orders to the
 * database of DATA_DIR / DATABASE_URL (benchmark data; with PGlite, stop the running vendor API first).
 * `npm run vendor-api -- pay-statement --tenant <tid> --month YYYY-MM`: the platform pays a tenant's closed monthly
 * statement through the running vendor API (docs/money-contract.md section 3).
 * `npm run vendor-api -- rotate-secrets`: re-encrypts every stored secret with SECRETS_KEY, reading the old values
 * with SECRETS_KEY_PREVIOUS, in one transaction (docs/system-contract.md section 7).
 * `npm run vendor-api -- create-admin --tenant <name> --user <userName> [--email <address>] [--time-zone-id <id>]`:
 * production's first administrator (production creates no demo accounts): a tenant with an Administrator role
 * holding every permission and one user of it, in the database of DATA_DIR / DATABASE_URL, the password read from
 * standard input (never an argument: the process list shows arguments to every local account).
 * `npm run vendor-api -- backup FILE` / `restore FILE`: every table of the database of DATA_DIR / DATABASE_URL into one
 * file, and back into an empty database, PGlite or PostgreSQL (docs/system-contract.md, "Backups").
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { shutdownDrainMs } from "#env-config";
import { callerConfig, ConfigError, loadConfig, type VendorApiConfig } from "./config";
import type { Db } from "./db/connect";

const USAGE = `Usage:
  npm run vendor-api -- serve
  npm run vendor-api -- auth-code --user <userName> [--console-url <url>]   (default http://localhost:$PORT)
  npm run vendor-api -- create-tenant --name <name> --user <userName> --password <password> [--time-zone-id <id>]
  npm run vendor-api -- generate-orders --tenant <tid> --count <n> [--seed <n>]
  npm run vendor-api -- pay-statement --tenant <tid> --month YYYY-MM
  SECRETS_KEY=<new> SECRETS_KEY_PREVIOUS=<old> npm run vendor-api -- rotate-secrets
  npm run vendor-api -- create-admin --tenant <name> --user <userName> [--email <address>] [--time-zone-id <id>]
      (the password is read from standard input; with PGlite, stop the running console first)
  npm run vendor-api -- backup <file>      (a new file; with PGlite, stop the running console first)
  npm run vendor-api -- restore <file>     (into an empty database; the same SECRETS key as the backed-up console)`;

// The server, the database and the seeds are imported by the commands that use them: the commands that only call the
// running vendor API (auth-code, create-tenant, pay-statement) then start in a fraction of the time.

async function serve(): Promise<void> {
  const config = loadConfig();
  const drainMs = shutdownDrainMs("vendor API", process.env);
  const { startVendorApi } = await import("./server");
  const running = await startVendorApi({ ...config, drainMs });
  console.log(`Vendor API: ${running.url}`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * The database of DATA_DIR / DATABASE_URL, for the commands that work on it directly; a data folder others could read
 * or write is made private first, and the command says so, as a start of the server logs it.
 */
async function openDatabase(config: VendorApiConfig) {
  const [{ connectDatabase }, { tightenedMessage }] = await Promise.all([
    import("./db/connect"),
    import("./db/private-data-dir"),
  ]);
  const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  if (database.tightenedEntries > 0) console.error(tightenedMessage(config.dataDir, database.tightenedEntries));
  return database;
}

async function readAdminKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "admin-key");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    throw new ConfigError(
      `No admin key in ${path.resolve(file)}: run this with the DATA_DIR the vendor API was started with, or set ` +
        `VENDOR_API_ADMIN_KEY.`,
    );
  }
}

/** Calls an operator endpoint of the running vendor API; answers its result or throws with what it refused. */
async function callOperatorEndpoint<T>(path: string, body: unknown, refusal: string): Promise<T> {
  const config = callerConfig();
  const adminKey = config.adminKey ?? (await readAdminKey(config.dataDir));
  const response = await fetch(`${config.vendorApiUrl}${path}?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-admin-key": adminKey },
    body: JSON.stringify(body),
  }).catch((error: Error) => {
    throw new Error(
      `Cannot reach the vendor API at ${config.vendorApiUrl} (${error.message}): is the console running? ` +
        `Set VENDOR_API_PORT or VENDOR_API_URL as for npm start.`,
    );
  });
  if (!response.ok) throw new Error(`The vendor API at ${config.vendorApiUrl} answered HTTP ${response.status}`);
  const envelope = (await response.json()) as {
    status: { code: number; msg: string };
    result: (T & { fields?: Array<{ field: string; message: string }> }) | null;
  };
  if (envelope.status.code !== 0 || !envelope.result) {
    const fields = envelope.result?.fields?.map((field) => `${field.field}: ${field.message}`).join("; ");
    throw new Error(`${refusal}: ${fields ?? envelope.status.msg} (${envelope.status.code})`);
  }
  return envelope.result;
}

async function authCode(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { user: { type: "string" }, "console-url": { type: "string" } },
  });
  if (!values.user) throw new ConfigError(`--user is required.\n${USAGE}`);
  const result = await callOperatorEndpoint<{ authCode: string; userName: string; expiresAt: string }>(
    "/admin/auth-code",
    { userName: values.user },
    "Auth code refused",
  );
  const url = new URL("/auth-redirect", values["console-url"] ?? callerConfig().consoleUrl);
  url.searchParams.set("authCode", result.authCode);
  url.searchParams.set("userName", result.userName);
  console.log(url.toString());
  console.error(`Valid until ${result.expiresAt}, usable once.`);
}

async function createTenant(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: "string" },
      user: { type: "string" },
      password: { type: "string" },
      "time-zone-id": { type: "string" },
    },
  });
  if (!values.name || !values.user || !values.password)
    throw new ConfigError(`--name, --user and --password are required.\n${USAGE}`);
  const timeZoneId = values["time-zone-id"] === undefined ? undefined : positiveInteger(values["time-zone-id"]);
  if (values["time-zone-id"] !== undefined && !timeZoneId)
    throw new ConfigError(`--time-zone-id takes an id of the time zone dictionary.\n${USAGE}`);
  const result = await callOperatorEndpoint<{ tid: number; username: string }>(
    "/admin/tenants",
    { name: values.name, username: values.user, password: values.password, timeZoneId },
    "Tenant refused",
  );
  console.log(`Created tenant ${result.tid}; sign in as ${result.username}.`);
}

async function payStatement(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { tenant: { type: "string" }, month: { type: "string" } } });
  const tenantId = positiveInteger(values.tenant);
  if (!tenantId || !values.month || !/^\d{4}-\d{2}$/.test(values.month))
    throw new ConfigError(`--tenant and --month YYYY-MM are required.\n${USAGE}`);
  const result = await callOperatorEndpoint<{ month: string; paidAt: string }>(
    "/admin/statements/pay",
    { tenantId, month: values.month },
    `Statement ${values.month} of tenant ${tenantId} not paid`,
  );
  console.log(`Statement ${result.month} of tenant ${tenantId} paid at ${result.paidAt}.`);
}

const positiveInteger = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

async function generate(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { tenant: { type: "string" }, count: { type: "string" }, seed: { type: "string", default: "1" } },
  });
  const tenantId = positiveInteger(values.tenant);
  const count = positiveInteger(values.count);
  const seed = positiveInteger(values.seed);
  if (!tenantId || !count || !seed) throw new ConfigError(`--tenant and --count are required.\n${USAGE}`);
  const config = loadConfig();
  const [
    { sql },
    { syncReferenceData },
    { resolveKeyring },
    { seedDemoData },
    { encryptPlainSecrets },
    { generateOrders },
  ] = await Promise.all([
    import("drizzle-orm"),
    import("./seed/reference-data-sync"),
    import("./security/secrets"),
    import("./seed/demo"),
    import("./security/stored-secrets"),
    import("./seed/sales-data/generate"),
  ]);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    const keyring = await resolveKeyring(config.dataDir, {
      key: config.secretsKey,
      previous: config.secretsKeyPrevious,
    });
    // The demo tenants the orders usually go to; production never gets them (server.ts), a tenant of its own instead.
    if (!config.production) await seedDemoData(database.db, (plain) => keyring.encrypt(plain), config.demoToday);
    await encryptPlainSecrets(database.db, keyring);
    const started = Date.now();
    await generateOrders(database.db, {
      tenantId,
      count,
      seed,
      onProgress: (written) => process.stderr.write(`\r${written} / ${count} orders`),
    });
    // Fresh statistics, or the planner keeps the empty tables' row estimates and the lists scan instead of paging an
    // index (PGlite has no autovacuum to gather them later).
    await database.db.execute(sql`analyze`);
    console.log(
      `\nGenerated ${count} orders for tenant ${tenantId} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

/** With PGlite the vendor API must be stopped first: one process at a time opens its data directory. */
async function rotate(): Promise<void> {
  const config = loadConfig();
  if (!config.secretsKey)
    throw new ConfigError(
      `rotate-secrets re-encrypts with SECRETS_KEY: set the new key there and the old one in SECRETS_KEY_PREVIOUS.\n${USAGE}`,
    );
  const [{ resolveKeyring }, { rotateSecrets }] = await Promise.all([
    import("./security/secrets"),
    import("./security/stored-secrets"),
  ]);
  const keyring = await resolveKeyring(config.dataDir, { key: config.secretsKey, previous: config.secretsKeyPrevious });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const count = await rotateSecrets(database.db, keyring);
    console.log(
      `Re-encrypted ${count} stored secrets with key ${keyring.currentId}. Keep SECRETS_KEY set; ` +
        `SECRETS_KEY_PREVIOUS is no longer needed.`,
    );
  } finally {
    await database.close();
  }
}

/** Asks at the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  const answer = await new Promise<string>((resolve) => prompt.question("", resolve));
  prompt.close();
  process.stderr.write("\n");
  return answer;
}

/**
 * The password, from standard input: its first line as typed (passwords are never trimmed), piped or, at a terminal,
 * asked for twice without echo (a typo nobody saw would leave an administrator nobody can sign in as).
 */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await askHidden("Password of the administrator: ");
    if ((await askHidden("The same password again: ")) !== password)
      throw new ConfigError("The two passwords differ: nothing was created.");
    return password;
  }
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

/** With PGlite the vendor API must be stopped first: one process at a time opens its data directory. */
async function createAdmin(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      tenant: { type: "string" },
      user: { type: "string" },
      email: { type: "string" },
      "time-zone-id": { type: "string" },
    },
  });
  if (!values.tenant || !values.user) throw new ConfigError(`--tenant and --user are required.\n${USAGE}`);
  const timeZoneId = values["time-zone-id"] === undefined ? undefined : positiveInteger(values["time-zone-id"]);
  if (values["time-zone-id"] !== undefined && !timeZoneId)
    throw new ConfigError(`--time-zone-id takes an id of the time zone dictionary.\n${USAGE}`);
  const config = loadConfig();
  const password = await readPassword();
  const [{ syncReferenceData }, { createTenant }, { ValidationError }] = await Promise.all([
    import("./seed/reference-data-sync"),
    import("./modules/admin/tenants"),
    import("./protocol/errors"),
  ]);
  const database = await openDatabase(config);
  try {
    // A first command on a new database makes its tables, as a first start would; it seeds nothing.
    await database.aloneAtStartup(async () => {
      await database.migrate();
      await syncReferenceData(database.db);
    });
    const created = await createTenant(
      database.db,
      { name: values.tenant, username: values.user, password, email: values.email, timeZoneId },
      { creator: "create-admin" },
    ).catch((error: unknown) => {
      if (!(error instanceof ValidationError)) throw error;
      const { fields } = error.result as { fields: Array<{ field: string; message: string }> };
      throw new Error(
        `Administrator not created: ${fields.map((field) => `${field.field}: ${field.message}`).join("; ")}`,
      );
    });
    console.log(
      `Created tenant ${created.tid} with administrator ${created.username}, who holds every permission; sign in ` +
        `with the password given.`,
    );
  } finally {
    await database.close();
  }
}

/** The one argument of backup and restore: the file. */
function fileArgument(args: string[]): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new ConfigError(`Name one file.\n${USAGE}`);
  return path.resolve(positionals[0]);
}

/** With PGlite the vendor API must be stopped first: one process at a time opens its data directory. */
async function backup(args: string[]): Promise<void> {
  const file = fileArgument(args);
  const config = loadConfig();
  const { writeBackup } = await import("./db/backup");
  const database = await openDatabase(config);
  try {
    const summary = await writeBackup(database, file);
    console.log(
      `Backed up ${summary.rows} rows of ${summary.tables} tables (migration ${summary.migration}) to ${file}. Its ` +
        `secrets are encrypted with the SECRETS key: keep that key too, apart from the file.`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The restored secrets are encrypted with the backed-up console's key (docs/system-contract.md section 7): says whether
 * the key this console would start with reads them, without making a key file where there is none.
 */
async function checkSecretsKey(config: VendorApiConfig, db: Db): Promise<void> {
  const keyFile = path.join(config.dataDir, "secrets-key");
  if (!config.secretsKey && !existsSync(keyFile)) {
    console.error(
      `No SECRETS key here: start the console with SECRETS_KEY set to the backed-up console's key, or with its ` +
        `secrets-key file copied to ${path.resolve(keyFile)}, or its stored secrets cannot be read.`,
    );
    return;
  }
  const [{ resolveKeyring }, { reportMissingSecretKeys }] = await Promise.all([
    import("./security/secrets"),
    import("./security/stored-secrets"),
  ]);
  const keyring = await resolveKeyring(config.dataDir, { key: config.secretsKey, previous: config.secretsKeyPrevious });
  await reportMissingSecretKeys(db, keyring, (_details, message) => console.error(message));
}

/** With PGlite the data folder must be new or empty, and no console running on it. */
async function restore(args: string[]): Promise<void> {
  const file = fileArgument(args);
  const config = loadConfig();
  const { openBackup, checkTarget, restoreBackup } = await import("./db/restore");
  // A file that is no backup is refused before any database is made or touched.
  const reader = await openBackup(file);
  try {
    const database = await openDatabase(config);
    try {
      await database.aloneAtStartup(async () => {
        // A new database gets its tables first, as a first start would make them; the rows come from the backup.
        await database.migrate();
        await checkTarget(database.db, reader.header);
        const summary = await restoreBackup(database.db, reader, file);
        console.log(
          `Restored ${summary.rows} rows of ${summary.tables} tables from the backup of ${reader.header.createdAt} ` +
            `(migration ${reader.header.migration}).`,
        );
      });
      await checkSecretsKey(config, database.db);
    } finally {
      await database.close();
    }
  } finally {
    await reader.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === "serve") return serve();
  if (command === "auth-code") return authCode(args);
  if (command === "create-tenant") return createTenant(args);
  if (command === "generate-orders") return generate(args);
  if (command === "pay-statement") return payStatement(args);
  if (command === "rotate-secrets") return rotate();
  if (command === "create-admin") return createAdmin(args);
  if (command === "backup") return backup(args);
  if (command === "restore") return restore(args);
  throw new ConfigError(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
