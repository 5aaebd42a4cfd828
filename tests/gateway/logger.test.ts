import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../gateway/src/logger";

describe("gateway logs", () => {
  it("censor credentials wherever they appear", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger("info", sink);
    log.info({
      req: { headers: { authorization: "Bearer v1.secret-token", operatortoken: "op-secret" } },
      variables: { password: "admin123", newPassword: "n3wpass", authCode: "code-secret" },
      session: { token: "sealed-secret", operatorToken: "op-secret-2" },
    });
    const output = lines.join("");
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
