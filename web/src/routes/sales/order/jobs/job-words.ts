/** How the console names a job's kind and state, and what its progress bar shows (no React, so unit-tested). */
import { isRuleKey, RULE_MESSAGES } from "#rules";
import type { OrderJobKind, OrderJobState } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";
import { ruleText } from "@/i18n/rule-text";

export const jobKindLabel = (kind: OrderJobKind): MessageKey => `orderJobs.kind.${kind}`;
export const jobStateLabel = (state: OrderJobState): MessageKey => `orderJobs.state.${state}`;

const JOB_STATE_COLORS: Record<OrderJobState, string> = { PENDING: "gray", RUNNING: "blue", DONE: "green" };

/** A finished job with failed orders is shown orange, so that it is looked at. */
export const jobStateColor = (job: { state: OrderJobState; failed: number }): string =>
  job.state === "DONE" && job.failed > 0 ? "orange" : JOB_STATE_COLORS[job.state];

/** The orders a job has handled so far, of its total, as a whole percentage (a job of no orders is complete). */
export function jobPercent(job: { total: number; succeeded: number; failed: number; skipped: number }): number {
  if (job.total === 0) return 100;
  return Math.min(100, Math.floor(((job.succeeded + job.failed + job.skipped) * 100) / job.total));
}

/**
 * Why an order failed or was skipped, in the console's language: worded from its rules key when the key needs no
 * parameter (the item carries none), else the server's English sentence (e.g. another operation's own refusal).
 */
export function jobItemReason(item: { reason?: string | null; reasonKey?: string | null }): string {
  const key = item.reasonKey;
  if (isRuleKey(key) && !RULE_MESSAGES[key].includes("{")) return ruleText({ rule: key });
  return item.reason ?? "";
}
