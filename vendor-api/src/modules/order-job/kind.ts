/**
 * What every kind of job over many orders shares (docs/sales-contract.md, "Jobs over many orders"): which orders of
 * its selection it acts on (the preview's `eligible`; the others are SKIPPED) and what it does to one order, inside
 * the transaction that also records the order's item and the job's counters (worker.ts).
 */
import type { SQL } from "drizzle-orm";
import type { RuleKey, RuleParams } from "#rules";
import type { Db } from "../../db/connect";
import type { orderJobs, orders } from "../../db/schema";
import type { OperatorSession } from "../../protocol/route";
import type { Keyring } from "../../security/secrets";

export type OrderRow = typeof orders.$inferSelect;
export type OrderJobRow = typeof orderJobs.$inferSelect;

/** What the operator gave a job: a message's subject and text, a departure's trip, date and shift. */
export interface OrderJobParams {
  subject?: string;
  text?: string;
  tripId?: number;
  tripName?: string;
  date?: string;
  /** '' for a trip without shifts, as departure_cancellations stores it. */
  shift?: string;
}

/** Why an order was skipped or failed: a message key of rules/messages.ts and its params. */
export interface ItemReason {
  key: RuleKey;
  params?: RuleParams;
}

/** An order the kind leaves alone (nothing is written for it); thrown inside its transaction. */
export class SkipOrder extends Error {
  constructor(readonly reason: ItemReason) {
    super(reason.key);
  }
}

export interface OrderJobRun {
  tx: Db;
  secrets: Keyring;
  /** The job's creator: every operation it runs is theirs, in the order's history and the audit trail. */
  session: OperatorSession;
  job: OrderJobRow;
  params: OrderJobParams;
  /** The order, locked for the operation. */
  order: OrderRow;
  now: Date;
  /** The tenant's ticket-code signer, read once per batch. */
  sign: (ticketNumber: string) => string;
}

export interface OrderJobKindHandler {
  /** The condition on `orders` an order of the selection meets when the kind acts on it. */
  eligible(tenantId: number, params: OrderJobParams): SQL;
  /** Acts on one order, or throws SkipOrder, or the operation's own refusal (the item FAILED with it). */
  run(run: OrderJobRun): Promise<void>;
}
