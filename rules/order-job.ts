/**
 * Jobs over many orders and the cancellation of a departure (docs/sales-contract.md, "Jobs over many orders";
 * docs/catalogue-contract.md section 7): the kinds, the states of a job and of each of its orders, the limits, and the
 * rules of the operator's message, which are the reservation screen's "Notify Customers" rules.
 */
import { maxLength, required, validateFields } from "./checks";
import type { FieldFailures } from "./failure";
import { CONTENT_MAX, SUBJECT_MAX } from "./limits";

/** What a job does to each order, stored by these names. */
export const ORDER_JOB_KINDS = {
  RESEND_CONFIRMATIONS: "RESEND_CONFIRMATIONS",
  MESSAGE_CUSTOMERS: "MESSAGE_CUSTOMERS",
  CANCEL_ORDERS: "CANCEL_ORDERS",
  CANCEL_DEPARTURE: "CANCEL_DEPARTURE",
} as const;
export type OrderJobKind = keyof typeof ORDER_JOB_KINDS;

/** The permission each kind needs: starting it, and previewing it. */
export const ORDER_JOB_KIND_CMDS = {
  RESEND_CONFIRMATIONS: "/order/job/resend",
  MESSAGE_CUSTOMERS: "/order/job/message",
  CANCEL_ORDERS: "/order/job/cancel",
  CANCEL_DEPARTURE: "/departure/cancel",
} as const satisfies Record<OrderJobKind, string>;

/** The kinds started from the order list's selection; a departure's is started by cancelling the departure. */
export const ORDER_LIST_JOB_KINDS = ["RESEND_CONFIRMATIONS", "MESSAGE_CUSTOMERS", "CANCEL_ORDERS"] as const;

/** A job is pending until the worker takes it, running while orders are left, done when none is. */
export const ORDER_JOB_STATES = { PENDING: 0, RUNNING: 1, DONE: 2 } as const;
/** What became of one order of a job. */
export const ORDER_JOB_ITEM_STATES = { PENDING: 0, DONE: 1, FAILED: 2, SKIPPED: 3 } as const;

/** Rows picked on the order list that one job (or one export) takes. */
export const ORDER_JOB_IDS_MAX = 1000;
/** Orders one job takes when it acts on everything the order list's filter matches. */
export const ORDER_JOB_ORDERS_MAX = 10_000;
/** Unfinished jobs (pending or running) a tenant may have at once: a fourth waits for one of them to finish. */
export const ORDER_JOBS_OPEN_MAX = 3;

/** The operator's message to the customers (MESSAGE_CUSTOMERS, CANCEL_DEPARTURE): the reservation screen's rules. */
export function orderJobMessageFailures(input: { subject?: unknown; text?: unknown }): FieldFailures {
  return validateFields({
    subject: [input.subject, [required, maxLength(SUBJECT_MAX)]],
    text: [input.text, [required, maxLength(CONTENT_MAX)]],
  });
}
