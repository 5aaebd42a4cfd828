/**
 * The generation of sequence coupons' codes (docs/money-contract.md section 2): a background worker in the vendor
 * API's process, never inside a request. Each batch is one transaction that claims its job with FOR UPDATE SKIP
 * LOCKED, inserts up to BATCH codes and moves `generated` with them, so several vendor API processes never work one
 * job at once, a crash loses at most the batch under way (rolled back with its lock), and a restarted or retried job
 * resumes from the codes that exist.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { COUPON_GENERATED_CODE_LENGTH, COUPON_JOB_STATES } from "#rules";
import { couponJobData } from "../../events/data";
import { emitEvent } from "../../events/outbox";
import type { Db } from "../../db/connect";
import { couponCodes, couponJobs, coupons } from "../../db/schema";

const BATCH = 2000;
/** Failed tries of one batch before its job ends in Error. */
export const MAX_ATTEMPTS = 3;
/** Draws of one batch: collisions are rare (36^6 codes behind a 4-character prefix); running out means a full space. */
const DRAWS_MAX = 20;
const ERROR_MAX = 500;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** The largest multiple of the alphabet's size in a byte: bytes above it are drawn again (no character is likelier). */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

/** `count` codes of the prefix and random upper-case letters and digits (crypto randomness) up to 10 characters. */
export function randomCodes(prefix: string, count: number): string[] {
  const length = COUPON_GENERATED_CODE_LENGTH - prefix.length;
  const codes: string[] = [];
  let pool = randomBytes(count * length * 2);
  let at = 0;
  for (let n = 0; n < count; n++) {
    let code = prefix;
    while (code.length < COUPON_GENERATED_CODE_LENGTH) {
      if (at === pool.length) [pool, at] = [randomBytes(length * 16), 0];
      const byte = pool[at++];
      if (byte < UNBIASED_BELOW) code += ALPHABET[byte % ALPHABET.length];
    }
    codes.push(code);
  }
  return codes;
}

/**
 * One batch of the oldest pending job (or of `jobId`) that no other worker holds: answers the job's id, or null when
 * there was none. A failure rolls the batch back; the id of the job it was working on is handed to `onClaim` first,
 * so the caller can count the failed attempt.
 */
export async function runBatch(db: Db, options: { jobId?: number; onClaim?: (jobId: number) => void } = {}) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(couponJobs)
      .where(
        and(
          eq(couponJobs.state, COUPON_JOB_STATES.PENDING),
          options.jobId === undefined ? undefined : eq(couponJobs.id, options.jobId),
        ),
      )
      .orderBy(asc(couponJobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return null;
    options.onClaim?.(job.id);
    const [coupon] = await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, job.couponId)).limit(1);
    const need = Math.min(BATCH, job.requested - job.generated);
    let inserted = 0;
    for (let draw = 0; inserted < need && draw < DRAWS_MAX; draw++) {
      const rows = await tx
        .insert(couponCodes)
        .values(
          randomCodes(coupon.code, need - inserted).map((code) => ({
            tenantId: job.tenantId,
            couponId: job.couponId,
            code,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: couponCodes.id });
      inserted += rows.length;
    }
    if (inserted < need) throw new Error(`No unused codes left for the prefix "${coupon.code}"`);
    const generated = job.generated + inserted;
    const done = generated >= job.requested;
    const [updated] = await tx
      .update(couponJobs)
      .set({
        generated,
        attempts: 0,
        state: done ? COUPON_JOB_STATES.SUCCESSFUL : COUPON_JOB_STATES.PENDING,
        errorMessage: null,
        finishedAt: done ? sql`now()` : null,
      })
      .where(eq(couponJobs.id, job.id))
      .returning();
    if (done) await emitCouponJobFinished(tx, updated);
    else await emitCouponJobEvent(tx, updated, "COUPON_JOB_PROGRESS");
    return job.id;
  });
}

/** The database's own words under drizzle's "Failed query: …" wrapper (which carries the statement and its values). */
function rootMessage(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause !== undefined) root = root.cause;
  return root instanceof Error ? root.message : String(root);
}

/** Counts a failed batch of a job; the third in a row ends the job in Error with the failure's message. */
async function recordFailure(db: Db, jobId: number, error: unknown) {
  const message = rootMessage(error).slice(0, ERROR_MAX);
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(couponJobs)
      .set({
        attempts: sql`${couponJobs.attempts} + 1`,
        state: sql`case when ${couponJobs.attempts} + 1 >= ${MAX_ATTEMPTS} then ${COUPON_JOB_STATES.ERROR} else ${couponJobs.state} end`,
        errorMessage: message,
        finishedAt: sql`case when ${couponJobs.attempts} + 1 >= ${MAX_ATTEMPTS} then now() else null end`,
      })
      .where(and(eq(couponJobs.id, jobId), eq(couponJobs.state, COUPON_JOB_STATES.PENDING)))
      .returning();
    if (job?.state === COUPON_JOB_STATES.ERROR) await emitCouponJobFinished(tx, job);
  });
}

/** Successful or stopped with an error: the job's event, in the transaction that ended it (section 12). */
const emitCouponJobFinished = (tx: Db, job: typeof couponJobs.$inferSelect) =>
  emitCouponJobEvent(tx, job, "COUPON_JOB_FINISHED");

/** A batch that leaves its job pending reports progress to live readers only (docs/system-contract.md section 13). */
const emitCouponJobEvent = (
  tx: Db,
  job: typeof couponJobs.$inferSelect,
  type: "COUPON_JOB_FINISHED" | "COUPON_JOB_PROGRESS",
) =>
  emitEvent(tx, {
    tenantId: job.tenantId,
    type,
    resourceType: "couponJob",
    resourceId: job.id,
    data: couponJobData(job),
  });

/** Works every pending job to its end (Successful or Error), batch by batch; used by the worker and the seed. */
export async function drainJobs(
  db: Db,
  options: { jobId?: number; stopped?: () => boolean; log?: (message: string, details: object) => void } = {},
): Promise<void> {
  while (!options.stopped?.()) {
    let claimed: number | undefined;
    try {
      const jobId = await runBatch(db, { jobId: options.jobId, onClaim: (id) => (claimed = id) });
      if (jobId === null) return;
      // Requests go first between two batches: PGlite has one connection, which back-to-back batches would keep.
      await new Promise((resolve) => setImmediate(resolve));
    } catch (error) {
      // Without a claimed job the database itself failed: the next poll tries again.
      if (claimed === undefined) throw error;
      options.log?.("coupon code batch failed", { jobId: claimed, error: rootMessage(error) });
      await recordFailure(db, claimed, error);
    }
  }
}

export interface CouponJobWorker {
  /** Starts a run now (a job was added or retried); a call during a run makes another run follow it. */
  wake(): void;
  stop(): Promise<void>;
}

/** Runs at once (jobs a restart interrupted), on every wake and every `pollMs` (jobs another process added). */
export function startCouponJobWorker(options: {
  db: Db;
  pollMs?: number;
  log: (message: string, details: object) => void;
}): CouponJobWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainJobs(options.db, { stopped: () => stopped, log: options.log })
      // The root cause only: drizzle's own message carries the failed query's parameters (logging.ts).
      .catch((error: unknown) => options.log("coupon code generation run failed", { error: rootMessage(error) }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      run();
      schedule();
    }, options.pollMs ?? 5000);
    timer.unref();
  }

  run();
  schedule();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
