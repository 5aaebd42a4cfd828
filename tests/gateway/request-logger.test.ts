/**
 * A request's logger from the fast path (gateway/src/performance/request-logger.ts) writes the lines pino's own child
 * writes: the request id after the gateway's fields, the same redaction of what is logged, the same level, and its
 * own children; a child with other bindings or options is pino's.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../gateway/src/logger";
import { requestChildLogger } from "../../gateway/src/performance/request-logger";

function capturedLogger(level = "debug") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      callback();
    },
  });
  // The time is the one field that differs between two lines written one after the other.
  const logger = createLogger(level, destination);
  return { logger, lines: () => lines.map((line) => line.replace(/"time":\d+/, '"time":0')) };
}

function writeLines(child: ReturnType<typeof createLogger>) {
  child.info({ variables: { password: "secret", name: "x" }, headers: { authorization: "Bearer t" } }, "logged in");
  child.debug({ err: { message: "boom" } }, "debug line");
  child.child({ module: "orders" }).warn({ token: "abc" }, "grandchild");
  child.trace("not written");
  return child.bindings();
}

describe("request logger", () => {
  it("writes what pino's child writes", () => {
    const reqId = randomUUID();
    const own = capturedLogger();
    const ownBindings = writeLines(own.logger.child({ reqId }, {}));
    const fast = capturedLogger();
    const fastBindings = writeLines(requestChildLogger(fast.logger, { reqId }, {}));
    expect(fast.lines()).toEqual(own.lines());
    expect(fast.lines()).toHaveLength(3);
    expect(fast.lines()[0]).toContain(`"reqId":"${reqId}"`);
    expect(fast.lines()[0]).not.toContain("secret");
    expect(fastBindings).toEqual(ownBindings);
  });

  it("keeps the parent's level and its changes", () => {
    const fast = capturedLogger("info");
    const child = requestChildLogger(fast.logger, { reqId: "r1" }, {});
    child.debug("hidden");
    fast.logger.level = "debug";
    child.debug("shown");
    expect(fast.lines()).toHaveLength(1);
    expect(JSON.parse(fast.lines()[0])).toMatchObject({ reqId: "r1", msg: "shown" });
  });

  it("leaves other bindings and options to pino", () => {
    for (const [bindings, options] of [
      [{ reqId: "r1", user: "u" }, {}],
      [{ reqId: 7 }, {}],
      [{ reqId: "r1" }, { level: "warn" }],
    ] as const) {
      const own = capturedLogger();
      writeLines(own.logger.child(bindings, options));
      const fast = capturedLogger();
      writeLines(requestChildLogger(fast.logger, bindings, options));
      expect(fast.lines()).toEqual(own.lines());
    }
  });
});
