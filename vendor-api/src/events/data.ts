/**
 * The `data` of each event: the resource as its GraphQL type names the fields (Order, Refund, Trip, CouponJob), kept to what
 * an integrator needs to act or to fetch the rest (docs/system-contract.md section 12). Ids are strings, as GraphQL's
 * ID; states are the enum names.
 */
import { COUPON_JOB_STATES, nameOf, ORDER_STATES, REFUND_STATES, refundNumber, TRIP_STATES } from "#rules";
import type { couponJobs, orders, refundOrders, trips } from "../db/schema";
import { money } from "../shared/money";

/**
 * An order's event. `changed` names the Order fields a change moved where the event type alone does not say it (the
 * internal ORDER_UPDATED of a refund step, docs/system-contract.md section 13).
 */
export function orderData(order: typeof orders.$inferSelect, changed?: string[]): Record<string, unknown> {
  return {
    id: String(order.id),
    orderNumber: order.orderNumber,
    state: nameOf(ORDER_STATES, order.state) ?? null,
    stateCode: order.state,
    creator: order.creator,
    totalAmount: money(order.totalAmount),
    payAmount: money(order.payAmount),
    bookingFee: money(order.bookingFee),
    couponCode: order.couponCode,
    createTime: order.createdAt.toISOString(),
    payTime: order.paidAt?.toISOString() ?? null,
    refundedAmount: money(order.refundedAmount),
    ...(changed ? { changed } : {}),
  };
}

export function refundData(refund: typeof refundOrders.$inferSelect, orderNumber: string): Record<string, unknown> {
  return {
    id: String(refund.id),
    refundNumber: refundNumber(refund.id),
    orderId: String(refund.orderId),
    orderNumber,
    state: nameOf(REFUND_STATES, refund.state) ?? null,
    amount: refund.amount,
    fee: refund.fee,
  };
}

export function tripData(trip: Pick<typeof trips.$inferSelect, "id" | "code" | "name" | "state">) {
  return { id: String(trip.id), code: trip.code, name: trip.name, state: nameOf(TRIP_STATES, trip.state) ?? null };
}

export function couponJobData(job: typeof couponJobs.$inferSelect): Record<string, unknown> {
  return {
    id: String(job.id),
    couponId: String(job.couponId),
    state: nameOf(COUPON_JOB_STATES, job.state) ?? null,
    requested: job.requested,
    generated: job.generated,
    errorMessage: job.errorMessage,
  };
}
