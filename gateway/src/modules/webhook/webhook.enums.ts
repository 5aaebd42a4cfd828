import { registerEnumType } from "type-graphql";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType as EventName } from "#rules";

/** The event types of rules/webhook.ts, one GraphQL enum value each (docs/system-contract.md section 12). */
export const WebhookEventType = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((name) => [name, name])) as {
  [K in EventName]: K;
};
export type WebhookEventType = EventName;

const EVENT_DESCRIPTIONS: Record<EventName, string> = {
  ORDER_CREATED: "An order was placed (data: the Order's id, orderNumber, state, total).",
  ORDER_PAID: "An order was paid in full (data: as ORDER_CREATED).",
  ORDER_CANCELLED: "An order was cancelled (data: as ORDER_CREATED).",
  REFUND_CREATED:
    "A refund order was requested (data: the Refund's id, refundNumber, orderId, orderNumber, state, amount, fee).",
  REFUND_APPROVED: "A refund was approved (data: as REFUND_CREATED).",
  REFUND_REJECTED: "A refund was rejected (data: as REFUND_CREATED).",
  REFUND_COMPLETED: "A refund was completed: the money is back (data: as REFUND_CREATED).",
  TRIP_PUBLISHED: "A trip was put on sale (data: the Trip's id, code, name, state).",
  TRIP_UPDATED: "A trip's settings or state changed (data: as TRIP_PUBLISHED).",
  COUPON_JOB_FINISHED:
    "A coupon code generation job ended, successful or not (data: the CouponJob's id, couponId, state, requested, generated, errorMessage).",
};

registerEnumType(WebhookEventType, {
  name: "WebhookEventType",
  description: "What a webhook can be told of; each is the payload's `type`. Send test delivers the type PING.",
  valuesConfig: Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((name) => [name, { description: EVENT_DESCRIPTIONS[name] }]),
  ) as Record<EventName, { description: string }>,
});

export enum WebhookDeliveryStatus {
  PENDING = "PENDING",
  SENDING = "SENDING",
  SUCCEEDED = "SUCCEEDED",
  FAILED = "FAILED",
}

registerEnumType(WebhookDeliveryStatus, {
  name: "WebhookDeliveryStatus",
  description: "Where a delivery stands.",
  valuesConfig: {
    PENDING: { description: "Waiting for its next attempt (`nextAttemptTime`)." },
    SENDING: { description: "An attempt is under way." },
    SUCCEEDED: { description: "The receiver answered 2xx." },
    FAILED: { description: "Every attempt failed (the webhook was turned off), or a test or redelivery failed." },
  },
});
