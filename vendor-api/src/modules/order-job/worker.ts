/**
 * The worker of jobs over many orders (docs/sales-contract.md, "Jobs over many orders"), on the outbox workers' loop
 * (shared/outbox-worker.ts). It takes the pending orders of unfinished jobs in batches, oldest job first; each order
 * is handled in its own transaction that locks its item (FOR UPDATE SKIP LOCKED: another process handles it once),
 * runs the kind's operation, and records the item's state and the job's counters, so a restart resumes with the
 * orders still pending and never acts on one twice. An operation's refusal rolls it back and the item is FAILED with
 * its reason, in a transaction of its own.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { ORDER_JOB_ITEM_STATES, ORDER_JOB_STATES, type OrderJobKind } from "#rules";
import type { Db } from "../../db/connect";
import { orderJobItems, orderJobs } from "../../db/schema";
import { BusinessError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import type { Keyring } from "../../security/secrets";
import { startOutboxWorker, type OutboxWorker } from "../../shared/outbox-worker";
import { tenantSigner } from "../check-in/ticket-code";
import { orderOf } from "../order/operation";
import { ORDER_JOB_HANDLERS } from "./handlers";
import { SkipOrder, type ItemReason, type OrderJobParams, type OrderJobRow } from "./kind";

/** Orders taken per claim: a batch is short enough that a stop waits little for it. */
const BATCH = 50;

export interface OrderJobWorkerOptions {
  db: Db;
  secrets: Keyring;
  now: () => Date;
  pollMs?: number;
  /** Orders per claim (BATCH); a stop waits for the batch under way. */
  batch?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** `runOnce` handles the pending orders of every job now and answers how many it handled. */
export type OrderJobWorker = OutboxWorker;

interface Claimed {
  job: OrderJobRow;
  orderId: number;
  /** The batch's signers, by tenant: a resend signs each ticket's code with its tenant's key. */
  signers: Map<number, (ticketNumber: string) => string>;
}

/** The job's creator, who every operation it runs is recorded as (history, audit, refunds). */
const creatorSession = (job: OrderJobRow): OperatorSession => ({
  sessionId: 0,
  userId: job.creatorId ?? 0,
  tenantId: job.tenantId,
  username: job.creator,
  mustChangePassword: false,
  mustEnrolTwoFactor: false,
});

export function startOrderJobWorker(options: OrderJobWorkerOptions): OrderJobWorker {
  const { db, secrets } = options;
  const batch = options.batch ?? BATCH;

  async function claim(): Promise<Claimed[]> {
    const rows = await db
      .select({ job: orderJobs, orderId: orderJobItems.orderId })
      .from(orderJobItems)
      .innerJoin(orderJobs, eq(orderJobs.id, orderJobItems.jobId))
      .where(
        and(
          eq(orderJobItems.state, ORDER_JOB_ITEM_STATES.PENDING),
          sql`${orderJobs.state} <> ${ORDER_JOB_STATES.DONE}`,
        ),
      )
      .orderBy(asc(orderJobItems.jobId), asc(orderJobItems.orderId))
      .limit(batch);
    const signers = new Map<number, (ticketNumber: string) => string>();
    return rows.map((row) => ({ ...row, signers }));
  }

  /** Records what became of the item and counts it on the job; the last item finishes the job. */
  async function settle(tx: Db, job: OrderJobRow, orderId: number, state: number, reason: ItemReason | null) {
    const now = options.now();
    await tx
      .update(orderJobItems)
      .set({ state, reason, finishedAt: now })
      .where(and(eq(orderJobItems.jobId, job.id), eq(orderJobItems.orderId, orderId)));
    // The job row is locked before asking whether an item is still pending: an item settled at the same time by
    // another process has committed by then, so exactly one of them finishes the job. Whether any is left, not how
    // many: one probe of the pending items' index, not a count of them all.
    await tx.select({ id: orderJobs.id }).from(orderJobs).where(eq(orderJobs.id, job.id)).for("update");
    const [left] = await tx
      .select({ jobId: orderJobItems.jobId })
      .from(orderJobItems)
      .where(and(eq(orderJobItems.jobId, job.id), eq(orderJobItems.state, ORDER_JOB_ITEM_STATES.PENDING)))
      .limit(1);
    await tx
      .update(orderJobs)
      .set({
        succeeded: sql`${orderJobs.succeeded} + ${state === ORDER_JOB_ITEM_STATES.DONE ? 1 : 0}`,
        failed: sql`${orderJobs.failed} + ${state === ORDER_JOB_ITEM_STATES.FAILED ? 1 : 0}`,
        ...(left ? { state: ORDER_JOB_STATES.RUNNING } : { state: ORDER_JOB_STATES.DONE, finishedAt: now }),
      })
      .where(eq(orderJobs.id, job.id));
  }

  /** The item, locked for this process, while it is still pending. */
  async function lockPending(tx: Db, jobId: number, orderId: number) {
    const [item] = await tx
      .select({ state: orderJobItems.state })
      .from(orderJobItems)
      .where(
        and(
          eq(orderJobItems.jobId, jobId),
          eq(orderJobItems.orderId, orderId),
          eq(orderJobItems.state, ORDER_JOB_ITEM_STATES.PENDING),
        ),
      )
      .for("update", { skipLocked: true });
    return item !== undefined;
  }

  async function handle({ job, orderId, signers }: Claimed) {
    const session = creatorSession(job);
    const handler = ORDER_JOB_HANDLERS[job.kind as OrderJobKind];
    if (!signers.has(job.tenantId)) signers.set(job.tenantId, await tenantSigner(db, secrets, job.tenantId));
    try {
      await db.transaction(async (tx) => {
        if (!(await lockPending(tx, job.id, orderId))) return;
        const order = await orderOf(tx, job.tenantId, orderId, true);
        let state: number = ORDER_JOB_ITEM_STATES.DONE;
        let reason: ItemReason | null = null;
        try {
          await handler.run({
            tx,
            secrets,
            session,
            job,
            params: job.params as OrderJobParams,
            order,
            now: options.now(),
            sign: signers.get(job.tenantId)!,
          });
        } catch (error) {
          // A skip is decided before the operation writes anything.
          if (!(error instanceof SkipOrder)) throw error;
          state = ORDER_JOB_ITEM_STATES.SKIPPED;
          reason = error.reason;
        }
        await settle(tx, job, orderId, state, reason);
      });
    } catch (error) {
      const reason: ItemReason =
        error instanceof BusinessError
          ? { key: error.key, ...(error.params ? { params: error.params } : {}) }
          : { key: "orderJob.failed", params: { message: error instanceof Error ? error.message : String(error) } };
      options.log?.("order job item failed", { job: job.id, order: orderId, reason: reason.key });
      await db.transaction(async (tx) => {
        if (await lockPending(tx, job.id, orderId))
          await settle(tx, job, orderId, ORDER_JOB_ITEM_STATES.FAILED, reason);
      });
    }
  }

  return startOutboxWorker({
    claim,
    handle,
    batch,
    pollMs: options.pollMs ?? 1000,
    failure: "order job run failed",
    log: options.log,
  });
}
