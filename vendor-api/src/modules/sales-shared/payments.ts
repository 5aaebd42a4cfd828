import { sql, type SQL } from "drizzle-orm";
import { payments } from "../../db/schema";
import {
  CHARGEBACK_HOLDING_STATES,
  refundPayTypeOf,
  SETTLED_AT_ONCE_REFUND_PAY_TYPES,
  SETTLED_PAY_STATES,
} from "./codes";
import { centsOf, formatCents, money, type Cents } from "../../shared/money";
import type { Payment } from "./schemas";

export type PaymentRow = typeof payments.$inferSelect;

export const isRefundablePayment = (row: Pick<PaymentRow, "paymentType" | "payStatus" | "account">) =>
  refundPayTypeOf(row) !== null && SETTLED_PAY_STATES.includes(row.payStatus);

/** An operation's refund of this payment is settled at once: cash, a bank transfer (docs/sales-contract.md 13). */
export const isSettledAtOnce = (row: Pick<PaymentRow, "paymentType" | "account">) =>
  SETTLED_AT_ONCE_REFUND_PAY_TYPES.includes(refundPayTypeOf(row) ?? 0);

/** What a new refund may still take from a payment (never below zero). */
export function refundableCents(row: PaymentRow): Cents {
  if (!isRefundablePayment(row)) return 0n;
  const chargedBack = CHARGEBACK_HOLDING_STATES.includes(row.chargeBackStatus) ? centsOf(row.chargeBackAmount) : 0n;
  const left = centsOf(row.amount) - centsOf(row.refundedAmount) - centsOf(row.refundPendingAmount) - chargedBack;
  return left > 0n ? left : 0n;
}

/** The same as refundableCents, in SQL, for the conditional update that reserves a refund's amount. */
export const refundableSql: SQL = sql`(${payments.amount} - ${payments.refundedAmount} - ${payments.refundPendingAmount}
  - case when ${payments.chargeBackStatus} in (${sql.join(
    CHARGEBACK_HOLDING_STATES.map((state) => sql`${state}`),
    sql`, `,
  )}) then ${payments.chargeBackAmount} else 0 end)`;

export function paymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentType: row.paymentType,
    amount: money(row.amount),
    refundedAmount: money(row.refundedAmount),
    refundPendingAmount: money(row.refundPendingAmount),
    refundableAmount: formatCents(refundableCents(row)),
    refundPayType: refundPayTypeOf(row),
    account: row.account,
    transactionId: row.transactionId,
    authCode: row.authCode,
    avsCode: row.avsCode,
    cardBank: row.cardBank,
    cardType: row.cardType,
    cardNum: row.cardNumberMasked,
    cardLast4: row.cardLast4,
    cardMonth: row.cardMonth,
    cardYear: row.cardYear,
    payStatus: row.payStatus,
    dealStatus: row.dealStatus,
    errorCode: row.errorCode,
    errorMsg: row.errorMsg,
    riskScore: row.riskScore,
    maxmindScore: row.maxmindScore,
    chargeBackAmount: money(row.chargeBackAmount),
    chargeBackStatus: row.chargeBackStatus,
    ip: row.ip,
    userAgent: row.userAgent,
    payTime: row.payTime?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
  };
}
