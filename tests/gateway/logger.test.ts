import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../gateway/src/logger";

/** A gateway logger whose lines are kept, and what it wrote so far. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger("info", sink), output: () => lines.join("") };
}

describe("gateway logs", () => {
  it("censor credentials wherever they appear", () => {
    const { log, output: written } = capturedLogger();
    log.info({
      req: { headers: { authorization: "Bearer v1.secret-token", operatortoken: "op-secret" } },
      variables: { password: "admin123", newPassword: "n3wpass", authCode: "code-secret" },
      session: { token: "sealed-secret", operatorToken: "op-secret-2" },
    });
    const output = written();
    for (const secret of [
      "v1.secret-token",
      "op-secret",
      "admin123",
      "n3wpass",
      "code-secret",
      "sealed-secret",
      "op-secret-2",
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain("[redacted]");
  });
});

describe("gateway logs of payment and bank settings", () => {
  it("censor the payment keys and bank numbers the gateway's inputs carry, as the vendor API's logs do", () => {
    const { log, output: written } = capturedLogger();
    log.info({
      input: { clientSecret: "client-secret-1", transactionKey: "txn-key-2", enabled: true },
      bank: { accountNumber: "000123456789", routingNumber: "021000021", accountType: "CHECKING" },
    });
    const output = written();
    for (const secret of ["client-secret-1", "txn-key-2", "000123456789", "021000021"])
      expect(output).not.toContain(secret);
    expect(output).toContain("CHECKING");
  });
});
