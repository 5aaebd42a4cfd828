import { ORDER_HISTORY_ACTIONS, ORDER_SORT_FIELDS, ORDER_STATES, ORDER_TYPES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const OrderStateEnum = codedEnum("OrderState", "Where an order stands (upstream `state`).", ORDER_STATES, {
  UNPAID: "Unpaid",
  COMPLETED: "Completed (paid)",
  CANCELLED: "Cancelled",
  UNSHIPPED: "Unshipped (paid, not yet fulfilled)",
  PAYING: "In payment",
});
export const OrderState = OrderStateEnum.enum;
export type OrderState = keyof typeof OrderState;

export const OrderTypeEnum = codedEnum("OrderType", "One way or round trip (upstream `type`).", ORDER_TYPES, {
  ONE_WAY: "One way",
  ROUND_TRIP: "Round trip",
});
export const OrderType = OrderTypeEnum.enum;
export type OrderType = keyof typeof OrderType;

export const OrderSortFieldEnum = codedEnum(
  "OrderSortField",
  "What the order list is sorted by (ties by id).",
  ORDER_SORT_FIELDS,
  {
    CREATE_TIME: "Created time",
    COMPLETE_TIME: "Completed time; orders not completed come last",
    TOTAL: "Total amount",
  },
);
export const OrderSortField = OrderSortFieldEnum.enum;
export type OrderSortField = keyof typeof OrderSortField;

export const OrderHistoryActionEnum = codedEnum(
  "OrderHistoryAction",
  "What happened to an order.",
  ORDER_HISTORY_ACTIONS,
  {
    CREATE: "Created",
    PAY: "Paid",
    PAYMENT_FAILED: "A payment failed",
    COMPLETE: "Completed",
    CANCEL: "Cancelled",
    CHECK_IN: "A ticket was checked in",
    UNDO_CHECK_IN: "A ticket's check-in was undone (within minutes of it, at the door)",
    RESEND: "The confirmation with the tickets' QR codes was sent again",
    RESCHEDULE: "Rescheduled",
    CHANGE: "Changed",
    VOID: "A ticket was voided",
    CHARGEBACK: "A chargeback",
    REFUND_REQUEST: "A refund was requested",
    REFUND_APPROVE: "A refund was approved",
    REFUND_REJECT: "A refund was rejected",
    REFUND_COMPLETE: "A refund was completed",
    CONTACT_EDIT: "The contact or passengers' names were corrected (the values are in the audit trail, area ORDER)",
    NOTE: "An internal note was added (`note`; also in `Order.notes`)",
    RELEASE:
      "Unpaid when the tenant's hold period (`holdDays`) ended: its seats were released and the order cancelled by the " +
      "vendor API itself",
    MESSAGE: "The operator's message (`subject`) was sent to the order's contact (`email`) by a job over many orders",
  },
);
export const OrderHistoryAction = OrderHistoryActionEnum.enum;
export type OrderHistoryAction = keyof typeof OrderHistoryAction;
