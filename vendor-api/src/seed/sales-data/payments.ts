/** The payments of a generated order: methods, gateway fields, pay states and what they make of the order. */
import {
  CHARGEBACK_STATUSES,
  DEAL_STATUSES,
  ORDER_STATES,
  PAYMENT_TYPES,
  PAY_STATUSES,
  TICKET_STATUSES,
  TRANSACTION_PAYMENT_TYPES,
} from "#rules";
import { SETTLED_PAY_STATES } from "../../modules/sales-shared/codes";
import { formatCents, minCents, percentOf, sumCents, type Cents } from "../../shared/money";
import { CUSTOMER, SYSTEM, type GeneratorContext, type Scenario } from "./context";
import { addMs, between, chance, code, digits, MINUTE, pick, weighted, type Random } from "./random";
import { CHANNEL_PARTNERS, COUPONS, DEMO_CARDS, GATEWAY_ERRORS, USER_AGENTS, type DemoCard } from "./vocabulary";
import type { Operator, PlannedOrder, PlannedPayment } from "./writer";

export const basePayment = (type: number, amount: Cents, at: Date): PlannedPayment => ({
  paymentType: type,
  amount,
  refunded: 0n,
  pending: 0n,
  account: null,
  transactionId: null,
  authCode: null,
  avsCode: null,
  cardBank: null,
  cardType: null,
  cardNumberMasked: null,
  cardLast4: null,
  cardMonth: null,
  cardYear: null,
  payStatus: PAY_STATUSES.SUCCESS,
  dealStatus: DEAL_STATUSES.SETTLED,
  errorCode: null,
  errorMsg: null,
  riskScore: null,
  maxmindScore: null,
  chargeBackAmount: 0n,
  chargeBackStatus: CHARGEBACK_STATUSES.NONE,
  chargeBackTime: null,
  ip: null,
  userAgent: null,
  payTime: at,
  createdAt: at,
});

const RISK_REFUSALS: number[] = [PAY_STATUSES.SCORE_REJECT, PAY_STATUSES.BLACKLIST_FAILED];

/** One payment of a method, with the gateway's fields for card, PayPal and Apple Pay. */
export function paymentOf(
  ctx: GeneratorContext,
  options: {
    type: number;
    amount: Cents;
    at: Date;
    payStatus: number;
    card?: DemoCard;
    contact: { contactFirstName: string; contactLastName: string; contactEmail: string | null };
    account?: string;
  },
): PlannedPayment {
  const { random } = ctx;
  const settled = SETTLED_PAY_STATES.includes(options.payStatus);
  const payment = basePayment(options.type, options.amount, options.at);
  payment.payStatus = options.payStatus;
  payment.dealStatus = settled ? DEAL_STATUSES.SETTLED : DEAL_STATUSES.UNSETTLED;
  payment.payTime =
    settled || options.payStatus === PAY_STATUSES.AUTHORIZED ? addMs(options.at, between(random, 1, 8) * MINUTE) : null;
  payment.account = options.account ?? null;
  const error = GATEWAY_ERRORS[options.payStatus];
  if (TRANSACTION_PAYMENT_TYPES.includes(options.type)) {
    payment.ip = `${pick(random, ["203.0.113", "198.51.100", "192.0.2"])}.${between(random, 1, 254)}`;
    payment.userAgent = pick(random, USER_AGENTS);
    payment.errorCode = error?.code ?? null;
    payment.errorMsg = error?.msg ?? null;
  }
  if (options.type === PAYMENT_TYPES.CREDIT_CARD || options.type === PAYMENT_TYPES.APPLE_PAY) {
    const card =
      options.card ??
      weighted(
        random,
        DEMO_CARDS.map((entry) => [entry, entry.weight] as [DemoCard, number]),
      );
    payment.transactionId = `60${digits(random, 9)}`;
    payment.authCode = settled || options.payStatus === PAY_STATUSES.AUTHORIZED ? code(random, 6) : null;
    payment.avsCode = pick(random, ["Y", "Y", "Y", "A", "Z", "N"]);
    payment.cardBank = card.bank;
    payment.cardType = card.type;
    payment.cardNumberMasked = card.masked;
    payment.cardLast4 = card.last4;
    payment.cardMonth = String(between(random, 1, 12)).padStart(2, "0");
    payment.cardYear = String(between(random, 2026, 2031));
    const risky = RISK_REFUSALS.includes(options.payStatus);
    payment.riskScore = Math.round((risky ? 70 + random() * 29 : random() * 45) * 10) / 10;
    payment.maxmindScore = Math.round((risky ? 40 + random() * 59 : 0.1 + random() * 20) * 100) / 100;
  }
  if (options.type === PAYMENT_TYPES.PAYPAL || options.type === PAYMENT_TYPES.NEW_PAYPAL) {
    payment.transactionId = code(random, 17);
    payment.account =
      options.contact.contactEmail ??
      `${options.contact.contactFirstName}.${options.contact.contactLastName}@example.com`.toLowerCase();
  }
  return payment;
}

function settledPayStatus(random: Random, type: number) {
  if (type !== PAYMENT_TYPES.CREDIT_CARD) return PAY_STATUSES.SUCCESS;
  return weighted(random, [
    [PAY_STATUSES.SUCCESS, 80],
    [PAY_STATUSES.BLACKLIST_PASSED, 10],
    [PAY_STATUSES.SCORE_PASS, 10],
  ]);
}

function chooseMethod(random: Random, channelIsApp: boolean, byOperator: boolean) {
  return weighted(random, [
    [PAYMENT_TYPES.CREDIT_CARD, 50],
    [PAYMENT_TYPES.NEW_PAYPAL, 14],
    [PAYMENT_TYPES.PAYPAL, 4],
    [PAYMENT_TYPES.APPLE_PAY, channelIsApp ? 14 : 6],
    [PAYMENT_TYPES.CASH, byOperator ? 30 : 0],
    [PAYMENT_TYPES.RELOAD_CARD, 5],
    [PAYMENT_TYPES.CHANNEL_PAY, channelIsApp ? 10 : 2],
  ]);
}

/**
 * Pays an order as its state says: coupon and points first (sometimes), the rest by one method; settled for paid
 * orders, processing or authorized for orders being paid, refused (or never tried) for unpaid and cancelled ones.
 * Also completes, holds or voids the tickets accordingly.
 */
export function settle(
  ctx: GeneratorContext,
  order: PlannedOrder,
  scenario: Scenario,
  operator: Operator | undefined,
  app: boolean,
) {
  const { random } = ctx;
  const isPaid = order.state === ORDER_STATES.COMPLETED || order.state === ORDER_STATES.UNSHIPPED;
  let remaining = order.total;
  const at = addMs(order.createdAt, between(random, 1, 15) * MINUTE);
  if (isPaid && remaining > 0n && (scenario.coupon ?? chance(random, 0.1))) {
    const coupon = pick(random, COUPONS);
    const discount = minCents(remaining, coupon.fixed ?? percentOf(remaining, coupon.percent!));
    order.couponCode = coupon.code;
    order.payments.push({ ...basePayment(PAYMENT_TYPES.COUPON_CODE, discount, at), account: coupon.code });
    remaining -= discount;
  }
  if (isPaid && remaining > 0n && (scenario.points ?? chance(random, 0.04))) {
    order.buyerId ??= between(random, 5000, 9999);
    const points = minCents(remaining, BigInt(between(random, 2, 15)) * 100n);
    order.payments.push({ ...basePayment(PAYMENT_TYPES.POINTS, points, at), account: `Member ${order.buyerId}` });
    remaining -= points;
  }
  if (remaining === 0n && isPaid) {
    order.paidAt = at;
  } else if (remaining > 0n) {
    let method = scenario.method ?? chooseMethod(random, app, operator !== undefined);
    if (!isPaid && !TRANSACTION_PAYMENT_TYPES.includes(method)) method = PAYMENT_TYPES.CREDIT_CARD;
    const payStatus = scenario.payStatus ?? payStatusFor(random, order.state, method);
    if (payStatus !== undefined) {
      const card = scenario.card ? DEMO_CARDS.find((entry) => entry.last4 === scenario.card) : undefined;
      const account =
        method === PAYMENT_TYPES.RELOAD_CARD
          ? `W${digits(random, 8)}`
          : method === PAYMENT_TYPES.CHANNEL_PAY
            ? pick(random, CHANNEL_PARTNERS)
            : undefined;
      const payment = paymentOf(ctx, { type: method, amount: remaining, at, payStatus, card, contact: order, account });
      order.payments.push(payment);
      if (SETTLED_PAY_STATES.includes(payStatus)) {
        order.paidAt = payment.payTime;
        order.history.push({
          action: "pay",
          params: { amount: formatCents(remaining), paymentType: method },
          operator: SYSTEM,
          at: payment.payTime!,
        });
      } else if (GATEWAY_ERRORS[payStatus]) {
        order.history.push({
          action: "payment-failed",
          params: { paymentType: method, errorCode: GATEWAY_ERRORS[payStatus].code },
          operator: SYSTEM,
          at,
        });
      }
    }
  }
  order.payAmount = sumCents(
    order.payments
      .filter((payment) => SETTLED_PAY_STATES.includes(payment.payStatus))
      .filter(
        (payment) =>
          payment.paymentType !== PAYMENT_TYPES.COUPON_CODE && payment.paymentType !== PAYMENT_TYPES.GROUPON_CODE,
      )
      .map((payment) => payment.amount),
  );
  if (order.state === ORDER_STATES.COMPLETED) {
    order.paidAt ??= at;
    order.completedAt = addMs(order.paidAt, between(random, 5, 90) * 1000);
    order.history.push({ action: "complete", params: {}, operator: SYSTEM, at: order.completedAt });
  }
  if (order.state === ORDER_STATES.UNPAID || order.state === ORDER_STATES.PAYING) {
    for (const ticket of order.tickets) ticket.held = true;
  }
  if (order.state === ORDER_STATES.CANCELLED) {
    for (const ticket of order.tickets) ticket.status = TICKET_STATUSES.REFUND_VOID;
    const by = chance(random, 0.7) ? CUSTOMER : pick(random, ctx.operators);
    order.history.push({
      action: "cancel",
      params: {},
      operator: by,
      at: addMs(at, between(random, 10, 120) * MINUTE),
    });
  }
}

function payStatusFor(random: Random, state: number, method: number): number | undefined {
  if (state === ORDER_STATES.COMPLETED || state === ORDER_STATES.UNSHIPPED) return settledPayStatus(random, method);
  if (state === ORDER_STATES.PAYING)
    return weighted(random, [
      [PAY_STATUSES.PROCESSING, 50],
      [PAY_STATUSES.AUTHORIZED, 50],
    ]);
  if (state === ORDER_STATES.UNPAID) {
    return weighted<number | undefined>(random, [
      [undefined, 25],
      [PAY_STATUSES.FAILED, 30],
      [PAY_STATUSES.UNAUTHORIZED, 15],
      [PAY_STATUSES.BLACKLIST_FAILED, 15],
      [PAY_STATUSES.SCORE_REJECT, 15],
    ]);
  }
  return weighted<number | undefined>(random, [
    [PAY_STATUSES.PAYMENT_CANCELLATION, 70],
    [undefined, 30],
  ]);
}
