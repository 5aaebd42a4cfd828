import { codedEnum } from "../shared/coded-enum";

export const RefundStateEnum = codedEnum(
  "RefundState",
  "Where a refund order stands. PENDING → APPROVED (approveRefund, the console's Refund) → COMPLETED " +
    "(completeRefund, Mark as Completed); PENDING → REJECTED (rejectRefund).",
  {
    PENDING: { code: 0, description: "Pending: the tickets are refunding, the amount is reserved" },
    APPROVED: { code: 1, description: "Approved: the money is on its way" },
    REJECTED: { code: 2, description: "Rejected: the tickets got their state back" },
    COMPLETED: { code: 3, description: "Completed: the tickets are refunded" },
  },
);
export const RefundState = RefundStateEnum.enum;
export type RefundState = keyof typeof RefundState;

export const RefundLogActionEnum = codedEnum("RefundLogAction", "What happened to a refund order.", {
  SUBMIT: { code: "submit", description: "Submitted (createRefund)" },
  APPROVE: { code: "approve", description: "Approved (approveRefund)" },
  REJECT: { code: "reject", description: "Rejected (rejectRefund)" },
  COMPLETE: { code: "complete", description: "Marked as completed (completeRefund)" },
});
export const RefundLogAction = RefundLogActionEnum.enum;
export type RefundLogAction = keyof typeof RefundLogAction;
