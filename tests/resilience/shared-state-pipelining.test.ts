/**
 * The gateway's Redis commands of one turn of the event loop travel together (shared-state.ts, enableAutoPipelining):
 * every authenticated request reads its tenant's access epoch, so a burst of requests (a flash sale's,
 * docs/scale-contract.md section 11) reaches Redis in a handful of writes, not one each. Counted by Redis's own
 * `total_reads_processed`. Needs a Redis server (TEST_REDIS_URL, as CI sets); without it the file is skipped.
 */
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_BUDGETS } from "#login-policy";
import { createSharedState, type SharedState } from "../../gateway/src/shared-state/shared-state";

const redisServer = process.env.TEST_REDIS_URL;
if (!redisServer) console.warn("shared-state-pipelining.test.ts skipped: set TEST_REDIS_URL=redis://… (CI does)");
const redisUrl = redisServer ? `${redisServer.replace(/\/\d*$/, "")}/12` : "";
const BURST = 200;

let state: SharedState | undefined;
let probe: Redis | undefined;
afterAll(async () => {
  await state?.close();
  probe?.disconnect();
});

/** The reads Redis has made from its clients' connections so far. */
async function readsProcessed(redis: Redis): Promise<number> {
  return Number(/total_reads_processed:(\d+)/.exec(await redis.info("stats"))![1]);
}

describe.skipIf(!redisServer)("the gateway's Redis commands", () => {
  it("of a burst of requests go in a few writes", async () => {
    state = createSharedState(redisUrl, DEFAULT_LOGIN_BUDGETS, pino({ level: "silent" }), 600);
    await state.connecting();
    probe = new Redis(redisUrl);
    const before = await readsProcessed(probe);
    const epochs = await Promise.all(
      Array.from({ length: BURST }, (_, n) => state!.accessEpochs.read(`pipelining-${n}`)),
    );
    const reads = (await readsProcessed(probe)) - before;
    expect(epochs).toEqual(Array.from({ length: BURST }, () => undefined));
    // One per command without pipelining; the probe's own INFO is one more. Other clients of a shared server add few.
    expect(reads).toBeLessThan(BURST / 4);
  });
});
