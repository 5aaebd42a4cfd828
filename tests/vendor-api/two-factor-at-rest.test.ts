/**
 * A two-factor secret is stored encrypted (docs/system-contract.md section 7): after an enrolment, no file of the data
 * folder, the write-ahead log included, holds it in clear.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { prepareVendorApi } from "../../vendor-api/src/server";

describe("the secret on disk", () => {
  it("is nowhere in clear under the data folder, its write-ahead log included", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "vendor-api-two-factor-"));
    try {
      const prepared = await prepareVendorApi({ dataDir, logLevel: "silent" });
      const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
        (
          await prepared.app.inject({
            method: "POST",
            url,
            query: { timestamp: String(Date.now()) },
            headers,
            payload: body as object,
          })
        ).json();
      const login = await post("/vendor/account/login", { username: "admin", password: "admin123" });
      const headers = { operatortoken: login.result.operatorToken, tid: String(login.result.tenantId) };
      const started = await post("/vendor/account/two-factor/enrol", {}, headers);
      const secret = started.result.secret as string;
      expect(
        (await post("/vendor/account/two-factor/confirm", { code: await generate({ secret }) }, headers)).status.code,
      ).toBe(0);
      await prepared.app.close();
      await prepared.database.close();
      const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((entry) =>
        entry.isFile(),
      );
      for (const file of files) {
        const bytes = await readFile(path.join(file.parentPath, file.name));
        expect(bytes.includes(secret), `${secret} in ${file.name}`).toBe(false);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
