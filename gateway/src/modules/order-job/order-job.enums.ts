import { ORDER_JOB_ITEM_STATES, ORDER_JOB_KINDS, ORDER_JOB_STATES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const OrderJobKindEnum = codedEnum(
  "OrderJobKind",
  'What a job does to each of its orders (docs/sales-contract.md, "Jobs over many orders").',
  ORDER_JOB_KINDS,
  {
    RESEND_CONFIRMATIONS: "The confirmation e-mail again, as resendOrderConfirmation sends it (cmd /order/job/resend)",
    MESSAGE_CUSTOMERS:
      "One e-mail with the operator's subject and text to each order's contact (cmd /order/job/message)",
    CANCEL_ORDERS: "Every valid ticket cancelled as cancelOrderTickets cancels them (cmd /order/job/cancel)",
    CANCEL_DEPARTURE:
      "A cancelled departure's tickets cancelled with a full refund and one message per order (cmd /departure/cancel)",
  },
);
export const OrderJobKind = OrderJobKindEnum.enum;
export type OrderJobKind = keyof typeof OrderJobKind;

export const OrderJobStateEnum = codedEnum("OrderJobState", "Where a job stands.", ORDER_JOB_STATES, {
  PENDING: "Made, not yet taken by the worker",
  RUNNING: "The worker is handling its orders",
  DONE: "Every order handled",
});
export const OrderJobState = OrderJobStateEnum.enum;
export type OrderJobState = keyof typeof OrderJobState;

export const OrderJobItemStateEnum = codedEnum(
  "OrderJobItemState",
  "What became of one order of a job.",
  ORDER_JOB_ITEM_STATES,
  {
    PENDING: "Not handled yet",
    DONE: "Handled",
    FAILED: "The operation refused it (see the reason); nothing was changed",
    SKIPPED: "Left alone: the job does not apply to it (see the reason)",
  },
);
export const OrderJobItemState = OrderJobItemStateEnum.enum;
export type OrderJobItemState = keyof typeof OrderJobItemState;
