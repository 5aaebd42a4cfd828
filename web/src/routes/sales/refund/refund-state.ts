import type { CmdUrl } from "#rules";
import type { RefundPayType, RefundState } from "@/gql/graphql";

/** The list's status filter (docs/sales-contract.md section 2: All, Pending, Completed, Reject); "" is All. */
export const REFUND_STATE_FILTERS = ["", "PENDING", "COMPLETED", "REJECTED"] as const;
export type RefundStateFilter = (typeof REFUND_STATE_FILTERS)[number];

/** The URL's `state` param as a filter: anything unknown (or APPROVED, which has no tab) is All. */
export function refundStateFilterOf(value: string): RefundStateFilter {
  return (REFUND_STATE_FILTERS as readonly string[]).includes(value) ? (value as RefundStateFilter) : "";
}

export type RefundAction = "reject" | "approve" | "complete";

/**
 * The refund state machine as the vendor API enforces it (docs/sales-contract.md section 3): the state each action
 * starts from and the action permission it needs. An approved refund cannot be rejected any more.
 */
export const REFUND_ACTIONS: Record<RefundAction, { from: RefundState; actionUrl: CmdUrl }> = {
  reject: { from: "PENDING", actionUrl: "/refund/reject" },
  approve: { from: "PENDING", actionUrl: "/refund/approve" },
  complete: { from: "APPROVED", actionUrl: "/refund/complete" },
};

export function allowedRefundActions(state: RefundState, can: (actionUrl: CmdUrl) => boolean): RefundAction[] {
  return (Object.keys(REFUND_ACTIONS) as RefundAction[]).filter(
    (action) => REFUND_ACTIONS[action].from === state && can(REFUND_ACTIONS[action].actionUrl),
  );
}

/** Cash and wallet refunds keep no refund logs (docs/sales-contract.md section 4), so their detail shows none. */
export const refundHasLogs = (payType: RefundPayType): boolean => payType !== "CASH" && payType !== "WALLET";
