import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect";
import { emailReceivers, notificationOutbox } from "../db/schema";
import type { ReceiverType } from "../protocol/rules";

/*
 * The mail to a tenant's e-mail receivers (docs/system-contract.md section 4): a layer below the domains, like
 * events/, that refunds, reservations, order jobs and webhooks queue in their own transaction. The receivers'
 * settings (their list, edits and test mail) stay in modules/system-email.
 */

const byTenant = (tenantId: number) => eq(emailReceivers.tenantId, tenantId);

/**
 * Queues one e-mail to every receiver of a type (a row each, sent in To), inside the caller's transaction: the mail
 * exists exactly when the event does. The SMTP sender delivers it like any outbox row.
 */
export async function queueReceiverMail(
  tx: Db,
  tenantId: number,
  type: ReceiverType,
  mail: { subject: string; content: string; createdBy: number | null },
): Promise<number> {
  const receivers = await tx
    .select({ email: emailReceivers.email })
    .from(emailReceivers)
    .where(and(byTenant(tenantId), eq(emailReceivers.type, type)))
    .orderBy(emailReceivers.id);
  if (receivers.length === 0) return 0;
  await tx.insert(notificationOutbox).values(
    receivers.map((receiver) => ({
      tenantId,
      audience: "recipient" as const,
      channel: "email" as const,
      subject: mail.subject,
      content: mail.content,
      recipients: [receiver.email],
      recipientCount: 1,
      status: "queued",
      createdBy: mail.createdBy,
    })),
  );
  return receivers.length;
}

/**
 * Queues one e-mail to each distinct address among all the tenant's receivers, whatever their type, inside the
 * caller's transaction: for what concerns the whole company (a webhook turned off after failing for a day).
 */
export async function queueMailToAllReceivers(
  tx: Db,
  tenantId: number,
  mail: { subject: string; content: string },
): Promise<number> {
  const rows = await tx
    .selectDistinct({ email: emailReceivers.email })
    .from(emailReceivers)
    .where(byTenant(tenantId))
    .orderBy(emailReceivers.email);
  if (rows.length === 0) return 0;
  await tx.insert(notificationOutbox).values(
    rows.map((row) => ({
      tenantId,
      audience: "recipient" as const,
      channel: "email" as const,
      subject: mail.subject,
      content: mail.content,
      recipients: [row.email],
      recipientCount: 1,
      status: "queued",
      createdBy: null,
    })),
  );
  return rows.length;
}
