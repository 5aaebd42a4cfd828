import { REFUND_LOG_ACTIONS, REFUND_STATES } from "#rules";
import { codedEnum } from "../shared/coded-enum";

export const RefundStateEnum = codedEnum(
  "RefundState",
  "Where a refund order stands. PENDING → APPROVED (approveRefund, the console's Refund) → COMPLETED " +
    "(completeRefund, Mark as Completed); PENDING → REJECTED (rejectRefund).",
  REFUND_STATES,
  {
    PENDING: "Pending: the tickets are refunding, the amount is reserved",
    APPROVED: "Approved: the money is on its way",
    REJECTED: "Rejected: the tickets got their state back",
    COMPLETED: "Completed: the tickets are refunded",
  },
);
export const RefundState = RefundStateEnum.enum;
export type RefundState = keyof typeof RefundState;

export const RefundLogActionEnum = codedEnum(
  "RefundLogAction",
  "What happened to a refund order.",
  REFUND_LOG_ACTIONS,
  {
    SUBMIT: "Submitted (createRefund)",
    APPROVE: "Approved (approveRefund)",
    REJECT: "Rejected (rejectRefund)",
    COMPLETE: "Marked as completed (completeRefund)",
  },
);
export const RefundLogAction = RefundLogActionEnum.enum;
export type RefundLogAction = keyof typeof RefundLogAction;
