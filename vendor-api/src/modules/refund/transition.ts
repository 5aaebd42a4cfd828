import { refundNumber, type WebhookEventType } from "#rules";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, refundOrders } from "../../db/schema";
import { assertValid, notFound, staleVersion } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { maxLength, NOTE_MAX, validateFields } from "../../protocol/rules";
import { money } from "../../shared/money";
import { emitEvent } from "../../events/outbox";
import { refundData } from "../../events/data";
import { queueReceiverMail } from "../../notify/receiver-mail";
import { findRefund } from "./find";
import type { RefundActionInput, RefundOrder } from "./schemas";
import { emitOrderUpdated, markTicketsRefunded, moveTicketsBack, settlePayment } from "./settle";
import { REFUND_TRANSITIONS, type RefundAction } from "./states";
import { illegalTransition, record, refundScope } from "./store";

const REFUND_EVENTS = {
  approve: "REFUND_APPROVED",
  reject: "REFUND_REJECTED",
  complete: "REFUND_COMPLETED",
} as const satisfies Record<RefundAction, WebhookEventType>;

/**
 * approve, reject or complete, under a row lock on the refund order: a stale version answers 10008 (checked first),
 * a move the state does not allow 20409. Of two operators acting at once one wins; the other, once the lock is
 * free, reads the new version and gets 10008.
 */
export async function transitionRefund(
  db: Db,
  session: OperatorSession,
  action: RefundAction,
  input: RefundActionInput,
): Promise<RefundOrder> {
  const note = input.note?.trim() || null;
  assertValid(validateFields({ note: [note, [maxLength(NOTE_MAX)]] }));
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(refundOrders).where(refundScope(session.tenantId, input.id)).for("update");
    if (!current) throw notFound();
    if (current.version !== input.version) throw staleVersion();
    const transition = REFUND_TRANSITIONS[action];
    if (!(transition.from as number[]).includes(current.state)) {
      throw illegalTransition(current.state, action, transition.from);
    }
    const now = new Date();
    const [refund] = await tx
      .update(refundOrders)
      .set({
        state: transition.to,
        version: sql`${refundOrders.version} + 1`,
        ...(action === "complete"
          ? { completeBy: session.username, completeTime: now, remarks: note ?? current.remarks }
          : { checkBy: session.username, checkTime: now }),
        ...(action === "approve" ? { checkFee: current.fee } : {}),
        ...(action === "reject" ? { remarks: note } : {}),
      })
      .where(and(refundScope(session.tenantId, input.id), eq(refundOrders.version, input.version)))
      .returning();
    if (action === "reject") {
      await moveTicketsBack(tx, refund.id);
      await settlePayment(tx, refund, false);
    }
    if (action === "complete") {
      await markTicketsRefunded(tx, refund.id);
      await settlePayment(tx, refund, true);
    }
    const verb = { approve: "approved", reject: "rejected", complete: "completed" }[action];
    const summary = `Refund ${refundNumber(refund.id)} of ${money(refund.amount)} ${verb}`;
    await record(tx, session, refund, {
      action,
      fromState: current.state,
      note,
      history: { action: `refund-${action}` },
    });
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, refund.orderId));
    await emitEvent(tx, {
      tenantId: session.tenantId,
      type: REFUND_EVENTS[action],
      resourceType: "refund",
      resourceId: refund.id,
      data: refundData(refund, order.orderNumber),
    });
    if (action === "reject") await emitOrderUpdated(tx, refund.orderId, ["tickets", "payments"]);
    if (action === "complete") await emitOrderUpdated(tx, refund.orderId, ["tickets", "payments", "refundedAmount"]);
    await queueReceiverMail(tx, session.tenantId, "refundResult", {
      subject: `Refund ${refundNumber(refund.id)} ${verb} (order ${order.orderNumber})`,
      content: `${summary} by ${session.username} for order ${order.orderNumber}.` + (note ? `\n\nNote: ${note}` : ""),
      createdBy: session.userId,
    });
  });
  return findRefund(db, session.tenantId, input.id);
}
