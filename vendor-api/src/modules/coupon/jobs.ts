import { and, desc, eq, type SQL } from "drizzle-orm";
import { COUPON_JOB_STATES, nameOf } from "#rules";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { couponJobs, coupons } from "../../db/schema";
import { BusinessError, notFound } from "../../protocol/errors";
import { Codes } from "../../protocol/codes";
import type { OperatorSession } from "../../protocol/route";
import { recordAudit } from "../../audit-trail/record";
import type { CouponJob } from "./schemas";

const jobColumns = { job: couponJobs, couponCode: coupons.code };

const toJob = ({ job, couponCode }: { job: typeof couponJobs.$inferSelect; couponCode: string }): CouponJob => ({
  id: job.id,
  couponId: job.couponId,
  couponCode,
  requested: job.requested,
  generated: job.generated,
  state: job.state,
  errorMessage: job.errorMessage,
  createTime: job.createdAt.toISOString(),
  finishTime: job.finishedAt?.toISOString() ?? null,
  creator: job.creator,
});

/** A tenant's code-generation jobs, newest first, counted exactly (one or a few per coupon). */
const couponJobList = defineList({
  name: "coupon-job-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select(jobColumns)
      .from(couponJobs)
      .innerJoin(coupons, eq(coupons.id, couponJobs.couponId))
      .where(where)
      .orderBy(desc(couponJobs.id))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: rowsIn(couponJobs),
});

export async function listCouponJobs(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; state?: number; couponId?: number },
): Promise<{ list: CouponJob[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(couponJobs.tenantId, bind("tenantId", tenantId)),
    query.state === undefined ? undefined : eq(couponJobs.state, bind("state", query.state)),
    query.couponId === undefined ? undefined : eq(couponJobs.couponId, bind("couponId", query.couponId)),
  );
  const { rows, total } = await couponJobList.read(db, { binder, filter, page: query });
  return { list: rows.map(toJob), total };
}

/**
 * Sets an Error job Pending again (20409 from any other state) and wakes the worker, which resumes from the codes
 * that exist: `generated` moved only with committed codes.
 */
export async function retryCouponJob(
  db: Db,
  session: OperatorSession,
  id: number,
  wake: () => void,
): Promise<CouponJob> {
  const job = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(jobColumns)
      .from(couponJobs)
      .innerJoin(coupons, eq(coupons.id, couponJobs.couponId))
      .where(and(eq(couponJobs.tenantId, session.tenantId), eq(couponJobs.id, id)))
      .for("update", { of: couponJobs });
    if (!row) throw notFound();
    if (row.job.state !== COUPON_JOB_STATES.ERROR)
      throw new BusinessError(Codes.illegalTransition, {
        key: "coupon.illegalRetry",
        params: { state: nameOf(COUPON_JOB_STATES, row.job.state) ?? String(row.job.state) },
        result: { state: row.job.state, action: "retry", allowedFrom: [COUPON_JOB_STATES.ERROR] },
      });
    const [updated] = await tx
      .update(couponJobs)
      .set({ state: COUPON_JOB_STATES.PENDING, attempts: 0, errorMessage: null, finishedAt: null })
      .where(eq(couponJobs.id, id))
      .returning();
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "coupon",
      action: "retryJob",
      targetId: row.job.couponId,
      targetName: row.couponCode || `#${row.job.couponId}`,
      changes: [{ field: "jobState", from: nameOf(COUPON_JOB_STATES, row.job.state), to: "PENDING" }],
    });
    return toJob({ job: updated, couponCode: row.couponCode });
  });
  wake();
  return job;
}
