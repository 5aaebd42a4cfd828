import { and, desc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { defineList, rowsIn } from "../../db/list-query";
import { Binder } from "../../db/statement-shapes";
import { emailReceivers, notificationOutbox } from "../../db/schema";
import { Codes } from "../../protocol/codes";
import { assertValid, BusinessError, notFound, staleVersion, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { fail, receiverFailures, type ReceiverType } from "../../protocol/rules";
import { updateVersioned } from "../../protocol/versioning";
import { recordSave } from "../../audit-trail/record-save";
import type { AppContext } from "../../context";
import type { Receiver, ReceiverInput } from "./schemas";

type ReceiverRow = typeof emailReceivers.$inferSelect;

const byTenant = (tenantId: number) => eq(emailReceivers.tenantId, tenantId);
const receiverScope = (tenantId: number, id: number) => and(byTenant(tenantId), eq(emailReceivers.id, id));

const audited = (row: ReceiverRow) => ({ email: row.email, contactName: row.contactName, type: row.type });
const auditTarget = (row: ReceiverRow) => ({ area: "receiver" as const, targetId: row.id, targetName: row.email });

const toReceiver = (row: ReceiverRow): Receiver => ({
  id: row.id,
  email: row.email,
  contactName: row.contactName,
  type: row.type,
  version: row.version,
  createTime: row.createdAt.toISOString(),
});

/** A tenant's e-mail receivers, newest first, counted exactly (a tenant's handful). */
const receiverList = defineList({
  name: "receiver-list",
  count: "exact",
  page: (db: Db, where: SQL | undefined, cut) =>
    db.select().from(emailReceivers).where(where).orderBy(desc(emailReceivers.id)).limit(cut.limit).offset(cut.offset),
  matching: rowsIn(emailReceivers),
});

export async function listReceivers(
  db: Db,
  tenantId: number,
  query: { pageNum: number; pageSize: number; type?: ReceiverType },
): Promise<{ list: Receiver[]; total: number }> {
  const binder = new Binder();
  const { bind } = binder;
  const filter = and(
    eq(emailReceivers.tenantId, bind("tenantId", tenantId)),
    query.type ? eq(emailReceivers.type, bind("type", query.type)) : undefined,
  );
  const { rows, total } = await receiverList.read(db, { binder, filter, page: query });
  return { list: rows.map(toReceiver), total };
}

async function findRow(db: Db, tenantId: number, id: number): Promise<ReceiverRow> {
  const [row] = await db.select().from(emailReceivers).where(receiverScope(tenantId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export const findReceiver = async (db: Db, tenantId: number, id: number) => toReceiver(await findRow(db, tenantId, id));

/**
 * A concurrent save of the same address and type meets the unique index (the table's only one besides its key): it
 * answers the field's message too.
 */
async function withDuplicateAsField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
      if ((cause as { code?: unknown }).code === "23505")
        throw new ValidationError({ email: fail("receiver.duplicate") });
    }
    throw error;
  }
}

async function validate(db: Db, tenantId: number, input: ReceiverInput, exceptId?: number) {
  const failures = receiverFailures(input);
  if (!failures.email && !failures.type) {
    const [clash] = await db
      .select({ id: emailReceivers.id })
      .from(emailReceivers)
      .where(
        and(
          byTenant(tenantId),
          eq(emailReceivers.type, input.type),
          sql`lower(${emailReceivers.email}) = lower(${input.email.trim()})`,
          exceptId === undefined ? undefined : ne(emailReceivers.id, exceptId),
        ),
      )
      .limit(1);
    if (clash) failures.email = fail("receiver.duplicate");
  }
  assertValid(failures);
  return { email: input.email.trim(), contactName: input.contactName.trim(), type: input.type };
}

export async function addReceiver(db: Db, session: OperatorSession, input: ReceiverInput): Promise<Receiver> {
  const values = await validate(db, session.tenantId, input);
  return withDuplicateAsField(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailReceivers)
        .values({ tenantId: session.tenantId, ...values })
        .returning();
      await recordSave(tx, session, { ...auditTarget(row), before: null, after: audited(row) });
      return toReceiver(row);
    }),
  );
}

export async function editReceiver(
  db: Db,
  session: OperatorSession,
  input: ReceiverInput & { id: number; version: number },
): Promise<Receiver> {
  const before = await findRow(db, session.tenantId, input.id);
  const values = await validate(db, session.tenantId, input, input.id);
  return withDuplicateAsField(() =>
    db.transaction(async (tx) => {
      const row = await updateVersioned(tx, emailReceivers, receiverScope(session.tenantId, input.id), input.version, {
        ...values,
        updatedAt: new Date(),
      });
      await recordSave(tx, session, { ...auditTarget(row), before: audited(before), after: audited(row) });
      return toReceiver(row);
    }),
  );
}

export async function deleteReceiver(
  db: Db,
  session: OperatorSession,
  input: { id: number; version: number },
): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailReceivers).where(receiverScope(session.tenantId, input.id)).for("update");
    if (!row) throw notFound();
    if (row.version !== input.version) throw staleVersion();
    await tx.delete(emailReceivers).where(receiverScope(session.tenantId, input.id));
    await recordSave(tx, session, { ...auditTarget(row), before: audited(row), after: null });
    return null;
  });
}

/** One test mail per receiver address a minute: enough to check a mailbox, too few to flood one. */
export const TEST_MAIL_INTERVAL_MS = 60_000;
const TEST_MAIL_SUBJECT = "Test mail from the vendor console";
/** The type in the mail's words: its reader never sees the protocol's codes. */
const TEST_MAIL_TYPE_WORDS: Record<ReceiverType, string> = {
  refund: "refund requests",
  refundResult: "refund results",
  notification: "customer notifications (a copy of each)",
};

/**
 * Queues a test mail to one receiver through the outbox, like the mails of its type (docs/system-contract.md
 * section 4). The receiver's row lock makes two requests at once count as two: the second meets the first's row.
 */
export async function sendTestMail(
  context: AppContext,
  session: OperatorSession,
  id: number,
): Promise<{ sentTo: string; queuedAt: string }> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [receiver] = await tx.select().from(emailReceivers).where(receiverScope(session.tenantId, id)).for("update");
    if (!receiver) throw notFound();
    const [last] = await tx
      .select({ createdAt: notificationOutbox.createdAt })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.tenantId, session.tenantId),
          eq(notificationOutbox.subject, TEST_MAIL_SUBJECT),
          sql`${notificationOutbox.recipients} = ${JSON.stringify([receiver.email])}::jsonb`,
          gt(notificationOutbox.createdAt, new Date(now.getTime() - TEST_MAIL_INTERVAL_MS)),
        ),
      )
      .orderBy(desc(notificationOutbox.createdAt))
      .limit(1);
    if (last) {
      const seconds = Math.max(1, Math.ceil((last.createdAt.getTime() + TEST_MAIL_INTERVAL_MS - now.getTime()) / 1000));
      throw new BusinessError(Codes.testMailTooSoon, { params: { seconds } });
    }
    await tx.insert(notificationOutbox).values({
      tenantId: session.tenantId,
      audience: "recipient",
      channel: "email",
      subject: TEST_MAIL_SUBJECT,
      content:
        `This is a test mail to ${receiver.contactName}, who gets the mails of ${TEST_MAIL_TYPE_WORDS[receiver.type]}. ` +
        `${session.username} sent it from the vendor console to check that mail arrives. It needs no answer.`,
      recipients: [receiver.email],
      recipientCount: 1,
      status: "queued",
      createdBy: session.userId,
      createdAt: now,
    });
    return { sentTo: receiver.email, queuedAt: now.toISOString() };
  });
}
