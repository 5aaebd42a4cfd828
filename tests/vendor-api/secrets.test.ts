/**
 * Secrets at rest (docs/system-contract.md section 7): payment secrets, the TIN and the bank numbers are stored
 * encrypted (the table itself is read), answered as set + last four, never logged; the key rotates with the
 * rotate-secrets command, and a wrong key is reported clearly without stopping the API.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankInfos, creditCardConfigs, paypalConfigs, taxInfos } from "../../vendor-api/src/db/schema";
import type { Db } from "../../vendor-api/src/db/connect";
import { loadConfig } from "../../vendor-api/src/config";
import { buildVendorApi, prepareVendorApi } from "../../vendor-api/src/server";
import { createKeyring, newSecretsKey, parseKey, resolveKeyring } from "../../vendor-api/src/security/secrets";
import { reportMissingSecretKeys, rotateSecrets } from "../../vendor-api/src/security/stored-secrets";
import { ADMIN_KEY, startTestApi, type SessionHeaders, type TestApi } from "./support/api";

const CARD = {
  gatewayType: 1,
  apiLoginId: "login-1",
  transactionKey: "tk-clear-secret-7Q9Z",
  publicClientKey: "public-1",
  cardOrganizations: ["VISA"],
};
const PAYPAL = {
  apiUsername: "api-user",
  password: "pp-clear-password-P4SS",
  signature: "pp-clear-signature-S1GN",
  clientId: "client-1",
  clientSecret: "pp-clear-client-secret-CL1T",
  status: 1,
};
const CLEAR = [CARD.transactionKey, PAYPAL.password, PAYPAL.signature, PAYPAL.clientSecret];

/** Every stored value of the secret columns, as the database holds them. */
async function storedSecrets(db: Db): Promise<string[]> {
  const rows = [
    ...(await db
      .select({ a: creditCardConfigs.transactionKey, b: creditCardConfigs.password, c: creditCardConfigs.sourcePin })
      .from(creditCardConfigs)),
    ...(await db
      .select({ a: paypalConfigs.password, b: paypalConfigs.signature, c: paypalConfigs.clientSecret })
      .from(paypalConfigs)),
    ...(await db.select({ a: taxInfos.tin }).from(taxInfos)),
    ...(await db.select({ a: bankInfos.routingNumber, b: bankInfos.accountNumber }).from(bankInfos)),
  ];
  return rows.flatMap((row) => Object.values(row)).filter((value): value is string => Boolean(value));
}

const keyA = newSecretsKey();
const keyB = newSecretsKey();
let api: TestApi;
let admin: SessionHeaders;
let fresh: SessionHeaders;
beforeAll(async () => {
  api = await startTestApi({ secretsKey: keyA });
  admin = (await api.login("admin", "admin123")).headers;
  await api.post("/admin/tenants", { name: "Vault Tours", username: "vault", password: "vault123" }, {
    "x-admin-key": ADMIN_KEY,
  } as SessionHeaders);
  fresh = (await api.login("vault", "vault123")).headers;
});
afterAll(() => api?.close());

describe("secrets at rest", () => {
  it("stores the demo data's and every saved secret encrypted, and answers only whether it is set and its last four", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildVendorApi(api.context, { logLevel: "trace", logStream });
    const call = async (url: string, payload?: unknown) =>
      (
        await app.inject({
          method: payload === undefined ? "GET" : "POST",
          url,
          query: { timestamp: "1" },
          headers: fresh,
          ...(payload === undefined ? {} : { payload: payload as object }),
        })
      ).json();
    try {
      expect((await call("/config/creditcard/add", CARD)).result).toMatchObject({
        transactionKeySet: true,
        transactionKeyLastFour: "7Q9Z",
        passwordSet: false,
        passwordLastFour: null,
      });
      expect((await call("/config/paypal/add", PAYPAL)).result).toMatchObject({
        passwordLastFour: "P4SS",
        signatureLastFour: "S1GN",
        clientSecretLastFour: "CL1T",
      });
      // A blank secret on edit keeps the stored one (still readable, still encrypted).
      const edited = await call("/config/paypal/edit", {
        ...PAYPAL,
        password: "",
        signature: "",
        clientSecret: "",
        version: 1,
      });
      expect(edited.result).toMatchObject({ passwordSet: true, passwordLastFour: "P4SS", version: 2 });
      expect(
        (await call("/company/tax/save", { taxTypeId: 201, legalName: "Vault", tin: "12-3456789", version: 0 })).result,
      ).toMatchObject({ tinSet: true, tinLastFour: "6789" });
      const bank = await call("/company/bank/save", {
        accountHolderName: "Vault",
        routingNumber: "021000021",
        accountNumber: "000123456789",
        accountType: "checking",
        version: 0,
      });
      expect(bank.result).toMatchObject({ routingNumberLastFour: "0021", accountNumberLastFour: "6789" });
      expect((await call("/config/creditcard/find")).result.transactionKeyLastFour).toBe("7Q9Z");
    } finally {
      await app.close();
    }

    const stored = await storedSecrets(api.db);
    // Demo Tours' and Other Tours' seeded secrets are among them: 4 card/PayPal + 2 tax + 4 bank values at least.
    expect(stored.length).toBeGreaterThanOrEqual(10 + 4 + 3);
    for (const value of stored) expect(value).toMatch(/^v1:[\w-]{8}:[\w-]+:[\w-]+$/);
    const dump = stored.join("\n");
    for (const secret of [...CLEAR, "123456789", "000123456789", "021000021", "demo-transaction-key-1001"])
      expect(dump).not.toContain(secret);
    const logged = lines.join("");
    expect(logged).toContain("/config/paypal/add");
    for (const secret of [...CLEAR, "123456789", "000123456789"]) expect(logged).not.toContain(secret);
  });
});

describe("keys", () => {
  const keyIdsStored = async () => new Set((await storedSecrets(api.db)).map((value) => value.split(":")[1]));
  const ring = (current: string, previous?: string) =>
    createKeyring(parseKey(current, "SECRETS_KEY"), previous ? parseKey(previous, "SECRETS_KEY_PREVIOUS") : undefined);

  it("reports a key that did not encrypt the stored secrets clearly, and serves everything else", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const wrong = ring(keyB);
    const reported: string[] = [];
    expect(await reportMissingSecretKeys(api.db, wrong, (_details, message) => reported.push(message))).toEqual([
      ring(keyA).currentId,
    ]);
    expect(reported[0]).toMatch(/^Stored secrets were encrypted with key [\w-]{8}, which is neither SECRETS_KEY/);
    expect(await reportMissingSecretKeys(api.db, ring(keyA), () => reported.push("unexpected"))).toEqual([]);
    expect(reported).toHaveLength(1);

    const app = await buildVendorApi({ ...api.context, secrets: wrong }, { logLevel: "info", logStream });
    try {
      const call = async (url: string) =>
        (await app.inject({ method: "GET", url, query: { timestamp: "1" }, headers: admin })).json();
      expect((await call("/config/creditcard/find")).status.code).toBe(10000);
      expect((await call("/tenant/info?tid=1001")).status.code).toBe(0);
    } finally {
      await app.close();
    }
    const logged = lines.join("");
    expect(logged).toMatch(/encrypted with key [\w-]{8}, which is neither SECRETS_KEY/);
    expect(logged).not.toContain("demo-transaction-key-1001");
  });

  it("re-encrypts every stored secret with the new key, or nothing when a value needs a key it lacks", async () => {
    const [idA] = await keyIdsStored();
    await expect(rotateSecrets(api.db, ring(keyB, newSecretsKey()))).rejects.toThrow(
      /encrypted with key [\w-]{8}, which is neither SECRETS_KEY/,
    );
    expect(await keyIdsStored()).toEqual(new Set([idA]));

    const rotated = await rotateSecrets(api.db, ring(keyB, keyA));
    expect(rotated).toBeGreaterThanOrEqual(11);
    expect(await keyIdsStored()).toEqual(new Set([ring(keyB).currentId]));
    const app = await buildVendorApi({ ...api.context, secrets: ring(keyB) }, { logLevel: "silent" });
    try {
      const card = await app.inject({
        method: "GET",
        url: "/config/creditcard/find",
        query: { timestamp: "1" },
        headers: admin,
      });
      expect(card.json().result.transactionKeyLastFour).toBe("1001");
    } finally {
      await app.close();
    }
  });

  it(
    "writes no demo secret in clear anywhere under a fresh data folder, its write-ahead log included",
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-api-fresh-"));
      try {
        // PGlite in the folder, whatever database the other tests use: its files are what a disk would keep.
        const prepared = await prepareVendorApi({ dataDir, logLevel: "silent" });
        expect(prepared.createdDemoData).toBe(true);
        await prepared.app.close();
        await prepared.database.close();
        const demoSecrets = [
          "demo-transaction-key-1001",
          "other-gateway-password-1003",
          "demo-paypal-password-1001",
          "demo-paypal-signature-1001",
          "demo-paypal-client-secret-1001",
          "271234567",
          "987654321",
          "000123456789",
          "4000123456",
        ];
        const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((entry) =>
          entry.isFile(),
        );
        expect(files.length).toBeGreaterThan(10);
        for (const file of files) {
          const bytes = await readFile(path.join(file.parentPath, file.name));
          for (const secret of demoSecrets) expect(bytes.includes(secret), `${secret} in ${file.name}`).toBe(false);
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );

  it("keeps its key in DATA_DIR/secrets-key, readable by its owner only, when SECRETS_KEY is not set", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-api-secrets-"));
    try {
      const first = await resolveKeyring(dataDir);
      const file = path.join(dataDir, "secrets-key");
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await resolveKeyring(dataDir)).currentId).toBe(first.currentId);
      expect((await resolveKeyring(dataDir, { key: keyA })).currentId).not.toBe(first.currentId);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ SECRETS_KEY: "too-short" })).toThrow(/SECRETS_KEY: must be 32 bytes in base64/);
  });

  it("rotate-secrets asks for the new key in SECRETS_KEY", async () => {
    const run = promisify(execFile);
    await expect(
      run(process.execPath, ["--import", "tsx", "vendor-api/src/cli.ts", "rotate-secrets"], {
        env: { PATH: process.env.PATH },
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("rotate-secrets re-encrypts with SECRETS_KEY"),
    });
  });
});
