/**
 * Jobs over many orders (docs/sales-contract.md, "Jobs over many orders") and the cancellation of a departure
 * (docs/catalogue-contract.md section 7): previewing, making (the job, its orders and, for a departure, the
 * cancellation that stops its sale, in one transaction), and reading them. The worker (worker.ts) does the rest.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import {
  fail,
  messageOf,
  ORDER_JOB_KIND_CMDS,
  ORDER_JOB_STATES,
  ORDER_JOBS_OPEN_MAX,
  orderJobMessageFailures,
  isRuleKey,
  type OrderJobKind,
  type RuleParams,
} from "#rules";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder, inline, type Bind } from "../../db/statement-shapes";
import { departureCancellations, orderJobItems, orderJobs, orders, tenants, trips } from "../../db/schema";
import { holdsAny } from "../../protocol/access-guard";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError, notFound, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { isoDate, required, validateFields } from "../../protocol/rules";
import { recordAudit } from "../../audit-trail/record";
import { isDepartureCancelled } from "../departure/cancellation";
import { queueReceiverMail } from "../../notify/receiver-mail";
import { findTripRow } from "../trip/store";
import type { OrderJobParams, OrderJobRow } from "./kind";
import { previewOf, type OrderJobPreview } from "./preview";
import type { OrderJobView } from "./schemas";
import { departureOrderIds, selectedOrderIds, type OrderSelection } from "./selection";

/** Items written per statement when a job is made (10 000 orders: 10 statements). */
const ITEM_INSERT_CHUNK = 1000;

export interface DepartureRef {
  tripId: number;
  date: string;
  shift?: string | null;
}

/** The kind's permission (a job previewed or started from the order list); the route lets in any of them. */
async function assertKindHeld(db: Db, session: OperatorSession, kind: OrderJobKind) {
  if (!(await holdsAny(db, session, [{ cmd: ORDER_JOB_KIND_CMDS[kind] }]))) throw new BusinessError(Codes.forbidden);
}

export async function previewOrderJob(
  db: Db,
  session: OperatorSession,
  input: OrderSelection & { kind: OrderJobKind },
): Promise<OrderJobPreview> {
  await assertKindHeld(db, session, input.kind);
  const ids = await selectedOrderIds(db, session.tenantId, input);
  return previewOf(db, session.tenantId, input.kind, ids, {});
}

/**
 * The departure's trip (the tenant's, else not found) and its key as departure_cancellations stores it. `lock`: the
 * trip row is locked, as a booking and a move lock it before they count its seats (order/booking.ts, order/move.ts),
 * so each of them either commits before the cancellation reads the departure's orders or finds it cancelled.
 */
async function departureParams(
  db: Db,
  tenantId: number,
  departure: DepartureRef,
  lock: boolean,
): Promise<OrderJobParams> {
  assertValid(validateFields({ date: [departure.date, [required, isoDate]] }));
  const trip = await findTripRow(db, tenantId, departure.tripId);
  if (lock) await db.select({ id: trips.id }).from(trips).where(eq(trips.id, trip.id)).for("update");
  return { tripId: trip.id, tripName: trip.name, date: departure.date, shift: departure.shift?.trim() ?? "" };
}

export async function previewDepartureCancel(
  db: Db,
  session: OperatorSession,
  departure: DepartureRef,
): Promise<OrderJobPreview> {
  const params = await departureParams(db, session.tenantId, departure, false);
  const ids = await departureOrderIds(db, session.tenantId, params);
  return previewOf(db, session.tenantId, "CANCEL_DEPARTURE", ids, params);
}

/**
 * Writes the job and its orders after the checks every job shares: the tenant's unfinished jobs below the limit (the
 * tenant row locked, so two jobs started at once are counted in turn) and the count the operator confirmed.
 */
async function writeJob(
  tx: Db,
  session: OperatorSession,
  kind: OrderJobKind,
  ids: number[],
  expectedCount: number,
  params: OrderJobParams,
  now: Date,
): Promise<OrderJobRow> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, session.tenantId)).for("update");
  const [open] = await tx
    .select({ n: count() })
    .from(orderJobs)
    .where(and(eq(orderJobs.tenantId, session.tenantId), ne(orderJobs.state, ORDER_JOB_STATES.DONE)));
  if (open.n >= ORDER_JOBS_OPEN_MAX)
    throw new ValidationError({ kind: fail("orderJob.tooManyOpen", { max: ORDER_JOBS_OPEN_MAX }) });
  if (ids.length !== expectedCount)
    throw new ValidationError({ expectedCount: fail("orderJob.countChanged", { count: ids.length }) });
  const done = ids.length === 0;
  const [job] = await tx
    .insert(orderJobs)
    .values({
      tenantId: session.tenantId,
      kind,
      params: { ...params },
      total: ids.length,
      creatorId: session.userId,
      creator: session.username,
      createdAt: now,
      // A job of no order has nothing left to do.
      ...(done ? { state: ORDER_JOB_STATES.DONE, finishedAt: now } : {}),
    })
    .returning();
  for (let start = 0; start < ids.length; start += ITEM_INSERT_CHUNK) {
    await tx
      .insert(orderJobItems)
      .values(ids.slice(start, start + ITEM_INSERT_CHUNK).map((orderId) => ({ jobId: job.id, orderId })));
  }
  if (params.subject) {
    // The tenant's notification receivers get a copy, as with the reservation screen's messages.
    await queueReceiverMail(tx, session.tenantId, "notification", {
      subject: `Copy: ${params.subject}`,
      content: `This e-mail goes to the customers of ${ids.length} orders:\n\n${params.subject}\n\n${params.text}`,
      createdBy: session.userId,
    });
  }
  return job;
}

export async function startOrderJob(
  db: Db,
  session: OperatorSession,
  input: OrderSelection & { kind: OrderJobKind; expectedCount: number; subject?: string; text?: string },
  now: Date,
): Promise<OrderJobView> {
  await assertKindHeld(db, session, input.kind);
  const message = input.kind === "MESSAGE_CUSTOMERS";
  if (message) assertValid(orderJobMessageFailures(input));
  const params: OrderJobParams = message ? { subject: input.subject!.trim(), text: input.text! } : {};
  const job = await db.transaction(async (tx) => {
    const ids = await selectedOrderIds(tx, session.tenantId, input);
    const row = await writeJob(tx, session, input.kind, ids, input.expectedCount, params, now);
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "order",
      action: "startJob",
      // Area order's targets are orders (an order's own trail is read by its id): a job is named, not pointed at.
      targetId: null,
      targetName: `Job ${row.id}`,
      changes: [
        { field: "jobKind", from: null, to: input.kind },
        { field: "orderCount", from: null, to: String(ids.length) },
        ...(params.subject ? [{ field: "messageSubject", from: null, to: params.subject }] : []),
      ],
    });
    return row;
  });
  return (await jobViews(db, [job]))[0];
}

/** Stops the departure's sale and makes the job cancelling its orders, in one transaction. */
export async function cancelDepartureJob(
  db: Db,
  session: OperatorSession,
  input: DepartureRef & { expectedCount: number; subject: string; text: string },
  now: Date,
): Promise<OrderJobView> {
  assertValid(orderJobMessageFailures(input));
  const job = await db.transaction(async (tx) => {
    const departure = await departureParams(tx, session.tenantId, input, true);
    const params = { ...departure, subject: input.subject.trim(), text: input.text };
    if (await isDepartureCancelled(tx, departure.tripId!, departure.date!, departure.shift!))
      throw new ValidationError({ date: fail("departure.alreadyCancelled") });
    const ids = await departureOrderIds(tx, session.tenantId, departure);
    const row = await writeJob(tx, session, "CANCEL_DEPARTURE", ids, input.expectedCount, params, now);
    await tx.insert(departureCancellations).values({
      tenantId: session.tenantId,
      tripId: departure.tripId!,
      date: departure.date!,
      shift: departure.shift!,
      jobId: row.id,
      reason: params.subject,
      creator: session.username,
      createdAt: now,
    });
    const where = `${departure.tripName} on ${departure.date}${departure.shift ? ` (${departure.shift})` : ""}`;
    await recordAudit(tx, {
      tenantId: session.tenantId,
      actor: session.username,
      area: "order",
      action: "cancelDeparture",
      targetId: null,
      targetName: where,
      changes: [
        { field: "departure", from: null, to: where },
        { field: "jobKind", from: null, to: "CANCEL_DEPARTURE" },
        { field: "orderCount", from: null, to: String(ids.length) },
        { field: "messageSubject", from: null, to: params.subject },
      ],
    });
    return row;
  });
  return (await jobViews(db, [job]))[0];
}

/** Jobs as the API answers them, their skipped and pending orders counted from their items. */
async function jobViews(db: Db, jobs: OrderJobRow[]): Promise<OrderJobView[]> {
  const ids = jobs.map((job) => job.id);
  const counts = ids.length
    ? await db
        .select({ jobId: orderJobItems.jobId, state: orderJobItems.state, n: count() })
        .from(orderJobItems)
        .where(inArray(orderJobItems.jobId, ids))
        .groupBy(orderJobItems.jobId, orderJobItems.state)
    : [];
  const countOf = (jobId: number, state: number) =>
    counts.find((row) => row.jobId === jobId && row.state === state)?.n ?? 0;
  return jobs.map((job) => {
    const params = job.params as OrderJobParams;
    return {
      id: job.id,
      kind: job.kind as OrderJobKind,
      state: job.state,
      total: job.total,
      succeeded: countOf(job.id, 1),
      failed: countOf(job.id, 2),
      skipped: countOf(job.id, 3),
      pending: countOf(job.id, 0),
      subject: params.subject ?? null,
      departure: params.tripId
        ? { tripId: params.tripId, tripName: params.tripName ?? "", date: params.date!, shift: params.shift || null }
        : null,
      creatorId: job.creatorId,
      creator: job.creator,
      createTime: job.createdAt.toISOString(),
      finishTime: job.finishedAt?.toISOString() ?? null,
    };
  });
}

/**
 * The jobs the session may read: all of the tenant's with the order list's page; else (a /departure/cancel holder)
 * the ones they started.
 */
async function readableJobs(db: Db, session: OperatorSession, bind: Bind = inline) {
  const all = await holdsAny(db, session, [{ page: "order_list" }]);
  return and(
    eq(orderJobs.tenantId, bind("tenantId", session.tenantId)),
    all ? undefined : eq(orderJobs.creatorId, bind("creatorId", session.userId)),
  )!;
}

async function readableJob(db: Db, session: OperatorSession, id: number): Promise<OrderJobRow> {
  const [job] = await db
    .select()
    .from(orderJobs)
    .where(and(await readableJobs(db, session), eq(orderJobs.id, id)));
  if (!job) throw notFound();
  return job;
}

export async function findOrderJob(db: Db, session: OperatorSession, id: number): Promise<OrderJobView> {
  return (await jobViews(db, [await readableJob(db, session, id)]))[0];
}

/** The jobs an operator may read, newest first, counted exactly (a tenant's bulk operations). */
const orderJobList = defineList({
  name: "order-job-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(orderJobs).where(where).orderBy(desc(orderJobs.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(orderJobs),
});

/** A job's orders by order id, counted exactly (the orders the job was given). */
const orderJobItemList = defineList({
  name: "order-job-item-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db
      .select({ item: orderJobItems, orderNumber: orders.orderNumber })
      .from(orderJobItems)
      .innerJoin(orders, eq(orders.id, orderJobItems.orderId))
      .where(where)
      .orderBy(asc(orderJobItems.orderId))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: rowsIn(orderJobItems),
});

export async function listOrderJobs(
  db: Db,
  session: OperatorSession,
  query: { kind?: OrderJobKind; pageNum: number; pageSize: number },
): Promise<{ list: OrderJobView[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    await readableJobs(db, session, bind),
    query.kind ? eq(orderJobs.kind, bind("kind", query.kind)) : undefined,
  );
  const { rows, total } = await orderJobList.read(db, { binder, filter, page: query });
  return { list: await jobViews(db, rows), total };
}

/** A job's orders with what became of each, by order id; the reason worded in English as well. */
export async function listOrderJobItems(
  db: Db,
  session: OperatorSession,
  query: { id: number; state?: number; pageNum: number; pageSize: number },
) {
  const job = await readableJob(db, session, query.id);
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(orderJobItems.jobId, bind("jobId", job.id)),
    query.state === undefined ? undefined : eq(orderJobItems.state, bind("state", query.state)),
  );
  const { rows, total } = await orderJobItemList.read(db, { binder, filter, page: query });
  return {
    total,
    list: rows.map(({ item, orderNumber }) => {
      const key = item.reason && isRuleKey(item.reason.key) ? item.reason.key : null;
      return {
        orderId: item.orderId,
        orderNumber,
        state: item.state,
        reasonKey: key,
        reason: key ? messageOf({ rule: key, params: item.reason!.params as RuleParams | undefined }) : null,
      };
    }),
  };
}
