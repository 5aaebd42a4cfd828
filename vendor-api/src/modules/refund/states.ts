import { REFUND_STATES } from "#rules";
import type { CmdUrl } from "#rules";

const { PENDING: pending, APPROVED: approved, REJECTED: rejected, COMPLETED: completed } = REFUND_STATES;

/**
 * The allowed moves of a refund order (docs/sales-contract.md): approving ("Refund") sends the money on its way, so
 * only a pending refund may be rejected; "Mark as Completed" closes an approved one. Anything else answers 20409.
 */
export const REFUND_TRANSITIONS = {
  approve: { path: "/refund/approve", from: [pending], to: approved, summary: "Approve (the console's Refund)" },
  reject: {
    path: "/refund/reject",
    from: [pending],
    to: rejected,
    summary: "Reject; the tickets get their state back",
  },
  complete: {
    path: "/refund/complete",
    from: [approved],
    to: completed,
    summary: "Mark as Completed: tickets become refunded, the payment and the order record the refunded amount",
  },
} satisfies Record<string, { path: CmdUrl; from: number[]; to: number; summary: string }>;

export type RefundAction = keyof typeof REFUND_TRANSITIONS;
export const REFUND_ACTIONS = Object.keys(REFUND_TRANSITIONS) as RefundAction[];
