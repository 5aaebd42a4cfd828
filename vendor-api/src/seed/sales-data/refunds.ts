/** Refund orders of generated orders, with their logs, history and effect on tickets, payment and order. */
import { cancellationChargeCents, DEAL_STATUSES, REFUND_STATES, TICKET_STATUSES } from "#rules";
import { CHARGEBACK_HOLDING_STATES, REFUND_PAY_TYPE_OF_PAYMENT } from "../../modules/sales-shared/codes";
import { formatCents, minCents, sumCents, type Cents } from "../../shared/money";
import type { GeneratorContext } from "./context";
import { addMs, between, DAY, MINUTE, pick } from "./random";
import type { SellableTrip } from "./trips";
import { REFUND_REASONS } from "./vocabulary";
import type { PlannedOrder, PlannedPayment, PlannedRefund } from "./writer";

const refundable = (payment: PlannedPayment): Cents =>
  payment.amount -
  payment.refunded -
  payment.pending -
  (CHARGEBACK_HOLDING_STATES.includes(payment.chargeBackStatus) ? payment.chargeBackAmount : 0n);

function logsOf(
  state: number,
  people: { applicant: PlannedRefund["applicant"]; checker: PlannedRefund["applicant"] },
  times: { at: Date; checkTime: Date; completeTime: Date },
  notes: { reason: string | null; completion: string },
): PlannedRefund["logs"] {
  const logs: PlannedRefund["logs"] = [
    {
      action: "submit",
      fromState: null,
      toState: REFUND_STATES.PENDING,
      operator: people.applicant,
      note: notes.reason,
      at: times.at,
    },
  ];
  if (state === REFUND_STATES.REJECTED) {
    logs.push({
      action: "reject",
      fromState: REFUND_STATES.PENDING,
      toState: REFUND_STATES.REJECTED,
      operator: people.checker,
      note: "Outside the cancellation window",
      at: times.checkTime,
    });
  } else if (state !== REFUND_STATES.PENDING) {
    logs.push({
      action: "approve",
      fromState: REFUND_STATES.PENDING,
      toState: REFUND_STATES.APPROVED,
      operator: people.checker,
      note: null,
      at: times.checkTime,
    });
  }
  if (state === REFUND_STATES.COMPLETED) {
    logs.push({
      action: "complete",
      fromState: REFUND_STATES.APPROVED,
      toState: REFUND_STATES.COMPLETED,
      operator: people.checker,
      note: notes.completion,
      at: times.completeTime,
    });
  }
  return logs;
}

/**
 * A refund order of some tickets against one payment, in the given state, with its logs and history, and its effect
 * on the tickets (unless they already carry it), the payment and the order. Nothing when there is nothing to refund.
 */
export function addPlannedRefund(
  ctx: GeneratorContext,
  order: PlannedOrder,
  tripsById: Map<number, SellableTrip>,
  options: { payment: number; tickets: number[]; state: number; at: Date; applyToTickets: boolean },
): PlannedRefund | undefined {
  const { random } = ctx;
  const payment = order.payments[options.payment];
  const payType = REFUND_PAY_TYPE_OF_PAYMENT[payment.paymentType];
  const feeDetails = options.tickets.map((index) => {
    const ticket = order.tickets[index];
    const price =
      order.lines.find(
        (line) =>
          line.tripId === ticket.tripId &&
          line.date === ticket.date &&
          line.shift === ticket.shift &&
          line.option === ticket.option,
      )?.unitPrice ?? 0n;
    const trip = tripsById.get(ticket.tripId)!;
    const rule = {
      type: trip.cancellationType,
      amount: trip.cancellationAmount,
      percentage: trip.cancellationPercentage,
    };
    return { ticket: index, price, fee: cancellationChargeCents(rule, price) };
  });
  const fee = sumCents(feeDetails.map((detail) => detail.fee));
  const amount = minCents(sumCents(feeDetails.map((detail) => detail.price)) - fee, refundable(payment));
  if (payType === undefined || amount <= 0n) return undefined;
  const applicant = pick(random, ctx.operators);
  const checker = pick(random, ctx.operators);
  const reason = pick(random, REFUND_REASONS);
  const checkTime = addMs(options.at, between(random, 2, 30) * 60 * MINUTE);
  const completeTime = addMs(checkTime, between(random, 1, 3) * DAY);
  const decided = options.state !== REFUND_STATES.PENDING;
  const completed = options.state === REFUND_STATES.COMPLETED;
  const logs = logsOf(
    options.state,
    { applicant, checker },
    { at: options.at, checkTime, completeTime },
    { reason, completion: payType === 3 ? "Cash handed back at the office" : "Gateway confirmed the refund" },
  );
  const refund: PlannedRefund = {
    payment: options.payment,
    state: options.state,
    amount,
    fee,
    feeDetails,
    checkFee: decided && options.state !== REFUND_STATES.REJECTED ? fee : null,
    payType,
    payAccount: payment.cardNumberMasked ?? payment.account,
    transactionId: payment.transactionId,
    reason,
    remarks: logs.length > 1 ? logs[logs.length - 1].note : null,
    applicant,
    checkBy: decided ? checker.name : null,
    checkTime: decided ? checkTime : null,
    completeBy: completed ? checker.name : null,
    completeTime: completed ? completeTime : null,
    createdAt: options.at,
    tickets: options.tickets.map((index) => ({
      ticket: index,
      previousStatus: options.applyToTickets ? order.tickets[index].status : TICKET_STATUSES.NORMAL,
    })),
    logs,
  };
  if (options.state === REFUND_STATES.PENDING || options.state === REFUND_STATES.APPROVED) payment.pending += amount;
  if (completed) {
    payment.refunded += amount;
    payment.dealStatus = payment.refunded >= payment.amount ? DEAL_STATUSES.REFUNDED : DEAL_STATUSES.PARTIALLY_REFUNDED;
    order.refundedAmount += amount;
  }
  if (options.applyToTickets && options.state !== REFUND_STATES.REJECTED) {
    for (const index of options.tickets) {
      order.tickets[index].status = completed ? TICKET_STATUSES.REFUNDED : TICKET_STATUSES.REFUNDING;
    }
  }
  const amountText = formatCents(amount);
  order.history.push({
    action: "refund-request",
    params: {
      amount: amountText,
      ticketNumbers: options.tickets.map((index) => order.tickets[index].ticketNumber),
      note: reason ?? undefined,
    },
    refund,
    operator: applicant,
    at: options.at,
  });
  for (const log of logs.slice(1)) {
    order.history.push({
      action: `refund-${log.action as "approve" | "reject" | "complete"}`,
      params: { amount: amountText, note: log.note ?? undefined },
      refund,
      operator: log.operator,
      at: log.at,
    });
  }
  order.refunds.push(refund);
  return refund;
}
