import { codedEnum } from "../shared/coded-enum";

export const OrderStateEnum = codedEnum("OrderState", "Where an order stands (upstream `state`).", {
  UNPAID: { code: 0, description: "Unpaid" },
  COMPLETED: { code: 1, description: "Completed (paid)" },
  CANCELLED: { code: 2, description: "Cancelled" },
  UNSHIPPED: { code: 3, description: "Unshipped (paid, not yet fulfilled)" },
  PAYING: { code: 9, description: "In payment" },
});
export const OrderState = OrderStateEnum.enum;
export type OrderState = keyof typeof OrderState;

export const OrderTypeEnum = codedEnum("OrderType", "One way or round trip (upstream `type`).", {
  ONE_WAY: { code: 0, description: "One way" },
  ROUND_TRIP: { code: 1, description: "Round trip" },
});
export const OrderType = OrderTypeEnum.enum;
export type OrderType = keyof typeof OrderType;

export const OrderSortFieldEnum = codedEnum("OrderSortField", "What the order list is sorted by (ties by id).", {
  CREATE_TIME: { code: "createTime", description: "Created time" },
  COMPLETE_TIME: { code: "completeTime", description: "Completed time; orders not completed come last" },
  TOTAL: { code: "total", description: "Total amount" },
});
export const OrderSortField = OrderSortFieldEnum.enum;
export type OrderSortField = keyof typeof OrderSortField;

export const OrderHistoryActionEnum = codedEnum("OrderHistoryAction", "What happened to an order.", {
  CREATE: { code: "create", description: "Created" },
  PAY: { code: "pay", description: "Paid" },
  PAYMENT_FAILED: { code: "payment-failed", description: "A payment failed" },
  COMPLETE: { code: "complete", description: "Completed" },
  CANCEL: { code: "cancel", description: "Cancelled" },
  CHECK_IN: { code: "check-in", description: "A ticket was checked in" },
  RESCHEDULE: { code: "reschedule", description: "Rescheduled" },
  CHANGE: { code: "change", description: "Changed" },
  VOID: { code: "void", description: "A ticket was voided" },
  CHARGEBACK: { code: "chargeback", description: "A chargeback" },
  REFUND_REQUEST: { code: "refund-request", description: "A refund was requested" },
  REFUND_APPROVE: { code: "refund-approve", description: "A refund was approved" },
  REFUND_REJECT: { code: "refund-reject", description: "A refund was rejected" },
  REFUND_COMPLETE: { code: "refund-complete", description: "A refund was completed" },
});
export const OrderHistoryAction = OrderHistoryActionEnum.enum;
export type OrderHistoryAction = keyof typeof OrderHistoryAction;
