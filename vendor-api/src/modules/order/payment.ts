/**
 * Recording a payment on an unpaid order (docs/sales-contract.md section 11): cash at the desk, a card terminal or a
 * bank transfer settles an invoice booking (or any unpaid order) in part or in full. One transaction under a lock on
 * the order row: the version is checked, then the state and the balance, so two clerks recording the last of the
 * balance at once get one payment and one refusal (10008, or the balance's field error once the first committed).
 *
 * A payment is a settled payment row like a booking's (cash type 3, card terminal type 1, bank transfer type 6
 * Credit), so the ledger's rollups (migration 0010) and the coupon's uses count the order from the moment the balance
 * reaches 0 and the order becomes Completed; a part payment raises `payAmount` and leaves the order Unpaid, its
 * tickets holding their seats.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  dayIn,
  DEAL_STATUSES,
  fail,
  nameOf,
  ORDER_PAYMENT_METHODS,
  ORDER_STATES,
  orderPaymentFailures,
  PAY_STATUSES,
  PAYMENT_TYPES,
  priceCents,
  type OrderPaymentMethod,
} from "#rules";
import type { Db } from "../../db/connect";
import { orders, payments, reservations } from "../../db/schema";
import { assertValid, staleVersion, ValidationError } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import type { Keyring } from "../../security/secrets";
import { formatCents } from "../../shared/money";
import { BANK_TRANSFER_ACCOUNT } from "../sales-shared/codes";
import { tenantTimeZone } from "../ledger/period";
import { rowsOf } from "../../db/raw";
import { orderBalanceCents } from "./balance";
import { orderOf, recordOrderOperation } from "./operation";
import type { OrderDetail } from "./schemas";
import { findOrder } from "./service";
import type { orderPaymentInput } from "./payment-schemas";
import type { z } from "zod";

export interface OrderPaymentBody {
  orderId: number;
  version: number;
  method: string;
  amount: string;
  reference?: string | null;
  paidAt: string;
}

/** The payment row a method writes; `account` names the method as a booking's payment does. */
const METHOD_PAYMENTS: Record<OrderPaymentMethod, { paymentType: number; account: string }> = {
  [ORDER_PAYMENT_METHODS.CASH]: { paymentType: PAYMENT_TYPES.CASH, account: "Cash" },
  [ORDER_PAYMENT_METHODS.CARD_TERMINAL]: { paymentType: PAYMENT_TYPES.CREDIT_CARD, account: "Card terminal" },
  [ORDER_PAYMENT_METHODS.BANK_TRANSFER]: { paymentType: PAYMENT_TYPES.CREDIT, account: BANK_TRANSFER_ACCOUNT },
};

/**
 * When the money came in: now for today, else noon of that day in the tenant's zone (a day without its hour), never
 * before the order was made.
 */
async function payTimeOf(tx: Db, day: string, today: string, timeZone: string, createdAt: Date, now: Date) {
  if (day === today) return now;
  const [{ instant }] = await rowsOf<{ instant: string | Date }>(
    tx,
    sql`select ((${day}::date + time '12:00') at time zone ${timeZone}) as instant`,
  );
  const noon = new Date(instant);
  return noon < createdAt ? createdAt : noon;
}

export async function recordOrderPayment(
  db: Db,
  secrets: Keyring,
  session: OperatorSession,
  input: z.infer<typeof orderPaymentInput>,
  now: Date,
): Promise<OrderDetail> {
  const { tenantId } = session;
  assertValid(orderPaymentFailures(input));
  // Every field the rules require is present and well-formed from here on.
  const body = input as OrderPaymentBody;
  const method = METHOD_PAYMENTS[body.method as OrderPaymentMethod];
  const amount = priceCents(body.amount)!;
  const reference = body.reference?.trim() || null;
  const day = body.paidAt.trim();
  await db.transaction(async (tx) => {
    const order = await orderOf(tx, tenantId, body.orderId, true);
    if (order.version !== body.version) throw staleVersion();
    if (order.state !== ORDER_STATES.UNPAID)
      throw new ValidationError({
        amount: fail("payment.orderNotPayable", { state: nameOf(ORDER_STATES, order.state) ?? String(order.state) }),
      });
    const paymentRows = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, order.id)));
    const balance = orderBalanceCents(order, paymentRows);
    const timeZone = await tenantTimeZone(tx, tenantId);
    const today = dayIn(timeZone, now);
    assertValid(
      orderPaymentFailures(body, {
        balance: formatCents(balance),
        today,
        orderDay: dayIn(timeZone, order.createdAt),
      }),
    );
    const payTime = await payTimeOf(tx, day, today, timeZone, order.createdAt, now);
    const paid = amount === balance;
    await tx.insert(payments).values({
      tenantId,
      orderId: order.id,
      paymentType: method.paymentType,
      amount: formatCents(amount),
      account: method.account,
      transactionId: reference,
      payStatus: PAY_STATUSES.SUCCESS,
      dealStatus: DEAL_STATUSES.SETTLED,
      payTime,
      createdAt: now,
    });
    // An invoice booking's Processing Credit payment stands for what is still invoiced: it shrinks with each payment
    // and goes once the balance is 0, so the order's payments never show money owed twice.
    const invoice = paymentRows.find(
      (row) => row.paymentType === PAYMENT_TYPES.CREDIT && row.payStatus === PAY_STATUSES.PROCESSING,
    );
    if (invoice) {
      if (paid) await tx.delete(payments).where(eq(payments.id, invoice.id));
      else
        await tx
          .update(payments)
          .set({ amount: sql`greatest(${payments.amount} - ${formatCents(amount)}::numeric, 0)` })
          .where(eq(payments.id, invoice.id));
    }
    const [updated] = await tx
      .update(orders)
      .set({
        payAmount: sql`${orders.payAmount} + ${formatCents(amount)}::numeric`,
        version: sql`${orders.version} + 1`,
        ...(paid ? { state: ORDER_STATES.COMPLETED, paidAt: payTime, completedAt: now } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    // Paid in full, the tickets are sold: they stop merely holding their seats and can be checked in.
    if (paid)
      await tx
        .update(reservations)
        .set({ held: false })
        .where(and(eq(reservations.tenantId, tenantId), eq(reservations.orderNumber, order.orderNumber)));
    await recordOrderOperation(tx, session, {
      order,
      history: { action: "pay", params: { amount: formatCents(amount), paymentType: method.paymentType } },
      audit: {
        action: "recordPayment",
        changes: [
          { field: "paymentMethod", from: null, to: body.method },
          { field: "paymentAmount", from: null, to: formatCents(amount) },
          ...(reference ? [{ field: "paymentReference", from: null, to: reference }] : []),
          { field: "paidAt", from: null, to: day },
        ],
      },
      event: {
        type: paid ? "ORDER_PAID" : "ORDER_UPDATED",
        order: updated,
        changed: paid ? undefined : ["payAmount", "balance", "payments"],
      },
    });
  });
  return findOrder(db, secrets, tenantId, body.orderId);
}
