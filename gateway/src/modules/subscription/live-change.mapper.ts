/**
 * Feed events as the subscription fields answer them. The event's `data` is what the vendor API put in the outbox
 * (docs/system-contract.md sections 12 and 13): read defensively, since another vendor API may carry fewer fields.
 */
import { CouponJobState } from "../coupon/coupon.enums";
import { OrderState } from "../order/order.enums";
import { RefundState } from "../refund/refund.enums";
import type { LiveEvent } from "./live-event.upstream";
import type { CouponJobChange, OrderChange, RefundOrderChange } from "./live-change.type";

const text = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const member = <T extends string>(values: Record<string, T>, value: unknown): T | null =>
  typeof value === "string" && value in values ? values[value] : null;

/** What an event moved when its data does not say (`changed`): a new resource, else its state. */
function changedBy(event: LiveEvent): string[] {
  const listed = event.data.changed;
  if (Array.isArray(listed)) return listed.filter((name): name is string => typeof name === "string");
  return /_CREATED$/.test(event.type) ? ["created"] : ["state"];
}

export function toOrderChange(event: LiveEvent): OrderChange {
  return {
    eventId: event.id,
    id: event.resourceId,
    orderNumber: text(event.data.orderNumber),
    state: member(OrderState, event.data.state),
    changed: changedBy(event),
    eventType: event.type,
    occurredAt: event.createTime,
  };
}

export function toRefundOrderChange(event: LiveEvent): RefundOrderChange {
  return {
    eventId: event.id,
    id: event.resourceId,
    refundNumber: text(event.data.refundNumber) ?? "",
    orderId: text(event.data.orderId) ?? "",
    orderNumber: text(event.data.orderNumber) ?? "",
    state: member(RefundState, event.data.state),
    amount: text(event.data.amount),
    changed: changedBy(event),
    eventType: event.type,
    occurredAt: event.createTime,
  };
}

export function toCouponJobChange(event: LiveEvent): CouponJobChange {
  return {
    eventId: event.id,
    id: event.resourceId,
    couponId: text(event.data.couponId) ?? "",
    state: member(CouponJobState, event.data.state),
    requested: count(event.data.requested),
    generated: count(event.data.generated),
    errorMessage: text(event.data.errorMessage),
    eventType: event.type,
    occurredAt: event.createTime,
  };
}
